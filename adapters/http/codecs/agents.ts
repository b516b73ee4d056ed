import * as t from 'io-ts';
import { optional } from './decode';
import { AuthorCodec } from './properties';

const Count = optional(t.union([t.number, t.string]));

/** A row of `agents_summary?select=*,created_by(id,name,avatar,email)` (reference §2.7). */
export const AgentRowCodec = t.intersection(
  [
    t.type({ id: t.string, name: t.string }),
    t.partial({
      description: optional(t.string),
      properties: optional(t.record(t.string, t.unknown)),
      last_seen: optional(t.string),
      last_received: optional(t.string),
      created_at: optional(t.string),
      updated_at: optional(t.string),
      deleted_at: optional(t.string),
      // An embedded person, or the bare id when the embed is not honoured.
      created_by: optional(t.union([AuthorCodec, t.string])),
      // bigint counts may arrive as text from a real PostgREST.
      config_count: Count,
      checks_count: Count,
      config_scrapper_count: Count,
      playbook_runs_count: Count,
    }),
  ],
  'AgentRow',
);
export type AgentRow = t.TypeOf<typeof AgentRowCodec>;
export const AgentRowsCodec = t.array(AgentRowCodec, 'AgentRows');

/** What a PATCH of `agents` returns: only the ids are read. */
export const AgentIdsCodec = t.array(t.type({ id: t.string }), 'AgentIds');

/** `POST /agent/generate` (reference §4.6). */
export const GeneratedAgentCodec = t.type({ id: t.string, username: t.string, access_token: t.string }, 'GeneratedAgent');
