import * as t from 'io-ts';
import { optional } from './decode';

/** An embedded person (`created_by(id,name,avatar,email)`), or the bare id when the embed is absent. */
export const PersonRefCodec = t.union([
  t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), email: optional(t.string), avatar: optional(t.string) })]),
  t.string,
]);
export type PersonRef = t.TypeOf<typeof PersonRefCodec>;

const TeamRefCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ icon: optional(t.string), spec: optional(t.unknown) }),
]);
export type TeamRef = t.TypeOf<typeof TeamRefCodec>;

const when = <C extends t.Mixed>(codec: C) => optional(codec);

export const EvidenceRowCodec = t.intersection(
  [
    t.type({ id: t.string, hypothesis_id: t.string, type: t.string, created_at: t.string }),
    t.partial({
      description: when(t.string),
      created_by: when(PersonRefCodec),
      external_created_by: when(t.string),
      responder_id: when(t.union([t.string, t.partial({ team_id: when(t.union([TeamRefCodec, t.string])) })])),
      definition_of_done: when(t.boolean),
      done: when(t.boolean),
      script: when(t.string),
      script_result: when(t.string),
      component_id: when(t.string),
      config_id: when(t.string),
      config_change_id: when(t.string),
      config_analysis_id: when(t.string),
      check_id: when(t.string),
      properties: when(t.UnknownRecord),
      evidence: when(t.UnknownRecord),
    }),
  ],
  'EvidenceRow',
);
export type EvidenceRow = t.TypeOf<typeof EvidenceRowCodec>;
export const EvidenceRowsCodec = t.array(EvidenceRowCodec, 'EvidenceRows');

export const CommentRowCodec = t.intersection(
  [
    t.type({ id: t.string, comment: t.string, created_at: t.string }),
    t.partial({
      incident_id: when(t.string),
      hypothesis_id: when(t.string),
      created_by: when(PersonRefCodec),
      external_created_by: when(t.string),
      responder_id: when(t.union([t.string, t.partial({ id: when(t.string), team_id: when(t.union([TeamRefCodec, t.string])) })])),
    }),
  ],
  'CommentRow',
);
export type CommentRow = t.TypeOf<typeof CommentRowCodec>;
export const CommentRowsCodec = t.array(CommentRowCodec, 'CommentRows');

export const HypothesisRowCodec = t.intersection(
  [
    t.type({ id: t.string, incident_id: t.string, type: t.string, title: t.string }),
    t.partial({
      parent_id: when(t.string),
      status: when(t.string),
      created_by: when(PersonRefCodec),
      created_at: when(t.string),
      evidences: when(t.array(EvidenceRowCodec)),
      comments: when(t.array(CommentRowCodec)),
    }),
  ],
  'HypothesisRow',
);
export type HypothesisRow = t.TypeOf<typeof HypothesisRowCodec>;
export const HypothesisRowsCodec = t.array(HypothesisRowCodec, 'HypothesisRows');

export const ResponderRowCodec = t.intersection(
  [
    t.type({ id: t.string, incident_id: t.string, type: t.string, created_at: t.string }),
    t.partial({
      team_id: when(t.string),
      person_id: when(t.string),
      team: when(TeamRefCodec),
      person: when(PersonRefCodec),
      properties: when(t.UnknownRecord),
      external_id: when(t.string),
      created_by: when(PersonRefCodec),
      acknowledged: when(t.string),
      resolved: when(t.string),
      closed: when(t.string),
      deleted_at: when(t.string),
    }),
  ],
  'ResponderRow',
);
export type ResponderRow = t.TypeOf<typeof ResponderRowCodec>;
export const ResponderRowsCodec = t.array(ResponderRowCodec, 'ResponderRows');

export const IncidentRowCodec = t.intersection(
  [
    t.type({ id: t.string, incident_id: t.string, title: t.string, type: t.string, status: t.string, created_at: t.string }),
    t.partial({
      description: when(t.string),
      severity: when(t.union([t.string, t.number])),
      updated_at: when(t.string),
      created_by: when(PersonRefCodec),
      commander: when(PersonRefCodec),
      commander_id: when(PersonRefCodec),
      communicator_id: when(PersonRefCodec),
      hypotheses: when(t.array(HypothesisRowCodec)),
      responders: when(t.array(ResponderRowCodec)),
    }),
  ],
  'IncidentRow',
);
export type IncidentRow = t.TypeOf<typeof IncidentRowCodec>;
export const IncidentRowsCodec = t.array(IncidentRowCodec, 'IncidentRows');

const AvatarCodec = t.intersection([t.type({ id: t.string }), t.partial({ name: when(t.string), avatar: when(t.string) })]);

export const IncidentSummaryRowCodec = t.intersection(
  [
    t.type({ id: t.string, incident_id: t.string, title: t.string, type: t.string, status: t.string, created_at: t.string }),
    t.partial({
      severity: when(t.union([t.string, t.number])),
      commander: when(AvatarCodec),
      responders: when(t.array(AvatarCodec)),
    }),
  ],
  'IncidentSummaryRow',
);
export type IncidentSummaryRow = t.TypeOf<typeof IncidentSummaryRowCodec>;
export const IncidentSummaryRowsCodec = t.array(IncidentSummaryRowCodec, 'IncidentSummaryRows');

export const HistoryRowCodec = t.intersection(
  [
    t.type({ id: t.string, created_at: t.string }),
    t.partial({
      type: when(t.string),
      description: when(t.string),
      created_by: when(PersonRefCodec),
      evidence: when(t.intersection([t.type({ id: t.string }), t.partial({ description: when(t.string), type: when(t.string) })])),
      hypothesis: when(t.intersection([t.type({ id: t.string }), t.partial({ title: when(t.string) })])),
      comment: when(t.intersection([t.type({ id: t.string }), t.partial({ comment: when(t.string) })])),
      responder: when(
        t.intersection([t.type({ id: t.string }), t.partial({ person: when(PersonRefCodec), team: when(TeamRefCodec) })]),
      ),
    }),
  ],
  'IncidentHistoryRow',
);
export type HistoryRow = t.TypeOf<typeof HistoryRowCodec>;
export const HistoryRowsCodec = t.array(HistoryRowCodec, 'IncidentHistoryRows');

export const PeopleRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ email: when(t.string), avatar: when(t.string) })]),
  'People',
);
export const TeamRowsCodec = t.array(TeamRefCodec, 'Teams');

/** Rows of any shape: the answer of a write whose representation is not needed. */
export const AnyRowsCodec = t.array(t.unknown, 'Rows');

/** A search hit: every searchable relation answers an id and some text columns. */
export const CandidateRowsCodec = t.array(t.intersection([t.type({ id: t.string }), t.UnknownRecord]), 'SearchRows');
