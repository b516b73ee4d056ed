import * as t from 'io-ts';
import { optional } from './decode';

const FoundCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ namespace: optional(t.string), type: optional(t.string), health: optional(t.string), status: optional(t.string) }),
]);
export type Found = t.TypeOf<typeof FoundCodec>;

/** Reference §4.11's answer: each kind a list, empty kinds left out. */
export const SearchAnswerCodec = t.partial({
  checks: t.array(FoundCodec),
  components: t.array(FoundCodec),
  configs: t.array(FoundCodec),
  playbooks: t.array(FoundCodec),
});

export const IncidentMatchRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, title: t.string }), t.partial({ incident_id: optional(t.string), status: optional(t.string), severity: optional(t.string) })]),
);

export const PersonMatchRowsCodec = t.array(t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ email: optional(t.string) })]));
