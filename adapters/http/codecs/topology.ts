import * as t from 'io-ts';
import { optional } from './decode';

const Text = optional(t.string);
const Count = optional(t.number);
const Counts = optional(t.record(t.string, t.union([t.number, t.null])));
const CountsByType = optional(t.record(t.string, optional(t.record(t.string, t.union([t.number, t.null])))));
const Labels = optional(t.record(t.string, t.unknown));

/** A property as the topology carries it (reference §2.2); values may be numbers or text. */
export const PropertyCodec = t.intersection(
  [
    t.type({ name: t.string }),
    t.partial({
      label: Text,
      type: Text,
      text: Text,
      value: optional(t.union([t.number, t.string])),
      unit: Text,
      max: optional(t.number),
      min: optional(t.number),
      icon: Text,
      color: Text,
      headline: optional(t.boolean),
      links: optional(t.array(t.intersection([t.type({ url: t.string }), t.partial({ label: Text })]))),
    }),
  ],
  'Property',
);
export type PropertyWire = t.TypeOf<typeof PropertyCodec>;

const SummaryCodec = t.partial({
  healthy: Count,
  unhealthy: Count,
  warning: Count,
  unknown: Count,
  info: Count,
  checks: Counts,
  incidents: CountsByType,
  insights: CountsByType,
});

export interface ComponentWire {
  id: string;
  name: string;
  text?: string | null;
  title?: string | null;
  icon?: string | null;
  status?: string | null;
  status_reason?: string | null;
  type?: string | null;
  agent_id?: string | null;
  topology_id?: string | null;
  parent_id?: string | null;
  path?: string | null;
  external_id?: string | null;
  description?: string | null;
  labels?: Record<string, unknown> | null;
  team_names?: string[] | null;
  hidden?: boolean | null;
  is_leaf?: boolean | null;
  properties?: PropertyWire[] | null;
  components?: ComponentWire[] | null;
  summary?: t.TypeOf<typeof SummaryCodec> | null;
  logs?: { name: string }[] | null;
  log_selectors?: { name: string; labels?: Record<string, unknown> | null }[] | null;
  children?: string[] | null;
  parents?: string[] | null;
  created_at?: string | null;
  updated_at?: string | null;
}

const LogSelectorCodec = t.intersection([t.type({ name: t.string }), t.partial({ labels: Labels })]);

/** A component of the topology endpoint, its children nested under `components` (reference §4.2). */
export const ComponentCodec: t.Type<ComponentWire, unknown> = t.recursion('Component', () =>
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({
      text: Text,
      title: Text,
      icon: Text,
      status: Text,
      status_reason: Text,
      type: Text,
      agent_id: Text,
      topology_id: Text,
      parent_id: Text,
      path: Text,
      external_id: Text,
      description: Text,
      labels: Labels,
      team_names: optional(t.array(t.string)),
      hidden: optional(t.boolean),
      is_leaf: optional(t.boolean),
      properties: optional(t.array(PropertyCodec)),
      components: optional(t.array(ComponentCodec)),
      summary: optional(SummaryCodec),
      logs: optional(t.array(t.type({ name: t.string }))),
      log_selectors: optional(t.array(LogSelectorCodec)),
      children: optional(t.array(t.string)),
      parents: optional(t.array(t.string)),
      created_at: Text,
      updated_at: Text,
    }),
  ]) as unknown as t.Type<ComponentWire, unknown>,
);
export const ComponentsCodec = t.array(ComponentCodec, 'Components');

/** `GET /canary/api/topology`: every list may be missing or null (the console defaults to empty). */
export const TopologyResponseCodec = t.partial(
  {
    components: optional(t.array(ComponentCodec)),
    healthStatuses: optional(t.array(t.string)),
    teams: optional(t.array(t.string)),
    types: optional(t.array(t.string)),
    tags: optional(t.record(t.string, optional(t.array(t.string)))),
  },
  'TopologyResponse',
);

const ConfigRefCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ type: Text, config_class: Text, deleted_at: Text }),
]);

/** `config_component_relationships?select=selector_id,configs!...(id,type,name,config_class,deleted_at)`. */
export const ConfigLinkRowsCodec = t.array(
  t.intersection([t.type({ config_id: t.string }), t.partial({ selector_id: Text, configs: optional(ConfigRefCodec) })]),
  'ConfigLinkRows',
);

export const IncidentRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string, title: t.string }),
    t.partial({ type: Text, status: Text, severity: Text, created_at: Text }),
  ]),
  'IncidentsByComponent',
);

export const ChangeRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string, config_id: t.string, change_type: t.string }),
    t.partial({ name: Text, type: Text, severity: Text, created_at: Text, summary: Text }),
  ]),
  'ChangesByComponent',
);

export const CheckRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ type: Text, status: Text, severity: Text })]),
  'ChecksByComponent',
);

export const PlaybookRunRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string, status: t.string }),
    t.partial({
      start_time: Text,
      created_at: Text,
      playbooks: optional(t.intersection([t.type({ id: t.string }), t.partial({ name: Text, title: Text })])),
    }),
  ]),
  'PlaybookRuns',
);

export const TeamRowsCodec = t.array(
  t.partial({ role: Text, team: optional(t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ icon: Text })])) }),
  'TeamComponents',
);

export const InsightRowsCodec = t.array(
  t.intersection([
    t.type({ analysis_id: t.string, config_id: t.string }),
    t.partial({ name: Text, analysis_type: Text, severity: Text, first_observed: Text }),
  ]),
  'AnalysisByComponent',
);

export const ConfigOptionRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ type: Text, config_class: Text })]),
  'ConfigOptions',
);

/** `GET /playbook/list?component_id=`: only the count matters here. */
export const PlaybookListCodec = t.array(t.type({ id: t.string }), 'PlaybookList');

export const RelationshipRowsCodec = t.array(t.unknown, 'Rows');
