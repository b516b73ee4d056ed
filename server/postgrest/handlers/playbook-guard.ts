import { checkSchema, formatSchemaPath, PLAYBOOK_SPEC_SCHEMA } from '../../../core/playbooks';
import { PostgrestError } from '../../http/errors';
import type { Queryable } from '../../db/database';
import type { Filter } from '../ast';
import type { Preferences } from '../headers';
import { isPlainObject } from '../request';
import type { RelationInfo } from '../schema/types';

/** Mission Control's guard on `/db/playbooks` writes (reference §1.4 item 3). */
export const guardsPlaybooks = (relation: RelationInfo) => relation.name === 'playbooks' && relation.columns.has('source');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (message: string) => new PostgrestError(400, 'PGRST100', message);

/** A spec that fails the playbook spec schema (DECISIONS §27) is refused with the offending field's path. */
export function guardPlaybookSpec(spec: unknown): void {
  const [problem] = checkSchema(PLAYBOOK_SPEC_SCHEMA, spec, ['spec']);
  if (problem) throw refuse(`${formatSchemaPath(problem.path)} ${problem.message}`);
}

/** New playbooks need a spec object that passes the schema, are always source UI, and cannot be upserted. */
export function guardPlaybookInsert(rows: Record<string, unknown>[], prefer: Preferences): Record<string, unknown>[] {
  if (prefer.resolution) throw refuse('Playbooks cannot be upserted');
  return rows.map((row) => {
    if (!isPlainObject(row.spec)) throw refuse('A playbook needs a spec object');
    guardPlaybookSpec(row.spec);
    return { ...row, source: 'UI' };
  });
}

/** The playbook id of an exact `id=eq.<uuid>` filter, which PATCH and DELETE on playbooks must carry. */
function exactId(filters: Filter[]): string {
  for (const filter of filters) {
    if (
      filter.kind === 'condition' && filter.field.name === 'id' && !filter.field.json.length && filter.op === 'eq' &&
      !filter.negated && !filter.quantifier && filter.value.kind === 'scalar' && UUID.test(filter.value.value)
    ) {
      return filter.value.value;
    }
  }
  throw refuse('Changing a playbook needs an id=eq.<uuid> filter');
}

/** Only playbooks created in the UI may be changed or deleted here; their source stays UI. */
export async function guardPlaybookChange(tx: Queryable, filters: Filter[]): Promise<void> {
  const id = exactId(filters);
  const found = await tx.query<{ source: string | null }>('SELECT source::text AS source FROM "public"."playbooks" WHERE id = $1::uuid', [id]);
  const source = found.rows[0]?.source;
  if (found.rows.length && source !== 'UI') {
    throw new PostgrestError(409, '23000', `Playbook ${id} comes from ${source ?? 'an unknown source'} and can only be changed there`);
  }
}
