import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgres } from '../support/databases';
import { startPostgresCluster } from '../support/postgres-cluster';
import { exited, PROCESS_PASSWORD, startProcess, stopped, type Started } from '../support/server-process';

const PASSWORD = PROCESS_PASSWORD;

const basicFor = (password: string) => `Basic ${Buffer.from(`admin@local:${password}`).toString('base64')}`;
const basic = basicFor(PASSWORD);

/** A directory's entries, or none when the directory went away before the walk reached it. */
function existingEntries(path: string): string[] {
  try {
    return readdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes rows one request at a time (several in flight) until killed; returns the names the server acknowledged. */
async function writeUntilKilled(url: string, child: ChildProcess, killAfterAcks: number, authorization = basic): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const name = `durability.${String(next++).padStart(5, '0')}`;
      try {
        const response = await fetch(`${url}/api/db/properties`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({ name, value: 'committed' }),
        });
        if (response.status === 201) acknowledged.push(name);
        else if (!killed) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
      if (acknowledged.length >= killAfterAcks && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  return acknowledged;
}

describe('the server program', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-console-process-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(children.map(stopped));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('on a PGlite data directory, with no ADMIN_PASSWORD', () => {
    let dataDir: string;
    let first: Started;
    let url: string;
    let authorization: string;

    beforeAll(async () => {
      dataDir = tempDir();
      // The program inherits the umask: one that allows everyone everything.
      const umask = process.umask(0);
      try {
        first = startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
      } finally {
        process.umask(umask);
      }
      children.push(first.child);
      const ready = await first.ready;
      if (!('url' in ready)) throw new Error(`the server did not start:\n${first.output()}`);
      url = ready.url;
      authorization = basicFor(readFileSync(join(dataDir, 'demo-password'), 'utf8').trim());
    }, 240_000);

    it('prints the URL, the demo people with their roles, the data location and where the password is', () => {
      const banner = first.output();
      expect(banner).toMatch(/Operations console: http:\/\/localhost:\d+/);
      for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer']) expect(banner).toMatch(new RegExp(`${role}@local\\s+${role}`));
      expect(banner).toContain(`Data: ${join(dataDir, 'pgdata')}`);
      expect(banner).toContain(`Demo password: ${join(dataDir, 'demo-password')}`);
    });

    it('keeps the generated demo password with mode 600', () => {
      expect(statSync(join(dataDir, 'demo-password')).mode & 0o777).toBe(0o600);
    });

    it('keeps DATA_DIR and every directory under it 700 and every file 600, though started with umask 0', () => {
      const open: string[] = [];
      const visit = (path: string) => {
        // The running server's database drops relation files as it works (a view refreshed, a table
        // vacuumed): one gone between listing and reading has no mode to check.
        const stat = statSync(path, { throwIfNoEntry: false });
        if (!stat) return;
        if ((stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600)) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const entry of existingEntries(path)) visit(join(path, entry));
      };
      visit(dataDir);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pgdata', 'demo-password', 'demo-logs']));
      expect(open).toEqual([]);
    });

    it('refuses a second server on the same directory with a clear message', async () => {
      const second = startProcess({ DATA_DIR: dataDir });
      children.push(second.child);
      const ready = await second.ready;
      expect(ready).toEqual({ exitCode: 1 });
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server (pid ${first.child.pid})`);
      expect(second.output()).not.toMatch(/\n\s+at /);
    }, 120_000);

    it('after kill -9 during writes, comes back with every acknowledged row or says how to recover', async () => {
      const acknowledged = await writeUntilKilled(url, first.child, 150, authorization);
      await exited(first.child);
      const again = startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
      children.push(again.child);
      const ready = await again.ready;
      if ('url' in ready) {
        expect(again.output()).not.toContain('Empty database');
        const response = await fetch(`${ready.url}/api/db/properties?select=name&name=like.durability.*`, { headers: { authorization } });
        expect(response.status).toBe(200);
        const present = new Set(((await response.json()) as { name: string }[]).map((r) => r.name));
        const lost = acknowledged.filter((name) => !present.has(name));
        console.info(`PGlite after kill -9: restarted, ${acknowledged.length} acknowledged writes, ${present.size} present, ${lost.length} lost`);
        expect(lost).toEqual([]);
        const people = await fetch(`${ready.url}/api/auth/whoami`, { headers: { authorization } });
        expect(people.status).toBe(200);

        again.child.kill('SIGTERM');
        await exited(again.child);
        expect(again.child.exitCode).toBe(0);
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      } else {
        console.info(`PGlite after kill -9: refused to start:\n${again.output()}`);
        expect(ready.exitCode).toBe(1);
        expect(again.output()).toMatch(/could not be opened[\s\S]*To recover/);
      }
    }, 240_000);
  });

  describe('when it cannot use its data', () => {
    const refusal = async (started: Started) => {
      children.push(started.child);
      const outcome = await started.ready;
      expect(outcome, started.output()).toEqual({ exitCode: 1 });
      return started.output();
    };

    it('says a damaged data directory cannot be opened, exits 1, and leaves it as it was', async () => {
      const dataDir = tempDir();
      mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
      writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'not a version\n');
      const output = await refusal(startProcess({ DATA_DIR: dataDir }));
      expect(output).toContain(`The database in ${join(dataDir, 'pgdata')} could not be opened`);
      expect(readdirSync(join(dataDir, 'pgdata'))).toEqual(['PG_VERSION']);
    }, 120_000);

    // Tests run as root, who reads everything: the server runs as nobody here, as an operator's would.
    it.runIf(process.getuid?.() === 0)('says whose data directory it is not, as an unprivileged user, and exits 1', async () => {
      const dataDir = tempDir();
      const output = await refusal(startProcess({ DATA_DIR: dataDir, HOME: tmpdir() }, { uid: 65534, gid: 65534 }));
      expect(output).toContain(`The data directory ${dataDir} cannot be used by this user`);
      expect(output).not.toMatch(/\n\s+at /);
    }, 120_000);

    it('names a DATABASE_URL it cannot reach without its password, and exits 1', async () => {
      const output = await refusal(startProcess({ DATABASE_URL: 'postgres://bob:hunter2@127.0.0.1:1/ops', DATA_DIR: tempDir() }));
      expect(output).toContain('Could not connect to DATABASE_URL (postgres://bob:***@127.0.0.1:1/ops)');
      expect(output).not.toContain('hunter2');
    }, 120_000);
  });

  describe('on PostgreSQL', () => {
    it('answers 503 in PostgREST\'s shape while the database restarts, then serves again by itself', async () => {
      // A cluster of its own: the shared one serves other tests while this one goes down.
      const cluster = await startPostgresCluster();
      try {
        const started = startProcess({ DATABASE_URL: cluster.url(), DATA_DIR: tempDir() });
        children.push(started.child);
        const ready = await started.ready;
        if (!('url' in ready)) throw new Error(`the server did not start:\n${started.output()}`);
        const read = () => fetch(`${ready.url}/api/db/properties?select=name&limit=1`, { headers: { authorization: basic } });
        expect((await read()).status).toBe(200);

        cluster.halt();
        for (const path of ['/api/db/properties?select=name&limit=1', '/api/canary/api/summary']) {
          const response = await fetch(`${ready.url}${path}`, { headers: { authorization: basic } });
          expect(response.status, path).toBe(503);
          expect(await response.json(), path).toMatchObject({ code: 'PGRST001', message: 'The database cannot be reached right now' });
        }

        cluster.resume();
        await vi.waitFor(async () => expect((await read()).status).toBe(200), { timeout: 30_000, interval: 250 });
        expect(started.child.exitCode).toBeNull();
      } finally {
        cluster.stop();
      }
    }, 240_000);

    it('loses no acknowledged row to kill -9 during writes', async () => {
      const { url: databaseUrl, db } = await freshPostgres();
      await db.close();
      const dataDir = tempDir();
      const first = startProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      children.push(first.child);
      const ready = await first.ready;
      if (!('url' in ready)) throw new Error(`the server did not start:\n${first.output()}`);
      expect(first.output()).toContain('Data: postgres://postgres@127.0.0.1:');
      const acknowledged = await writeUntilKilled(ready.url, first.child, 150);

      const again = startProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      children.push(again.child);
      const restarted = await again.ready;
      if (!('url' in restarted)) throw new Error(`the server did not restart:\n${again.output()}`);
      const response = await fetch(`${restarted.url}/api/db/properties?select=name&name=like.durability.*`, { headers: { authorization: basic } });
      const present = new Set(((await response.json()) as { name: string }[]).map((r) => r.name));
      expect(acknowledged.filter((name) => !present.has(name))).toEqual([]);
    }, 240_000);
  });
});
