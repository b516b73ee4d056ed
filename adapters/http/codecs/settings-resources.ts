import * as t from 'io-ts';
import { optional } from './decode';
import { AuthorCodec } from './properties';

const Json = t.record(t.string, t.unknown);

/**
 * A row of a generic settings table or its `_with_status` view (seed 002 §3 'Generic resource',
 * reference §2.1, §2.2, §2.4, §2.5) with `created_by(id,name,avatar,email)` embedded.
 */
export const ResourceRowCodec = t.intersection(
  [
    t.type({ id: t.string, name: t.string }),
    t.partial({
      namespace: optional(t.string),
      icon: optional(t.string),
      schedule: optional(t.string),
      source: optional(t.string),
      labels: optional(Json),
      spec: optional(Json),
      agent_id: optional(t.string),
      agent: optional(t.partial({ id: optional(t.string), name: optional(t.string) })),
      // An embedded person, or the bare id when the embed is not honoured.
      created_by: optional(t.union([AuthorCodec, t.string])),
      created_at: optional(t.string),
      updated_at: optional(t.string),
      last_runtime: optional(t.string),
      job_time_start: optional(t.string),
      job_last_failed: optional(t.string),
      job_status: optional(t.string),
      job_details: optional(Json),
    }),
  ],
  'ResourceRow',
);
export type ResourceRow = t.TypeOf<typeof ResourceRowCodec>;
export const ResourceRowsCodec = t.array(ResourceRowCodec, 'ResourceRows');
