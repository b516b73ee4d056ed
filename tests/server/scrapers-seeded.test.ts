import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { runScraperNow, scrapeDirOf, validateScraperSpec } from '../../server/scrapers';
import { freshPglite } from './support/databases';

describe('the scrapers of the demo catalog', () => {
  let db: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'seeded-scrapers-'));
  const scraper = async (name: string) =>
    (await db.query<{ id: string; spec: unknown }>(`SELECT id, spec FROM config_scrapers WHERE name = $1`, [name])).rows[0]!;

  beforeAll(async () => {
    db = await freshPglite({ seeded: true });
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The System scraper (nil id, every installation has it) stands for items no scraper made: it has no spec to run.
  it('all pass the scraper schema', async () => {
    const { rows } = await db.query<{ name: string; spec: unknown }>(
      `SELECT name, spec FROM config_scrapers WHERE deleted_at IS NULL AND source IS DISTINCT FROM 'System'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(() => validateScraperSpec(row.spec), row.name).not.toThrow();
  });

  it('run postgres-inventory to success over the console’s own database, keeping the demo’s PostgreSQL servers', async () => {
    const { id } = await scraper('postgres-inventory');
    const servers = `SELECT count(*)::int AS n FROM config_items WHERE type = 'PostgreSQL::Server' AND deleted_at IS NULL`;
    const before = (await db.query<{ n: number }>(servers)).rows[0]!.n;
    const outcome = await runScraperNow(db, id, { wait: true, scrapeDir: scrapeDirOf(dataDir), log: () => undefined });
    expect(outcome).toMatchObject({ kind: 'ran', report: { status: 'SUCCESS', items: 1 } });
    const { rows } = await db.query<{ type: string; deleted_at: string | null }>(
      `SELECT type, deleted_at FROM config_items WHERE scraper_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ type: 'PostgreSQL::Database', deleted_at: null }]);
    expect((await db.query<{ n: number }>(servers)).rows[0]!.n).toBe(before);
  });
});
