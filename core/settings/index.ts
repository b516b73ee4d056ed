export type { FeatureFlag, FeatureFlagDraft, FeatureFlagSource, FlagAuthor, EffectiveFlags } from './model';
export {
  FEATURE_FLAG_MESSAGES, FEATURE_FLAGS_TITLE, FEATURE_FLAGS_EMPTY, FEATURE_FLAG_COLUMNS, type FeatureFlagColumnKey,
} from './messages';
export {
  EMPTY_DRAFT, draftOf, validateFeatureFlag, normaliseDraft, canManageFeatureFlags, isLocalFlag, flagActions, mergeFlags,
} from './rules';
export { FeatureFlagPort } from './ports';
export {
  featureFlagsScreenMachine, bindFeatureFlagsScreenPorts,
  type FeatureFlagsScreenContext, type FeatureFlagsScreenEvent, type FeatureFlagsScreenEmitted,
  type FeatureFlagsScreenInput, type FeatureFlagForm, type FeatureFlagsPorts,
} from './machines/feature-flags-screen.machine';
export {
  effectiveFlagsMachine, type EffectiveFlagsContext, type EffectiveFlagsEvent,
} from './machines/effective-flags.machine';
