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
