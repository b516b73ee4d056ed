import * as t from 'io-ts';
import { optional } from './decode';

/**
 * A value of `kind` or nothing (null, undefined), checked in one step: the summary holds thousands of
 * rows of twenty-odd such fields, and a union of three codecs per field made decoding the slowest part of
 * the Health page's first screen.
 */
const maybe = <K extends 'string' | 'number' | 'boolean', A = K extends 'string' ? string : K extends 'number' ? number : boolean>(kind: K) =>
  new t.Type<A | null | undefined, A | null | undefined, unknown>(
    `${kind} | null`,
    (value): value is A | null | undefined => value === null || value === undefined || typeof value === kind,
    (value, context) => (value === null || value === undefined || typeof value === kind ? t.success(value as A) : t.failure(value, context)),
    t.identity,
  );
const Text = maybe('string');
const Millis = maybe('number');
const Labels = optional(t.record(t.string, t.unknown));

const UptimeCodec = t.intersection([
  t.type({ passed: t.number, failed: t.number }),
  t.partial({ last_pass: Text, last_fail: Text }),
]);

const LatencyCodec = t.partial({ p99: Millis, p97: Millis, p95: Millis, rolling1h: Millis });

/** One entry of `checks_summary` (reference §4.1). */
export const CheckSummaryCodec = t.intersection(
  [
    t.type({ id: t.string, canary_id: t.string, name: t.string, type: t.string }),
    t.partial({
      canary_name: Text,
      canary_namespace: Text,
      agent_id: Text,
      namespace: Text,
      // Text in the table; a check that never ran has none.
      status: Text,
      labels: Labels,
      description: Text,
      icon: Text,
      endpoint: Text,
      owner: Text,
      severity: Text,
      last_transition_time: Text,
      last_runtime: Text,
      next_runtime: Text,
      created_at: Text,
      updated_at: Text,
      deleted_at: Text,
      silenced_at: Text,
      uptime: optional(UptimeCodec),
      latency: optional(LatencyCodec),
    }),
  ],
  'CheckSummary',
);
export type CheckSummaryWire = t.TypeOf<typeof CheckSummaryCodec>;
export const CheckSummaryRowsCodec = t.array(CheckSummaryCodec, 'CheckSummaryRows');

export const HealthSummaryCodec = t.intersection(
  [
    t.type({ checks_summary: optional(t.array(CheckSummaryCodec)) }),
    t.partial({ duration: Millis, runnerName: Text }),
  ],
  'HealthSummary',
);

/** `agents?select=id,name,description&id=in.(...)`: names for the agent badge and the Agent tabs. */
export const AgentNamesCodec = t.array(t.type({ id: t.string, name: t.string }), 'AgentNames');

const ComponentRef = t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ icon: Text })]);
const ConfigRef = t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ type: Text })]);

/** The check detail's row: the check with its canary, agent, components and configs embedded (reference §2.1). */
export const CheckDetailRowCodec = t.intersection(
  [
    t.type({ id: t.string, canary_id: t.string, name: t.string, type: t.string }),
    t.partial({
      agent_id: Text,
      namespace: Text,
      description: Text,
      icon: Text,
      spec: optional(t.record(t.string, t.unknown)),
      labels: Labels,
      owner: Text,
      severity: Text,
      status: Text,
      last_runtime: Text,
      last_transition_time: Text,
      next_runtime: Text,
      created_at: Text,
      updated_at: Text,
      deleted_at: Text,
      silenced_at: Text,
      canaries: optional(
        t.intersection([
          t.type({ id: t.string, name: t.string }),
          t.partial({ namespace: Text, source: Text, spec: t.unknown }),
        ]),
      ),
      agents: optional(t.type({ id: t.string, name: t.string })),
      // The link tables embedded with their far side: [{components: {...}}], [{configs: {...}}].
      components: optional(t.array(t.partial({ components: optional(ComponentRef) }))),
      configs: optional(t.array(t.partial({ configs: optional(ConfigRef) }))),
    }),
  ],
  'CheckDetailRow',
);
export type CheckDetailRow = t.TypeOf<typeof CheckDetailRowCodec>;
export const CheckDetailRowsCodec = t.array(CheckDetailRowCodec, 'CheckDetailRows');

/** A row of `check_statuses`. */
export const CheckStatusRowCodec = t.intersection(
  [
    t.type({ time: t.string }),
    t.partial({ duration: Millis, status: maybe('boolean'), message: Text, error: Text }),
  ],
  'CheckStatusRow',
);
export const CheckStatusRowsCodec = t.array(CheckStatusRowCodec, 'CheckStatusRows');
export type CheckStatusRow = t.TypeOf<typeof CheckStatusRowCodec>;
/** A `check.status` event's row: the status with the check it belongs to. */
export const CheckStatusLiveRowCodec = t.intersection([CheckStatusRowCodec, t.type({ check_id: t.string })], 'CheckStatusLiveRow');

/** `GET /canary/api/graph` (reference §4.1): `status` is null when the range holds no run. */
export const CheckGraphCodec = t.partial(
  {
    status: optional(
      t.array(
        t.intersection([
          t.type({ time: t.string }),
          t.partial({ status: maybe('boolean'), duration: Millis, passed: Millis, failed: Millis }),
        ]),
      ),
    ),
    latency: optional(LatencyCodec),
    uptime: optional(t.partial({ passed: Millis, failed: Millis })),
  },
  'CheckGraph',
);

/** `POST /canary/run/check/{id}`: `pass` is left out when the run failed. */
export const RunNowCodec = t.partial(
  { pass: maybe('boolean'), duration: Millis, message: Text, error: Text },
  'RunNowResult',
);
