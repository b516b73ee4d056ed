import * as t from 'io-ts';
import { optional } from './decode';

const Labels = optional(t.record(t.string, t.unknown));
const Millis = optional(t.number);

const UptimeCodec = t.intersection([
  t.type({ passed: t.number, failed: t.number }),
  t.partial({ last_pass: optional(t.string), last_fail: optional(t.string) }),
]);

const LatencyCodec = t.partial({ p99: Millis, p97: Millis, p95: Millis, rolling1h: Millis });

/** One entry of `checks_summary` (reference §4.1). */
export const CheckSummaryCodec = t.intersection(
  [
    t.type({ id: t.string, canary_id: t.string, name: t.string, type: t.string }),
    t.partial({
      canary_name: optional(t.string),
      canary_namespace: optional(t.string),
      agent_id: optional(t.string),
      namespace: optional(t.string),
      // Text in the table; a check that never ran has none.
      status: optional(t.string),
      labels: Labels,
      description: optional(t.string),
      icon: optional(t.string),
      endpoint: optional(t.string),
      owner: optional(t.string),
      severity: optional(t.string),
      last_transition_time: optional(t.string),
      last_runtime: optional(t.string),
      next_runtime: optional(t.string),
      created_at: optional(t.string),
      updated_at: optional(t.string),
      deleted_at: optional(t.string),
      silenced_at: optional(t.string),
      uptime: optional(UptimeCodec),
      latency: optional(LatencyCodec),
    }),
  ],
  'CheckSummary',
);
export type CheckSummaryWire = t.TypeOf<typeof CheckSummaryCodec>;

export const HealthSummaryCodec = t.intersection(
  [
    t.type({ checks_summary: optional(t.array(CheckSummaryCodec)) }),
    t.partial({ duration: optional(t.number), runnerName: optional(t.string) }),
  ],
  'HealthSummary',
);

/** `agents?select=id,name,description&id=in.(...)`: names for the agent badge and the Agent tabs. */
export const AgentNamesCodec = t.array(t.type({ id: t.string, name: t.string }), 'AgentNames');

const ComponentRef = t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ icon: optional(t.string) })]);
const ConfigRef = t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ type: optional(t.string) })]);

/** The check detail's row: the check with its canary, agent, components and configs embedded (reference §2.1). */
export const CheckDetailRowCodec = t.intersection(
  [
    t.type({ id: t.string, canary_id: t.string, name: t.string, type: t.string }),
    t.partial({
      agent_id: optional(t.string),
      namespace: optional(t.string),
      description: optional(t.string),
      icon: optional(t.string),
      spec: optional(t.record(t.string, t.unknown)),
      labels: Labels,
      owner: optional(t.string),
      severity: optional(t.string),
      status: optional(t.string),
      last_runtime: optional(t.string),
      last_transition_time: optional(t.string),
      next_runtime: optional(t.string),
      created_at: optional(t.string),
      updated_at: optional(t.string),
      deleted_at: optional(t.string),
      silenced_at: optional(t.string),
      canaries: optional(
        t.intersection([
          t.type({ id: t.string, name: t.string }),
          t.partial({ namespace: optional(t.string), source: optional(t.string), spec: t.unknown }),
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
    t.partial({ duration: optional(t.number), status: optional(t.boolean), message: optional(t.string), error: optional(t.string) }),
  ],
  'CheckStatusRow',
);
export const CheckStatusRowsCodec = t.array(CheckStatusRowCodec, 'CheckStatusRows');

/** `GET /canary/api/graph` (reference §4.1): `status` is null when the range holds no run. */
export const CheckGraphCodec = t.partial(
  {
    status: optional(
      t.array(
        t.intersection([
          t.type({ time: t.string }),
          t.partial({ status: optional(t.boolean), duration: optional(t.number), passed: optional(t.number), failed: optional(t.number) }),
        ]),
      ),
    ),
    latency: optional(LatencyCodec),
    uptime: optional(t.partial({ passed: optional(t.number), failed: optional(t.number) })),
  },
  'CheckGraph',
);

/** `POST /canary/run/check/{id}`: `pass` is left out when the run failed. */
export const RunNowCodec = t.partial(
  { pass: optional(t.boolean), duration: Millis, message: optional(t.string), error: optional(t.string) },
  'RunNowResult',
);
