import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { parse } from 'yaml';
import type { AppEnv } from '../http/env';

export interface PropertyEntry {
  name: string;
  value: string;
  source: 'local' | 'db';
  type: string;
  description: string;
}

/**
 * Properties set in the server's configuration (PROPERTIES_FILE, `name: value` lines). Read on every call,
 * so an edit applies without a restart; a missing file means none.
 */
export async function readLocalProperties(file: string): Promise<Map<string, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const parsed: unknown = parse(text);
  const local = new Map<string, string>();
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [name, value] of Object.entries(parsed)) {
      if (value === null || typeof value === 'object') continue;
      local.set(name, String(value));
    }
  }
  return local;
}

/** GET /api/properties: local properties win over `properties` rows of the same name (reference §4.8). */
export function propertiesRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    let local: Map<string, string>;
    try {
      local = await readLocalProperties(c.var.config.propertiesFile);
    } catch (error) {
      return c.json({ error: `The properties file ${c.var.config.propertiesFile} could not be read: ${(error as Error).message}` }, 500);
    }
    const { rows } = await c.var.db.query<{ name: string; value: string; description: string | null }>(
      `SELECT name, value, description FROM properties WHERE deleted_at IS NULL ORDER BY name`,
    );
    const entries: PropertyEntry[] = [...local].map(([name, value]) => ({ name, value, source: 'local', type: '', description: '' }));
    for (const row of rows) {
      if (!local.has(row.name)) entries.push({ name: row.name, value: row.value, source: 'db', type: '', description: row.description ?? '' });
    }
    return c.json(entries);
  });
}
