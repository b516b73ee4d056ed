/** Someone or something a notification names: a person, a team, a connection. */
export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

/** A connection as pickers on other screens read it: id, name and type only (DECISIONS §30). */
export interface ConnectionChoice extends NamedRef {
  readonly type: string;
}

/** One entry of a notification's custom services: a connection it is sent through ("Others"). */
export interface CustomService {
  readonly name: string;
  readonly connection: string;
}

/** One of the Notifications screen's rows: a notification as `notifications_summary` reads (seed 002 §3). */
export interface Notification {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly events: readonly string[];
  readonly filter: string;
  readonly template: string;
  readonly person?: NamedRef;
  readonly team?: NamedRef;
  readonly customServices: readonly CustomService[];
  /** Where it was defined; only a notification from the UI (or of no source) is changed here (R002-4-10). */
  readonly source?: string;
  readonly createdBy?: NamedRef;
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly pending: number;
  readonly sent: number;
  readonly failed: number;
  readonly avgDurationMs?: number;
  readonly mostCommonError?: string;
}

/** R002-4-09: who a notification tells. */
export type RecipientKind = 'person' | 'team' | 'others';

/** What the create and edit forms send. Text fields are strings; the recipient is one of three. */
export interface NotificationDraft {
  readonly name: string;
  readonly title: string;
  readonly events: readonly string[];
  readonly filter: string;
  readonly template: string;
  readonly recipient: RecipientKind;
  readonly personId: string;
  readonly teamId: string;
  /** "Others": the connections it is sent through. */
  readonly customServices: readonly CustomService[];
}

/** The choices of the recipient pickers. */
export interface RecipientChoices {
  readonly people: readonly NamedRef[];
  readonly teams: readonly NamedRef[];
  readonly connections: readonly ConnectionChoice[];
}

/** R002-9-20: the events a notification may be sent on, in the specs' order. */
export const NOTIFICATION_EVENTS = [
  'check.failed', 'check.passed', 'component.healthy', 'component.unhealthy', 'component.unknown', 'component.warning',
  'config.created', 'config.deleted', 'config.healthy', 'config.unhealthy', 'config.unknown', 'config.updated', 'config.warning',
  'playbook.approval.inserted', 'playbook.spec.approval.updated',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
