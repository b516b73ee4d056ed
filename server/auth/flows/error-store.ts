import type { Queryable } from '../../db/database';
import type { KratosError } from './kratos-error';

/** Keeps an error for a plain browser, which is sent to `/error?id=` and reads it back (DECISIONS §6). */
export async function saveFlowError(db: Queryable, error: KratosError): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`INSERT INTO self_service_errors (errors) VALUES ($1) RETURNING id`, [
    JSON.stringify(error.body().error),
  ]);
  return rows[0]!.id;
}

export async function findFlowError(db: Queryable, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<{ id: string; errors: unknown; created_at: string }>(
    `UPDATE self_service_errors SET seen_at = now() WHERE id = $1 RETURNING id, errors, created_at`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const at = new Date(row.created_at).toISOString();
  return { id: row.id, error: row.errors, created_at: at, updated_at: at };
}
