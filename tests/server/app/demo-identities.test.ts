import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoIdentities, resolveDemoPassword } from '../../../server/auth/demo-identities';
import { setPasswordCredential, verifyPasswordLogin } from '../../../server/auth/identities';
import { hashPassword } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/database';
import { DEMO_PEOPLE } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';

describe.each(engines)('demo identities on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.open();
    await ensureDemoIdentities(db, 'first password');
  });
  afterAll(() => db?.close());

  describe('on first start', () => {
    it('gives every demo person an identity, a person row and their role', async () => {
      for (const person of DEMO_PEOPLE) {
        expect(await verifyPasswordLogin(db, person.email, 'first password')).toBe(person.id);
      }
      const { rows } = await db.query<{ email: string; name: string; role: string }>(
        `SELECT p.email, p.name, r.v1 AS role FROM people p JOIN casbin_rule r ON r.v0 = p.id::text AND r.ptype = 'g' ORDER BY p.email`,
      );
      expect(rows).toEqual(
        [...DEMO_PEOPLE].sort((a, b) => a.email.localeCompare(b.email)).map((p) => ({ email: p.email, name: p.name, role: p.role })),
      );
    });
  });

  describe('when ADMIN_PASSWORD changes', () => {
    it('replaces the demo password but not one a person chose themselves', async () => {
      const viewer = DEMO_PEOPLE.find((p) => p.role === 'viewer')!;
      await setPasswordCredential(db, viewer.id, viewer.email, await hashPassword('my own secret'));
      await ensureDemoIdentities(db, 'second password');
      expect(await verifyPasswordLogin(db, 'admin@local', 'first password')).toBeNull();
      expect(await verifyPasswordLogin(db, 'admin@local', 'second password')).toBe(DEMO_PEOPLE[0]!.id);
      expect(await verifyPasswordLogin(db, viewer.email, 'my own secret')).toBe(viewer.id);
    });

    it('is idempotent when nothing changed', async () => {
      await ensureDemoIdentities(db, 'second password');
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identities`);
      expect(rows[0]!.n).toBe(DEMO_PEOPLE.length);
    });
  });
});

describe('the demo password', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ops-console-demo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('comes from ADMIN_PASSWORD when set', () => {
    expect(resolveDemoPassword({ adminPassword: 'given', dataDir: dir })).toEqual({ password: 'given', source: 'from ADMIN_PASSWORD' });
  });

  it('is generated once, kept with mode 600 and reused', () => {
    const first = resolveDemoPassword({ dataDir: dir });
    expect(first.source).toBe(join(dir, 'demo-password'));
    expect(first.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(statSync(first.source).mode & 0o777).toBe(0o600);
    expect(resolveDemoPassword({ dataDir: dir })).toEqual(first);
  });

  it('reads a password someone wrote into the file', () => {
    writeFileSync(join(dir, 'demo-password'), 'hand written\n', { mode: 0o644 });
    expect(resolveDemoPassword({ dataDir: dir }).password).toBe('hand written');
    expect(statSync(join(dir, 'demo-password')).mode & 0o777).toBe(0o600);
  });
});
