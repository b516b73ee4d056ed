export type { FeatureFlag, FeatureFlagDraft, FeatureFlagSource, FlagAuthor } from './model';
export {
  FEATURE_FLAG_MESSAGES, FEATURE_FLAGS_TITLE, FEATURE_FLAGS_EMPTY, FEATURE_FLAG_COLUMNS, DELETE_FEATURE_FLAG_TITLE,
  deleteFeatureFlagMessage, type FeatureFlagColumnKey,
} from './texts';
export { validateFeatureFlag, canManageFeatureFlags, flagActions, mergeFlags } from './rules';
export { FeatureFlagPort } from './ports';
export { flagKey, featureFlagsPolicy } from './policy';
export { bindFeatureFlagPorts, FeatureFlagsMachines, type FeatureFlagPorts } from './bind';
