import * as t from 'io-ts';
import { optional } from './decode';

/** bigint counts and numeric costs arrive as numbers from the built-in backend and may be text from a real PostgREST. */
const Numeric = optional(t.union([t.number, t.string]));
const Counts = optional(t.record(t.string, Numeric));
const StringMap = optional(t.record(t.string, t.unknown));

/** A row of the catalog list's `configs` select (reference §2.3). */
export const ConfigRowCodec = t.intersection(
  [
    t.type({ id: t.string, type: t.string }),
    t.partial({
      name: optional(t.string),
      config_class: optional(t.string),
      status: optional(t.string),
      health: optional(t.string),
      labels: StringMap,
      tags: StringMap,
      created_at: optional(t.string),
      updated_at: optional(t.string),
      deleted_at: optional(t.string),
      cost_total_30d: Numeric,
      changes: Numeric,
      analysis: Counts,
    }),
  ],
  'ConfigRow',
);
export type ConfigRow = t.TypeOf<typeof ConfigRowCodec>;
export const ConfigRowsCodec = t.array(ConfigRowCodec, 'ConfigRows');

/** One group of `POST /catalog/summary` (reference §4.4): the group columns are the other keys. */
export const SummaryRowCodec = t.intersection(
  [
    t.type({ count: t.union([t.number, t.string]) }),
    t.partial({
      health: Counts,
      analysis: Counts,
      changes: Numeric,
      created_at: optional(t.string),
      updated_at: optional(t.string),
      cost_30d: Numeric,
      cost_total_30d: Numeric,
    }),
  ],
  'SummaryRow',
);
export type SummaryRow = t.TypeOf<typeof SummaryRowCodec> & Readonly<Record<string, unknown>>;
/** A real Mission Control answers null when nothing matches. */
export const SummaryRowsCodec = optional(t.array(SummaryRowCodec, 'SummaryRows'));

export const TypeRowsCodec = t.array(t.type({ type: optional(t.string) }), 'ConfigTypes');
export const KeyValueRowsCodec = t.array(t.type({ key: optional(t.string), value: optional(t.unknown) }), 'KeyValues');
export const StatusRowsCodec = t.array(t.type({ status: optional(t.string) }), 'ConfigStatuses');

const Property = t.partial({ name: optional(t.string), text: optional(t.string), value: optional(t.number), unit: optional(t.string), headline: optional(t.boolean) });

/** A row of `config_detail?select=*` (reference §2.3). */
export const ConfigDetailRowCodec = t.intersection(
  [
    ConfigRowCodec,
    t.partial({
      description: optional(t.string),
      config: t.unknown,
      properties: optional(t.array(Property)),
      last_scraped_time: optional(t.string),
      scraper: optional(t.type({ id: t.string, name: optional(t.string) })),
      summary: optional(t.record(t.string, Numeric)),
    }),
  ],
  'ConfigDetailRow',
);
export const ConfigDetailRowsCodec = t.array(ConfigDetailRowCodec, 'ConfigDetailRows');
export const ConfigCostRowsCodec = t.array(t.partial({ cost_total_1d: Numeric, cost_total_7d: Numeric, cost_total_30d: Numeric }), 'ConfigCosts');

const ChangeFields = {
  config_id: optional(t.string),
  name: optional(t.string),
  type: optional(t.string),
  tags: StringMap,
  change_type: optional(t.string),
  severity: optional(t.string),
  source: optional(t.string),
  summary: optional(t.string),
  created_at: optional(t.string),
  first_observed: optional(t.string),
  count: Numeric,
  created_by: optional(t.string),
  external_created_by: optional(t.string),
  deleted_at: optional(t.string),
};

/** A change of `POST /catalog/changes` (reference §4.4): every key may be left out when empty. */
export const ChangeRowCodec = t.intersection([t.type({ id: t.string }), t.partial(ChangeFields)], 'ChangeRow');
export type ChangeRow = t.TypeOf<typeof ChangeRowCodec>;
/** No matches answer `{}`. */
export const ChangesAnswerCodec = t.partial({ changes: optional(t.array(ChangeRowCodec)), total: Numeric }, 'ChangesAnswer');

/** A row of `config_changes` with its diff, patches and details. */
export const ChangeDetailRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, config_id: t.string }), t.partial({ ...ChangeFields, diff: optional(t.string), patches: t.unknown, details: t.unknown })]),
  'ChangeDetailRows',
);
export const ChangeConfigRowsCodec = t.array(
  t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), type: optional(t.string), tags: StringMap, deleted_at: optional(t.string) })]),
  'ChangeConfigRows',
);

/** A row of `config_analysis_items` (reference §2.3). */
export const InsightRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string }),
    t.partial({
      config_id: optional(t.string),
      config_name: optional(t.string),
      config_type: optional(t.string),
      analysis_type: optional(t.string),
      analyzer: optional(t.string),
      severity: optional(t.string),
      status: optional(t.string),
      summary: optional(t.string),
      message: optional(t.string),
      source: optional(t.string),
      first_observed: optional(t.string),
      last_observed: optional(t.string),
    }),
  ]),
  'InsightRows',
);

/** A row of `rpc/related_configs_recursive` (reference §3). */
export const RelatedRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string }),
    t.partial({
      name: optional(t.string),
      type: optional(t.string),
      status: optional(t.string),
      health: optional(t.string),
      tags: StringMap,
      related_ids: optional(t.array(t.string)),
      depth: Numeric,
      direction: optional(t.string),
      deleted_at: optional(t.string),
    }),
  ]),
  'RelatedRows',
);

/** A row of `config_component_relationships` with its component embedded (reference §2.3). */
export const ComponentLinkRowsCodec = t.array(
  t.intersection([
    t.type({ component_id: t.string }),
    t.partial({
      selector_id: optional(t.string),
      components: optional(t.partial({ id: t.string, name: optional(t.string), icon: optional(t.string) })),
    }),
  ]),
  'ComponentLinkRows',
);

/** A row of `incidents_by_config` (reference §2.3). */
export const ConfigIncidentRowsCodec = t.array(
  t.intersection([
    t.type({ id: t.string }),
    t.partial({
      title: optional(t.string),
      type: optional(t.string),
      status: optional(t.string),
      severity: optional(t.string),
      created_at: optional(t.string),
    }),
  ]),
  'ConfigIncidentRows',
);

/** What a DELETE answers; its rows are not read. */
export const DeletedRowsCodec = t.array(t.unknown, 'DeletedRows');
