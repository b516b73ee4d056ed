import { can } from '../../../access';
import type { FormErrors } from '../../../shared';
import { validateRequired } from '../../../shared';
import type { ResourceDraft, ResourceKind, ResourceWrite, SettingsResource } from '../model';
import { validateCanaryForm } from './canary-forms';
import { canaryTypeOf } from './canary-types';
import { resourceKind } from './kinds';

/** R002-3-02 and 03: a new resource's namespace is 'default'. */
export const DEFAULT_NAMESPACE = 'default';

export const emptyResourceDraft = (kind: ResourceKind): ResourceDraft => ({
  name: '',
  namespace: resourceKind(kind).fields.namespace ? DEFAULT_NAMESPACE : '',
  icon: '',
  schedule: '',
  labels: {},
  spec: {},
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The Spec tab's draft of a saved resource; a canary's schedule is read from its spec. */
export function draftOf(kind: ResourceKind, resource: SettingsResource): ResourceDraft {
  const { fields } = resourceKind(kind);
  return {
    name: resource.name,
    namespace: resource.namespace ?? '',
    icon: resource.icon ?? '',
    schedule: fields.schedule === 'spec' ? text(resource.spec.schedule) : (resource.schedule ?? ''),
    labels: resource.labels,
    spec: resource.spec,
  };
}

/** R002-5-01 and 02: resource forms require a name; a health check's form, its fields by family. */
export function validateResourceDraft(kind: ResourceKind, draft: ResourceDraft): FormErrors {
  const name = validateRequired(draft.name);
  const form = kind === 'canaries' ? validateCanaryForm(draft.spec, canaryTypeOf(draft.spec)).fields : undefined;
  const fields = { ...(name ? { name } : {}), ...form };
  return Object.keys(fields).length > 0 ? { fields } : {};
}

/** R002-5-03: a kind whose Save waits for a valid form (a topology) may not be sent while it is invalid. */
export const resourceDraftIncomplete = (kind: ResourceKind, draft: ResourceDraft): boolean =>
  resourceKind(kind).saveWaitsForValid === true && Object.keys(validateResourceDraft(kind, draft).fields ?? {}).length > 0;

/**
 * The columns a save writes (seed 002 §7.2), by the kind's fields: a canary's schedule goes into its
 * spec (where canary-checker reads it), a topology's into its column; an empty choice removes it.
 */
export function resourceWrite(kind: ResourceKind, draft: ResourceDraft): ResourceWrite {
  const { fields } = resourceKind(kind);
  const schedule = draft.schedule.trim();
  let spec = draft.spec;
  if (fields.schedule === 'spec') {
    const rest: Record<string, unknown> = { ...draft.spec };
    delete rest.schedule;
    spec = schedule ? { ...rest, schedule } : rest;
  }
  return {
    name: draft.name.trim(),
    ...(fields.namespace ? { namespace: draft.namespace.trim() || DEFAULT_NAMESPACE } : {}),
    ...(fields.icon ? { icon: draft.icon.trim() || null } : {}),
    ...(fields.labels ? { labels: draft.labels } : {}),
    ...(fields.schedule === 'column' ? { schedule: schedule || null } : {}),
    spec,
  };
}

/** R002-2-2-06 and 25: adding and saving need write on the kind's resource. */
export const canWriteResource = (roles: readonly string[], kind: ResourceKind): boolean => can(roles, resourceKind(kind).resource, 'write');
