import { localPage, type CollectionPolicy } from '../../shared';
import type { FeatureFlag, FeatureFlagDraft } from './model';
import type { FeatureFlagPort } from './ports';
import { EMPTY_DRAFT, canManageFeatureFlags, draftOf, flagActions, isLocalFlag, normaliseDraft, validateFeatureFlag } from './rules';
import { DELETE_FEATURE_FLAG_TITLE, FEATURE_FLAGS_EMPTY, FEATURE_FLAG_MESSAGES, deleteFeatureFlagMessage } from './texts';

/** A flag is known by its name (the properties table's key). */
export const flagKey = (flag: FeatureFlag): string => flag.name;

const form = {
  validate: (draft: FeatureFlagDraft) => ({ message: validateFeatureFlag(draft) }),
  normalise: normaliseDraft,
};

/**
 * Settings → Feature Flags (seed 002 §2.2, §5, §8) on the collection kit: every flag at once, stored
 * and local; a stored flag opens for whoever may write feature flags, a local one never does and says
 * so; writes record who made them (created_by).
 */
export function featureFlagsPolicy(port: FeatureFlagPort): CollectionPolicy<FeatureFlag, FeatureFlagDraft> {
  return {
    id: 'featureFlags',
    key: flagKey,
    provider: {
      list: async (query) => localPage(await port.list(), query),
      create: (draft, by) => port.create(draft, by),
      update: (name, draft, by) => port.update(name, draft, by),
      remove: (name) => port.remove(name),
    },
    permissions: {
      create: canManageFeatureFlags,
      edit: (roles, flag) => (flag ? flagActions(flag, roles).update : canManageFeatureFlags(roles)),
      remove: (roles, flag) => (flag ? flagActions(flag, roles).remove : canManageFeatureFlags(roles)),
      refuse: (flag) => (isLocalFlag(flag) ? FEATURE_FLAG_MESSAGES.localNotEditable : undefined),
    },
    create: { ...form, draft: () => EMPTY_DRAFT },
    edit: { ...form, draft: (flag) => (flag ? draftOf(flag) : EMPTY_DRAFT) },
    texts: {
      empty: FEATURE_FLAGS_EMPTY,
      created: () => FEATURE_FLAG_MESSAGES.added,
      updated: () => FEATURE_FLAG_MESSAGES.updated,
      removed: () => FEATURE_FLAG_MESSAGES.removed,
      confirmDelete: (flag) => ({ title: DELETE_FEATURE_FLAG_TITLE, message: deleteFeatureFlagMessage(flag.name) }),
    },
  };
}
