import type { IntegrationInstance, IntegrationKind, ResponderProperties, ResponderType } from '../model';
import { RESPONDER_LOOKUP_LABELS } from '../texts';

/** The form value holding the chosen instance's config item id. */
export const RESPONDER_INSTANCE_FIELD = 'instance';

/** The integration a responder type picks its instance from, if any. */
export const integrationKindOf = (type: ResponderType | undefined): IntegrationKind | undefined =>
  type === 'jira' || type === 'ms_planner' ? type : undefined;

export interface LookupOption {
  readonly value: string;
  readonly label: string;
}

type Json = Readonly<Record<string, unknown>>;

const record = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A plain item stands for itself; an object is chosen by its key (Jira projects) or id, and shown by its name. */
function optionOf(item: unknown): LookupOption | undefined {
  const plain = scalar(item);
  if (plain !== undefined) return plain === '' ? undefined : { value: plain, label: plain };
  const object = record(item);
  if (!object) return undefined;
  const value = scalar(object.key) ?? scalar(object.id) ?? scalar(object.name);
  return value ? { value, label: scalar(object.name) ?? value } : undefined;
}

const chosen = (items: readonly unknown[], value: string | undefined): Json | undefined =>
  value ? record(items.find((item) => optionOf(item)?.value === value)) : undefined;

type Items = (config: Json, values: ResponderProperties) => readonly unknown[];

/**
 * Where each select finds its items in the instance's config JSON. Issue types belong to the chosen
 * project; a project's own priorities win over the instance's; buckets belong to the chosen plan.
 */
const LOOKUP_ITEMS: Readonly<Record<IntegrationKind, Readonly<Record<string, Items>>>> = {
  jira: {
    project: (config) => list(config.projects),
    issueType: (config, values) => list(chosen(list(config.projects), values.project)?.issueTypes),
    priority: (config, values) => list(chosen(list(config.projects), values.project)?.priorities ?? config.priorities),
  },
  ms_planner: {
    plan_id: (config) => list(config.plans),
    bucket_id: (config, values) => list(chosen(list(config.plans), values.plan_id)?.buckets),
    priority: (config) => list(config.priorities),
  },
};

/** The selects of a form, in order: the instance, then the fields chosen from its config. */
export function lookupFields(type: ResponderType | undefined): string[] {
  const kind = integrationKindOf(type);
  return kind ? [RESPONDER_INSTANCE_FIELD, ...Object.keys(LOOKUP_ITEMS[kind])] : [];
}

/** A value already in the form (a team's default, say) stays offered even when the config does not list it. */
function withCurrent(options: readonly LookupOption[], current: string | undefined): LookupOption[] {
  const unique = options.filter((option, index) => options.findIndex((o) => o.value === option.value) === index);
  return current && !unique.some((o) => o.value === current) ? [...unique, { value: current, label: current }] : unique;
}

/** The choices of one select of the Jira or planner form, from the chosen instance's config JSON. */
export function lookupOptions(type: ResponderType, field: string, config: unknown, values: ResponderProperties): LookupOption[] {
  const kind = integrationKindOf(type);
  const items = kind ? LOOKUP_ITEMS[kind][field] : undefined;
  const json = record(config);
  const options = items && json ? items(json, values).flatMap((item) => optionOf(item) ?? []) : [];
  return withCurrent(options, values[field]);
}

/**
 * The instances found as choices, named by their name or else their first external id; the chosen
 * instance stays offered when a search no longer finds it.
 */
export function instanceOptions(instances: readonly IntegrationInstance[], current?: string, chosen?: IntegrationInstance): LookupOption[] {
  const shown = chosen && !instances.some((i) => i.id === chosen.id) ? [...instances, chosen] : instances;
  return withCurrent(shown.map((i) => ({ value: i.id, label: i.name || i.externalId[0] || i.id })), current);
}

/** The reference console opens the form on the instance whose external id names the team. */
export const preselectedInstance = (instances: readonly IntegrationInstance[], teamId: string): string | undefined =>
  instances.find((i) => i.externalId.some((id) => id.includes(teamId)))?.id;

const humanized = (field: string) =>
  field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A responder type as the wizard lists it. */
export const responderTypeLabel = (type: ResponderType): string => humanized(type);

/** The label of a form field: the reference console's for the selects, the field's name made readable otherwise. */
export function responderFieldLabel(type: ResponderType, field: string): string {
  const labels: Readonly<Record<string, string>> | undefined = type === 'jira' || type === 'ms_planner' ? RESPONDER_LOOKUP_LABELS[type] : undefined;
  return labels?.[field] ?? humanized(field);
}
