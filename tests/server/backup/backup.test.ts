import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { PgliteDatabase } from '../../../server/db/pglite';
import { engines, freshPostgres } from '../support/databases';
import { PROCESS_PASSWORD, ROOT, startProcess, stopped, type Started } from '../support/server-process';
import { createTestServer, type TestServer } from '../support/test-server';

const admin = `Basic ${Buffer.from(`admin@local:${PROCESS_PASSWORD}`).toString('base64')}`;

/** `npm run backup|restore -- <file>` as an operator runs it, with `env` added to the test's environment. */
function runCli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', command, file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', MC_URL: '', MC_USER: '', MC_PASSWORD: '', MC_TOKEN: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every table of the public schema with its number of rows. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // The names come from the catalog itself, quoted as identifiers.
    const result = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = result.rows[0]!.count;
  }
  return counts;
}

async function countsIn(dataDir: string) {
  const db = await PgliteDatabase.open({ dataDir: join(dataDir, 'pgdata') });
  try {
    return await rowCounts(db);
  } finally {
    await db.close();
  }
}

describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-console-backup-'));
    dirs.push(dir);
    return dir;
  };
  let dataDir: string;
  let server: Started;
  let liveCopy: string;
  let marker: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = startProcess({ DATA_DIR: dataDir });
    const ready = await server.ready;
    if (!('url' in ready)) throw new Error(`the server did not start:\n${server.output()}`);
    marker = `backup.drill.${Date.now()}`;
    const created = await fetch(`${ready.url}/api/db/properties`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ name: marker, value: 'written before the backup' }),
    });
    expect(created.status, await created.text()).toBe(201);
    liveCopy = join(tempDir(), 'live.tar.gz');
    const backup = runCli('backup', liveCopy, { DATA_DIR: dataDir, MC_URL: ready.url, MC_USER: 'admin@local', MC_PASSWORD: PROCESS_PASSWORD });
    expect(backup.status, backup.output).toBe(0);
    await stopped(server.child);
  }, 240_000);
  afterAll(async () => {
    await stopped(server.child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('asks the running server for the copy, writes it owner-only, and the copy holds what was written before it', async () => {
    expect(statSync(liveCopy).mode & 0o777).toBe(0o600);
    const restored = tempDir();
    const result = runCli('restore', liveCopy, { DATA_DIR: restored });
    expect(result.status, result.output).toBe(0);
    const db = await PgliteDatabase.open({ dataDir: join(restored, 'pgdata') });
    try {
      const found = await db.query('SELECT 1 FROM properties WHERE name = $1', [marker]);
      expect(found.rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('copies a stopped server\'s data directory itself, and the restore has every table with as many rows', async () => {
    const copy = join(tempDir(), 'offline.tar.gz');
    const backup = runCli('backup', copy, { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    const restored = tempDir();
    const restore = runCli('restore', copy, { DATA_DIR: restored });
    expect(restore.status, restore.output).toBe(0);
    const [original, copied] = [await countsIn(dataDir), await countsIn(restored)];
    expect(Object.keys(original).length).toBeGreaterThan(40);
    expect(copied).toEqual(original);
  }, 120_000);

  it('refuses to restore over a database and leaves it as it was', async () => {
    const before = readdirSync(join(dataDir, 'pgdata')).sort();
    const result = runCli('restore', liveCopy, { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.output).toContain('already holds a database');
    expect(readdirSync(join(dataDir, 'pgdata')).sort()).toEqual(before);
  }, 60_000);

  it('leaves nothing behind when the file is not a backup', async () => {
    const bogus = join(tempDir(), 'bogus.tar.gz');
    writeFileSync(bogus, 'not a backup');
    const restored = tempDir();
    const result = runCli('restore', bogus, { DATA_DIR: restored });
    expect(result.status).toBe(1);
    expect(result.output).toContain('could not be restored');
    expect(existsSync(join(restored, 'pgdata'))).toBe(false);
  }, 60_000);

  it('tells a PostgreSQL operator to use pg_dump', async () => {
    const { db, url } = await freshPostgres();
    await db.close();
    const result = runCli('backup', join(tempDir(), 'pg.tar.gz'), { DATABASE_URL: url });
    expect(result.status).toBe(1);
    expect(result.output).toContain('pg_dump');
  }, 60_000);
});

describe.each(engines)('GET /api/backup on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server?.close());

  it.each(['editor@local', 'viewer@local'])('refuses %s: a copy holds every secret', async (email) => {
    const response = await server.request('/api/backup', { headers: { authorization: server.basicAuth(email) } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('forbidden') });
  });

  it('gives an admin the database as a gzip tar, or points at pg_dump on PostgreSQL', async () => {
    const response = await server.request('/api/backup', { headers: { authorization: server.basicAuth('admin@local') } });
    if (engine.name === 'pglite') {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mission-control-backup-.*\.tar\.gz"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    } else {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining('pg_dump') });
    }
  });
});
