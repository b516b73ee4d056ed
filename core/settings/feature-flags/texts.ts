/** Exact strings of seed 002 §5 and §8. */
export const FEATURE_FLAG_MESSAGES = {
  missingDetails: 'please provide all details',
  localNotEditable: 'Cannot edit local feature flags',
  added: 'Feature flag added successfully',
  updated: 'Feature flag updated successfully',
  removed: 'Feature flag removed successfully',
} as const;

export const FEATURE_FLAGS_TITLE = 'Feature Flags';
export const FEATURE_FLAGS_EMPTY = 'No feature flags yet';

/** R002-2-2-57: the table's columns, in order. */
export const FEATURE_FLAG_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'value', label: 'Value' },
  { key: 'source', label: 'Source' },
  { key: 'createdBy', label: 'Created By' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'updatedAt', label: 'Updated At' },
] as const;
export type FeatureFlagColumnKey = (typeof FEATURE_FLAG_COLUMNS)[number]['key'];

export const DELETE_FEATURE_FLAG_TITLE = 'Delete feature flag';
export const deleteFeatureFlagMessage = (name: string): string => `The flag ${name} will be removed for everyone.`;
