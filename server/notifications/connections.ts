import { isUuid } from '../../core/shared/ids';
import type { Queryable } from '../db/database';

/** A connection as the worker delivers through it: secrets included, so it never leaves the server. */
export interface DeliveryConnection {
  id: string;
  name: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, string>;
  insecureTls: boolean;
}

/** `connection://namespace/name`, `connection://name` (namespace default) or a connection's id. */
export function parseConnectionRef(ref: string): { id: string } | { namespace: string; name: string } | undefined {
  const text = ref.trim();
  if (isUuid(text)) return { id: text };
  const match = /^connection:\/\/(?:([^/]+)\/)?([^/]+)$/.exec(text);
  return match ? { namespace: match[1] ?? 'default', name: match[2]! } : undefined;
}

const COLUMNS = 'id, name, type, url, username, password, properties, coalesce(insecure_tls, false) AS insecure_tls';

type Row = Omit<DeliveryConnection, 'properties' | 'insecureTls'> & { properties: Record<string, unknown> | null; insecure_tls: boolean };

const toConnection = (row: Row): DeliveryConnection => ({
  id: row.id, name: row.name, type: row.type, url: row.url, username: row.username, password: row.password, insecureTls: row.insecure_tls,
  properties: Object.fromEntries(Object.entries(row.properties ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
});

/** The live connection a custom service names, or undefined. */
export async function findConnectionId(db: Queryable, ref: string): Promise<string | undefined> {
  const parsed = parseConnectionRef(ref);
  if (!parsed) return undefined;
  const { rows } = 'id' in parsed
    ? await db.query<{ id: string }>('SELECT id FROM connections WHERE id = $1 AND deleted_at IS NULL', [parsed.id])
    : await db.query<{ id: string }>('SELECT id FROM connections WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL', [parsed.namespace, parsed.name]);
  return rows[0]?.id;
}

export async function loadConnection(db: Queryable, id: string): Promise<DeliveryConnection | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM connections WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return rows[0] && toConnection(rows[0]);
}

/** The connection people and teams are emailed through: the first live email connection by name. */
export async function loadEmailConnection(db: Queryable): Promise<DeliveryConnection | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM connections WHERE type = 'email' AND deleted_at IS NULL ORDER BY name LIMIT 1`);
  return rows[0] && toConnection(rows[0]);
}

/** The secrets a message about this connection must never show. */
export const secretsOf = (connection: DeliveryConnection): string[] =>
  [connection.password, connection.username, connection.properties.password, connection.properties.token]
    .filter((value): value is string => typeof value === 'string' && value.length >= 3);

/** `text` with every one of `secrets` (and its URL-encoded form) replaced by `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('***');
  }
  return out;
}
