import { parseGoDuration } from '../checks/go-duration';

/** A playbook parameter (seed 000 §3, reference §4.3). */
export interface PlaybookParameter {
  name: string;
  label?: string;
  type?: string;
  required?: boolean;
  default?: unknown;
  description?: string;
  icon?: string;
  properties?: Record<string, unknown>;
  dependsOn?: unknown;
}

/** Which resources a playbook applies to: by type, name and labels (all given must match). */
export interface ResourceSelector {
  types?: string[];
  names?: string[];
  name?: string;
  labelSelector?: string;
  tagSelector?: string;
}

export interface RetrySpec {
  limit: number;
  /** Wait before the first retry (Go duration). */
  duration?: string;
  /** Each later wait is the previous one times the multiplier. */
  exponent?: { multiplier?: number };
}

export interface ActionSpec {
  name: string;
  /** CEL with success(), failure() and always(); false skips the action. Default: success(). */
  if?: string;
  delay?: string;
  timeout?: string;
  retry?: RetrySpec;
  exec?: { script: string };
  http?: { url: string; method?: string; headers?: Record<string, string>; body?: unknown; responseCodes?: number[] };
  sql?: { query: string; connection?: string; driver?: string };
  notification?: { connection?: string; url?: string; title?: string; message?: string };
  /** The target component's log lines: its selector by name (else its first), window, search and line limit. */
  logs?: { selector?: string; query?: string; start?: string; end?: string; limit?: number };
}

export interface PlaybookSpec {
  parameters?: PlaybookParameter[];
  actions?: ActionSpec[];
  approval?: { approvers?: { people?: string[]; teams?: string[] } };
  configs?: ResourceSelector[];
  components?: ResourceSelector[];
  checks?: ResourceSelector[];
  timeout?: string;
}

export const ACTION_KINDS = ['exec', 'http', 'sql', 'logs', 'notification'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const kindOf = (action: ActionSpec): ActionKind | undefined => ACTION_KINDS.find((kind) => action[kind] !== undefined);

/** A run's whole budget when its spec names none (reference §2.6: 30 minutes). */
export const DEFAULT_RUN_TIMEOUT_MS = 30 * 60_000;
/** An action's budget when it names none. */
export const DEFAULT_ACTION_TIMEOUT_MS = 5 * 60_000;

/** A Go duration in milliseconds, or the fallback when absent; an unreadable one is an error naming the field. */
export function durationMs(value: string | undefined, fallback: number, field: string): number {
  if (value === undefined || value === '') return fallback;
  const ms = parseGoDuration(value);
  if (ms === undefined) throw new Error(`${field}: "${value}" is not a duration`);
  return ms;
}

export const approversOf = (spec: PlaybookSpec) => ({
  people: spec.approval?.approvers?.people ?? [],
  teams: spec.approval?.approvers?.teams ?? [],
});

export const needsApproval = (spec: PlaybookSpec) => {
  const { people, teams } = approversOf(spec);
  return people.length + teams.length > 0;
};
