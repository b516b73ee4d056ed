import * as t from 'io-ts';
import { optional } from './decode';

const Text = optional(t.string);

/** `components_with_logs?order=name.asc` (reference §2.2). */
export const LogComponentRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ icon: Text, type: Text, agent_id: Text })]),
  'ComponentsWithLogs',
);

/** `components?id=eq.<id>&select=log_selectors`. */
export const LogSelectorRowsCodec = t.array(
  t.partial({
    log_selectors: optional(t.array(t.intersection([t.type({ name: t.string }), t.partial({ labels: optional(t.record(t.string, t.unknown)) })]))),
  }),
  'ComponentLogSelectors',
);

/** `POST /logs` (reference §4.5): apm-hub's answer, passed through. */
export const LogsResponseCodec = t.partial(
  {
    total: optional(t.number),
    results: optional(
      t.array(
        t.intersection([
          t.type({ message: t.string }),
          t.partial({
            timestamp: Text,
            labels: optional(t.record(t.string, t.unknown)),
            count: optional(t.number),
            firstObserved: Text,
            lastObserved: Text,
          }),
        ]),
      ),
    ),
  },
  'LogsResponse',
);
