import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type Action, type Role } from '../../../core/access';
import type { Database } from '../../../server/db/database';
import type { Principal } from '../../../server/http/env';
import { refreshSchemaCache } from '../../../server/postgrest';
import { NEVER_EXPOSED, functionResource, relationResource } from '../../../server/postgrest/resources';
import { SECRET_COLUMNS } from '../../../server/postgrest/secret-columns';
import { schemaCache } from '../../../server/postgrest/schema/cache';
import type { FunctionArg, SchemaCache } from '../../../server/postgrest/schema/types';
import { engines } from '../support/databases';
import { appFor, send } from './support';

/**
 * Relations of the migrated schema that /api/db deliberately does not serve, besides NEVER_EXPOSED
 * (secrets): bookkeeping of the built-in backend that no screen or script reads. A new relation must
 * land in the allowlist (server/postgrest/resources.ts) or here, or this test fails.
 */
const INTERNAL = new Set<string>([
  // Who last saved a spec, read by the check engine and the playbook executor for DECISIONS §12.
  'canary_spec_authors', 'playbook_spec_authors',
  // The playbook worker's leases on runs and the scraper scheduler's claims (two servers on one PostgreSQL).
  'playbook_run_leases', 'config_scraper_schedule',
  // Rollups and caches the exposed summary views read from.
  'analysis_summary_by_component', 'check_status_summary', 'check_summary_docs', 'config_cost_totals',
  'incident_summary_by_component', 'job_history_rollup',
  // Mission Control's queue of pending events; screens read event_queue_summary.
  'event_queue',
  // The live-updates stream's window of events (GET /api/events filters them per reader).
  'live_events',
]);

/** Rules the core matrix does not hold, kept by the database itself: these refuse every role. */
const REFUSED_TO_EVERYONE: Record<string, Action> = {
  // permissions.md: incident history is written by triggers only.
  incident_histories: 'write',
};

const NOTHING = '00000000-0000-0000-0000-000000000000';

const principal = (role: Role): Principal => ({
  personId: 'a0000000-0000-0000-0000-0000000000aa', name: `Matrix ${role}`, email: `${role}@matrix.local`, roles: [role], via: 'basic',
});

/** A harmless value of an argument's type, so that a call reaches the permission check and does nothing. */
function placeholder(arg: FunctionArg): unknown {
  const type = arg.type.toLowerCase();
  if (type.endsWith('[]')) return [];
  if (type === 'uuid') return NOTHING;
  if (/int|numeric|double|real/.test(type)) return 0;
  if (type === 'boolean') return false;
  if (type.startsWith('json')) return {};
  if (type.startsWith('timestamp')) return '1970-01-01T00:00:00Z';
  return 'matrix';
}

/** What a role may do is what the core rules say; a refusal is 403 (PostgREST's 42501), anything else lets it through. */
const refused = (status: number) => status === 401 || status === 403;

describe.each(engines)('the permission matrix of /api/db on $name', (engine) => {
  let db: Database;
  let cache: SchemaCache;

  beforeAll(async () => {
    db = await engine.open();
    await refreshSchemaCache(db);
    cache = await schemaCache(db);
  }, 120_000);
  afterAll(() => db?.close());

  it('has a rule for every relation and function of the schema, or keeps it out on purpose', () => {
    const unruled = [...cache.relations.keys()].filter((name) => !relationResource(name) && !NEVER_EXPOSED.has(name) && !INTERNAL.has(name));
    expect(unruled, 'relations with no resource in server/postgrest/resources.ts').toEqual([]);
  });

  it('shows no column that looks like it holds a secret, except those read as ***', () => {
    const SECRET_LIKE = /password|secret|hash|token|private_key|totp|api_key|credential/i;
    const shown = [...cache.relations.entries()]
      .filter(([name]) => relationResource(name))
      .flatMap(([name, info]) => [...info.columns.keys()].filter((column) => SECRET_LIKE.test(column)).map((column) => `${name}.${column}`))
      .filter((qualified) => {
        const [relation, column] = qualified.split('.') as [string, string];
        return !SECRET_COLUMNS[relation]?.includes(column);
      });
    expect(shown).toEqual([]);
  });

  it('reaches no secret relation, directly or through an embed, whatever the role', async () => {
    const secrets = [...NEVER_EXPOSED].filter((name) => cache.relations.has(name)).sort();
    expect(secrets.length).toBeGreaterThan(5);
    const reached: string[] = [];
    for (const role of ROLES) {
      const app = appFor(db, principal(role));
      for (const relation of secrets) {
        for (const path of [`${relation}?limit=1`, `people?select=id,${relation}(*)&limit=1`, `incidents?select=id,x:${relation}(*)&limit=1`]) {
          const response = await send(app, { method: 'GET', path });
          if (response.status < 400 || response.status >= 500) reached.push(`${role} GET ${path}: ${response.status}`);
        }
      }
    }
    expect(reached).toEqual([]);
  }, 120_000);

  it('answers every role on every relation as the core rules say, reading, inserting, updating and deleting', async () => {
    const mismatches: string[] = [];
    const relations = [...cache.relations.keys()].filter((name) => relationResource(name)).sort();
    for (const role of ROLES) {
      const app = appFor(db, principal(role));
      for (const relation of relations) {
        const resource = relationResource(relation)!;
        const info = cache.relations.get(relation)!;
        const filter = info.columns.has('id') ? `id=eq.${NOTHING}` : 'limit=0';
        // An update that matches no row but names a column, so that the statement really runs.
        const column = [...info.columns.keys()].find((name) => !info.primaryKey.includes(name)) ?? [...info.columns.keys()][0]!;
        const tries: [Action, string, string, string | undefined][] = [
          ['read', 'GET', `${relation}?limit=0`, undefined],
          // An insert of no rows: it reaches the permission check and writes nothing.
          ['write', 'POST', relation, '[]'],
          ['write', 'PATCH', `${relation}?${filter}`, JSON.stringify({ [column]: null })],
          ['write', 'DELETE', `${relation}?${filter}`, undefined],
        ];
        for (const [action, method, path, body] of tries) {
          const response = await send(app, { method, path, body });
          const expected = can([role], resource, action) && REFUSED_TO_EVERYONE[relation] !== action;
          if (refused(response.status) === expected || response.status >= 500) {
            mismatches.push(`${role} ${method} ${relation} (${action} ${resource}): ${response.status} ${response.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it('answers every role on every function as the core rules say, with nothing done', async () => {
    const mismatches: string[] = [];
    const functions = [...cache.functions.entries()].filter(([name]) => functionResource(name)).sort(([a], [b]) => a.localeCompare(b));
    for (const role of ROLES) {
      const app = appFor(db, principal(role));
      for (const [name, overloads] of functions) {
        const resource = functionResource(name)!;
        const fn = [...overloads].sort((a, b) => a.args.length - b.args.length)[0]!;
        const args = Object.fromEntries(fn.args.filter((a) => !a.hasDefault).map((a) => [a.name, placeholder(a)]));
        const action: Action = fn.volatility === 'volatile' ? 'write' : 'read';
        const response = await send(app, { method: 'POST', path: `rpc/${name}`, body: JSON.stringify(args) });
        if (refused(response.status) === can([role], resource, action) || response.status >= 500) {
          mismatches.push(`${role} rpc/${name} (${action} ${resource}): ${response.status} ${response.text.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
