import type { Queryable } from '../db/database';
import { NIL_UUID } from '../../core/shared/ids';
import { checksOfSpec, RUNNABLE_TYPES, validateCanarySpec } from './spec';

/**
 * Keeps the checks table in step with the local canaries' specs, as canary-checker does: each
 * runnable entry of a spec is a check row (canary, type, name); entries that left the spec are
 * soft-deleted, and so are the checks of deleted canaries. `seen` remembers which canary versions
 * were already applied, so unchanged canaries cost one small query. Answers how many canaries were applied.
 */
export async function syncCanaryChecks(db: Queryable, seen: Map<string, string>): Promise<number> {
  const { rows } = await db.query<{ id: string; stamp: string }>(
    `SELECT id, coalesce(updated_at, created_at)::text AS stamp FROM canaries WHERE agent_id = $1 AND deleted_at IS NULL`,
    [NIL_UUID],
  );
  const changed = rows.filter((r) => seen.get(r.id) !== r.stamp);
  for (const canary of changed) {
    const { rows: specRows } = await db.query<{ namespace: string; spec: unknown }>(
      `SELECT namespace, spec FROM canaries WHERE id = $1`,
      [canary.id],
    );
    const row = specRows[0];
    seen.set(canary.id, canary.stamp);
    if (!row) continue;
    const validation = validateCanarySpec(row.spec);
    // A canary whose spec is malformed keeps its existing checks until it is fixed.
    if (!validation.ok) continue;
    const entries = checksOfSpec(validation.spec).map((e) => ({
      type: e.type,
      name: e.name,
      spec: e.spec,
      description: typeof e.spec.description === 'string' ? e.spec.description : null,
      icon: typeof e.spec.icon === 'string' ? e.spec.icon : e.type,
      labels: e.spec.labels ?? null,
    }));
    await db.query(
      `INSERT INTO checks (canary_id, type, name, namespace, spec, description, icon, labels)
       SELECT $1, r.type, r.name, $2, r.spec, r.description, r.icon, r.labels
       FROM jsonb_to_recordset($3::jsonb) AS r(type text, name text, spec jsonb, description text, icon text, labels jsonb)
       ON CONFLICT (canary_id, type, name, agent_id) DO UPDATE
         SET spec = EXCLUDED.spec, description = coalesce(EXCLUDED.description, checks.description), deleted_at = NULL
         WHERE checks.spec IS DISTINCT FROM EXCLUDED.spec OR checks.deleted_at IS NOT NULL`,
      [canary.id, row.namespace, JSON.stringify(entries)],
    );
    await db.query(
      `UPDATE checks SET deleted_at = now()
       WHERE canary_id = $1 AND agent_id = $2 AND deleted_at IS NULL AND NOT coalesce(transformed, false)
         AND type = ANY($3::text[]) AND NOT (type || '/' || name = ANY($4::text[]))`,
      [canary.id, NIL_UUID, RUNNABLE_TYPES, entries.map((e) => `${e.type}/${e.name}`)],
    );
  }
  await db.query(
    `UPDATE checks c SET deleted_at = now() FROM canaries ca
     WHERE ca.id = c.canary_id AND ca.deleted_at IS NOT NULL AND c.deleted_at IS NULL AND c.agent_id = $1`,
    [NIL_UUID],
  );
  return changed.length;
}
