import { validateRequired } from '../../shared';
import type { NewResponder, Person, Responder, ResponderProperties, ResponderType, Team } from '../model';
import { RESPONDER_FIELD_MESSAGE, RESPONDER_STEPS, RESPONDER_TYPES_BEFORE_SCROLL } from '../texts';
import { integrationKindOf, RESPONDER_INSTANCE_FIELD } from './responder-lookups';

export type ResponderStep = (typeof RESPONDER_STEPS)[number];

export interface ResponderProgressStep {
  readonly label: ResponderStep;
  readonly at?: string;
  readonly state: 'done' | 'current' | 'upcoming';
}

/** Seed 001 §2.7: the current step is the first whose time is missing; a responder with all four is done. */
export function responderProgress(r: Pick<Responder, 'createdAt' | 'acknowledgedAt' | 'signedOffAt' | 'closedAt'>): ResponderProgressStep[] {
  const times = [r.createdAt, r.acknowledgedAt, r.signedOffAt, r.closedAt];
  const current = times.findIndex((t) => !t);
  return RESPONDER_STEPS.map((label, i) => ({
    label,
    at: times[i] || undefined,
    state: current === -1 || i < current ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}

const SUPPORT_FIELDS = ['category', 'description', 'body'] as const;
const VENDOR_FIELDS = ['product', 'category', 'description', 'body'] as const;

/** Seed 001 §3: the form fields of each responder type. */
export const RESPONDER_FIELDS: Readonly<Record<ResponderType, readonly string[]>> = {
  person: ['person'],
  email: ['to', 'subject', 'body'],
  jira: ['project', 'issueType', 'priority', 'summary', 'description'],
  service_now: SUPPORT_FIELDS,
  ca: SUPPORT_FIELDS,
  aws_support: SUPPORT_FIELDS,
  aws_ams_services_request: SUPPORT_FIELDS,
  redhat: VENDOR_FIELDS,
  oracle: VENDOR_FIELDS,
  vmware: VENDOR_FIELDS,
  ms_planner: ['plan_id', 'bucket_id', 'priority', 'title', 'description'],
};

/** The Jira and planner forms first choose the instance their other selects read from. */
export const responderRequiredFields = (type: ResponderType): string[] =>
  integrationKindOf(type) ? [RESPONDER_INSTANCE_FIELD, ...RESPONDER_FIELDS[type]] : [...RESPONDER_FIELDS[type]];

/** Every responder also shows the id it has in the external system. */
export const responderShownFields = (type: ResponderType): string[] => [...responderRequiredFields(type), 'external_id'];

/** Seed 001 §5: every field of a responder form is required. */
export function validateResponderForm(type: ResponderType, values: ResponderProperties): Record<string, string> {
  return Object.fromEntries(
    responderRequiredFields(type)
      .filter((field) => validateRequired(values[field]) !== undefined)
      .map((field) => [field, RESPONDER_FIELD_MESSAGE]),
  );
}

/**
 * Child selects of the Jira and planner forms and the field each waits for: the instance's config lists
 * projects and plans; issue types and buckets belong to the chosen project or plan.
 */
export const RESPONDER_FIELD_PARENTS: Readonly<Partial<Record<ResponderType, Readonly<Record<string, string>>>>> = {
  jira: { project: RESPONDER_INSTANCE_FIELD, issueType: 'project', priority: 'project' },
  ms_planner: { plan_id: RESPONDER_INSTANCE_FIELD, bucket_id: 'plan_id', priority: RESPONDER_INSTANCE_FIELD },
};

/** Seed 001 §4: a child select is disabled until its parent is chosen. */
export function isFieldEnabled(type: ResponderType, field: string, values: ResponderProperties): boolean {
  const parent = RESPONDER_FIELD_PARENTS[type]?.[field];
  return parent === undefined || (values[parent] ?? '') !== '';
}

/**
 * The fields a change clears: for Jira the instance's project and issue type (seed 001 §4) and the
 * project's issue type; for the planner the instance's plan and bucket, and the plan's bucket.
 */
const CLEARED_BY: Readonly<Partial<Record<ResponderType, Readonly<Record<string, readonly string[]>>>>> = {
  jira: { [RESPONDER_INSTANCE_FIELD]: ['project', 'issueType'], project: ['issueType'] },
  ms_planner: { [RESPONDER_INSTANCE_FIELD]: ['plan_id', 'bucket_id'], plan_id: ['bucket_id'] },
};

export function changeResponderField(type: ResponderType, values: ResponderProperties, field: string, value: string): ResponderProperties {
  const next: Record<string, string> = { ...values, [field]: value };
  if (values[field] !== value) for (const cleared of CLEARED_BY[type]?.[field] ?? []) delete next[cleared];
  return next;
}

/** Responder types a team has configured; none means 'There were no responders configured for this team.' */
export const teamResponderTypes = (team: Team): ResponderType[] =>
  Object.keys(team.responderClients ?? {}) as ResponderType[];

export const responderTypesScroll = (count: number): boolean => count > RESPONDER_TYPES_BEFORE_SCROLL;

export type ResponderChoice = { readonly kind: 'team'; readonly team: Team } | { readonly kind: 'person'; readonly person: Person };

/** Next (to the responder type) needs a team. */
export const canGoToResponderType = (choice: ResponderChoice | undefined): boolean => choice?.kind === 'team';

/** Add or Save needs a person or a responder type, and is off while saving. */
export function canSaveResponder(choice: ResponderChoice | undefined, responderType: ResponderType | undefined, saving: boolean): boolean {
  if (saving || choice === undefined) return false;
  return choice.kind === 'person' || responderType !== undefined;
}

/** The responder to create from the wizard's choices. */
export function newResponder(
  incidentId: string,
  createdBy: string,
  choice: ResponderChoice,
  responderType?: ResponderType,
  values: ResponderProperties = {},
): NewResponder {
  if (choice.kind === 'person') {
    return { incidentId, createdBy, type: 'person', personId: choice.person.id, properties: { responderType: 'person' } };
  }
  const type = responderType ?? 'email';
  return { incidentId, createdBy, type, teamId: choice.team.id, properties: { responderType: type, ...values } };
}
