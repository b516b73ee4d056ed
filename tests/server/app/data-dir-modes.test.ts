import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDemoPassword } from '../../../server/auth/demo-identities';
import { openDatabase } from '../../../server/db/open';

/** Every directory and file under `root` (itself included) whose mode is not owner-only, with its mode. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${path.slice(root.length) || '/'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return found;
}

/** Opens the embedded database in `dataDir`, writes enough to create new relation and WAL files, and closes it. */
async function useDatabase(dataDir: string): Promise<void> {
  const opened = await openDatabase({ dataDir });
  try {
    await opened.db.exec(`CREATE TABLE IF NOT EXISTS modes (n int); INSERT INTO modes SELECT generate_series(1, 5000); CHECKPOINT;`);
  } finally {
    await opened.close();
  }
}

describe('the embedded data directory, under a umask that allows everyone everything', () => {
  let root: string;
  let umask: number;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ops-console-modes-'));
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('is created 700 with every directory under it 700 and every file 600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    await useDatabase(dataDir);
    resolveDemoPassword({ dataDir });
    expect(readdirSync(dataDir).sort()).toEqual(['demo-password', 'pgdata']);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('makes what an older server left open owner-only when it opens it again', async () => {
    const dataDir = join(root, 'older');
    await useDatabase(dataDir);
    const open = (path: string) => {
      const stat = statSync(path);
      chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const entry of readdirSync(path)) open(join(path, entry));
    };
    open(dataDir);
    expect(notPrivate(dataDir)).not.toEqual([]);
    await useDatabase(dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
