import { can } from '../../access';
import { FEATURE_FLAG_MESSAGES } from './texts';
import type { FeatureFlag, FeatureFlagDraft } from './model';

export const EMPTY_DRAFT: FeatureFlagDraft = { name: '', value: '', description: '' };

export const draftOf = (flag: FeatureFlag): FeatureFlagDraft => ({
  name: flag.name,
  value: flag.value,
  description: flag.description ?? '',
});

/** R002-5-13: name and value are required. Returns the message to show, or nothing when valid. */
export function validateFeatureFlag(draft: FeatureFlagDraft): string | undefined {
  return draft.name.trim() === '' || draft.value.trim() === '' ? FEATURE_FLAG_MESSAGES.missingDetails : undefined;
}

/** The draft as it is sent: surrounding blanks are not part of a name or value. */
export const normaliseDraft = (draft: FeatureFlagDraft): FeatureFlagDraft => ({
  name: draft.name.trim(),
  value: draft.value.trim(),
  description: draft.description.trim(),
});

/** R002-6-03: changing feature flags needs write on feature_flags. */
export const canManageFeatureFlags = (roles: readonly string[]): boolean => can(roles, 'feature_flags', 'write');

/** R002-2-2-58: flags set in the server's configuration are not editable. */
export const isLocalFlag = (flag: FeatureFlag): boolean => flag.source === 'local';

/** R002-2-2-59: a stored flag (it has created_at) offers Update and Delete to a person who may write. */
export function flagActions(flag: FeatureFlag, roles: readonly string[]): { update: boolean; remove: boolean } {
  const allowed = canManageFeatureFlags(roles) && !isLocalFlag(flag) && flag.createdAt !== undefined;
  return { update: allowed, remove: allowed };
}

/**
 * GET /api/db/properties holds the stored rows, GET /api/properties adds the server's local ones.
 * A local flag wins over a stored flag of the same name (reference §4.8), and the list is sorted by name.
 */
export function mergeFlags(stored: readonly FeatureFlag[], local: readonly FeatureFlag[]): FeatureFlag[] {
  const localNames = new Set(local.map((f) => f.name));
  return [...local, ...stored.filter((f) => !localNames.has(f.name))].sort((a, b) => a.name.localeCompare(b.name));
}
