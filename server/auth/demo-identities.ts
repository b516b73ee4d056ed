import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../db/database';
import { PRIVATE_FILE_MODE, privateDirectory } from '../db/private-files';
import { DEMO_PEOPLE } from '../seed/demo-people';
import { createIdentity, normalizeIdentifier, setPasswordCredential } from './identities';
import { hashPassword, verifyPassword } from './passwords';
import { readablePassword } from './secrets';

export interface DemoPassword {
  password: string;
  /** For the start banner: the file holding it, or that it comes from ADMIN_PASSWORD. */
  source: string;
}

export const demoPasswordFile = (dataDir: string) => join(dataDir, 'demo-password');

/** ADMIN_PASSWORD, or the password generated on first start and kept in DATA_DIR/demo-password (DECISIONS §4). */
export function resolveDemoPassword(options: { adminPassword?: string; dataDir: string }): DemoPassword {
  if (options.adminPassword) return { password: options.adminPassword, source: 'from ADMIN_PASSWORD' };
  const file = demoPasswordFile(options.dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) {
      chmodSync(file, PRIVATE_FILE_MODE);
      return { password: stored, source: file };
    }
  }
  privateDirectory(dirname(file));
  const password = readablePassword();
  writeFileSync(file, `${password}\n`, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
  return { password, source: file };
}

// Marks a password credential set from the demo password. Once a person changes their own password
// the credential is rewritten without it, and a later change of ADMIN_PASSWORD leaves theirs alone.
const DEMO_MARK = { demo_password: true };

/**
 * Gives each demo person a sign-in identity with the demo password and their role. Runs on every start:
 * a changed demo password replaces the old one wherever it is still in use.
 */
export async function ensureDemoIdentities(db: Database, password: string): Promise<void> {
  const hashed = await hashPassword(password);
  for (const person of DEMO_PEOPLE) {
    await db.transaction(async (tx) => {
      const existing = await tx.query<{ id: string; config: { hashed_password?: string; demo_password?: boolean } | null }>(
        `SELECT i.id, c.config FROM identities i LEFT JOIN identity_credentials c ON c.identity_id = i.id AND c.type = 'password' WHERE i.id = $1`,
        [person.id],
      );
      const row = existing.rows[0];
      if (!row) {
        const [first = person.name, ...rest] = person.name.split(' ');
        await createIdentity(tx, {
          id: person.id,
          traits: { email: person.email, name: { first, last: rest.join(' ') } },
          verified: true,
        });
        await setPasswordCredential(tx, person.id, person.email, hashed, DEMO_MARK);
        await tx.query(
          `INSERT INTO casbin_rule (ptype, v0, v1) SELECT 'g', $1::text, $2::text
            WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::text)`,
          [person.id, person.role],
        );
        return;
      }
      const current = row.config?.hashed_password;
      if (!current) {
        await setPasswordCredential(tx, person.id, normalizeIdentifier(person.email), hashed, DEMO_MARK);
      } else if (row.config?.demo_password && !(await verifyPassword(current, password))) {
        await setPasswordCredential(tx, person.id, normalizeIdentifier(person.email), hashed, DEMO_MARK);
      }
    });
  }
}
