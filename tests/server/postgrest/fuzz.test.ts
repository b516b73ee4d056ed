import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hono } from 'hono';
import type { Database, QueryResult, Queryable, Row } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import { refreshSchemaCache } from '../../../server/postgrest';
import { OPERATORS } from '../../../server/postgrest/ast';
import { appFor, fixtureEngines, stopFixtureCluster } from './support';

afterAll(() => stopFixtureCluster());

/** Every value a case sends starts with this; it must never show up in SQL text, only in parameters. */
const MARK = 'Qz9';

interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** Passes everything through to the real database and remembers every statement. */
class RecordingDatabase implements Database {
  readonly statements: Statement[] = [];

  constructor(private readonly inner: Database) {}

  get engine() {
    return this.inner.engine;
  }

  private wrap(target: Queryable): Queryable {
    return {
      query: <T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
        this.statements.push({ sql, params: params ?? [] });
        return target.query<T>(sql, params);
      },
      exec: (sql: string) => {
        this.statements.push({ sql, params: [] });
        return target.exec(sql);
      },
    };
  }

  query<T = Row>(sql: string, params?: readonly unknown[]) {
    return this.wrap(this.inner).query<T>(sql, params);
  }

  exec(sql: string) {
    return this.wrap(this.inner).exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inner.transaction((tx) => fn(this.wrap(tx)));
  }

  close() {
    return this.inner.close();
  }
}

const HOSTILE = [
  `'; DROP TABLE sentinel; --`, `' OR '1'='1`, `" OR 1=1 --`, `$1`, `$$; DELETE FROM sentinel; $$`, `\\`, `\\"`, `)))`, `(((`,
  `{}`, `{"a":`, `*`, `%`, `_`, `,`, `.`, `..`, `"`, `""`, `null`, `NULL`, `true`, `-1`, `1e309`, `💥`, `\u202e`, `é`, `/*`, `*/`,
  `'::text`, `E'\\x00'`, `now()`, `sentinel`, `public.sentinel`, `pg_sleep(1)`, ` `, `\t\n`,
];

const COLUMNS = ['id', 'name', 'type', 'status', 'labels', 'severity', 'created_at', 'description', 'canary_id', 'labels->>team', 'labels->tier', 'config', 'external_id', 'value', 'query', 'nope'];
const RELATIONS = ['checks', 'canaries', 'config_items', 'configs', 'incidents', 'people', 'properties', 'check_statuses', 'config_relationships', 'sentinel', 'casbin_rule', 'nope', 'rpc/related_configs_recursive', 'rpc/uuid_to_ulid', 'rpc/config_analysis_filter_options', 'rpc/check_summary_for_component'];
const SELECTS = ['*', 'id', 'name', 'labels->>team', 't:labels->>team', 'n:name::text', 'canaries(name)', 'canary:canaries!checks_canary_id_fkey(*)', 'created_by(id,name)', 'hypotheses!inner(title,evidences(*))', 'configs(name)', 'x', '(', ')', ',', ':', '!', '::', '->', '->>', '...', ' '];

const value = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid()).map((v) => `${MARK}${v}`);
const op = fc.oneof(
  { arbitrary: fc.constantFrom(...OPERATORS, 'not.eq', 'not.in', 'not.is', 'not.like', 'eq(any)', 'like(all)', 'fts(english)'), weight: 8 },
  { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
);
const condition = fc.tuple(fc.constantFrom(...COLUMNS), op, value).map(([c, o, v]) => `${c}.${o}.${v}`);
const tree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc.array(fc.oneof({ depthSize: 'small' }, condition, fc.tuple(fc.constantFrom('and', 'or', 'not.and'), tie('tree')).map(([k, t]) => `${k}${t}`)), { maxLength: 4 })
    .map((items) => `(${items.join(',')})`),
})).tree;
const selectList = fc.array(fc.constantFrom(...SELECTS), { maxLength: 6 }).map((items) => items.join(','));
const order = fc.array(fc.tuple(fc.constantFrom(...COLUMNS), fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways')), { maxLength: 3 })
  .map((terms) => terms.map(([c, d]) => c + d).join(','));
const count = fc.oneof(fc.nat({ max: 5000 }).map(String), value);

const param: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constantFrom(...COLUMNS), fc.tuple(op, value).map(([o, v]) => `${o}.${v}`)),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'canaries.or', 'hypotheses.and'), tree),
  fc.tuple(fc.constant('select'), selectList),
  fc.tuple(fc.constantFrom('order', 'hypotheses.order', 'configs.order'), order),
  fc.tuple(fc.constantFrom('limit', 'offset', 'checks.limit', 'hypotheses.offset'), count),
  fc.tuple(fc.constantFrom('name.filter', 'status.filter', 'created_at.filter', 'labels->>team.filter'), fc.array(fc.tuple(fc.constantFrom('', '!', '>', '<', '*'), value, fc.constantFrom('', '*')), { maxLength: 3 }).map((xs) => xs.map((x) => x.join('')).join(','))),
  fc.tuple(fc.constantFrom('config_id', 'id', 'max_depth', 'p_config_id'), value),
  fc.tuple(fc.string({ maxLength: 12 }), value),
);

// A client cannot send control or non-Latin-1 characters in a header, so neither does the fuzzer.
const headerValue = value.map((v) => v.replace(/[^\t\x20-\x7e]/g, '?'));
const sometimes = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: hostile, weight: 1 });
const headers = fc.record(
  {
    range: sometimes(fc.tuple(fc.nat(100), fc.nat(100)).map(([a, b]) => `${a}-${b}`), headerValue),
    prefer: sometimes(fc.constantFrom('count=exact', 'return=representation', 'return=minimal', 'resolution=merge-duplicates', 'count=exact, return=representation'), headerValue),
    accept: sometimes(fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'application/json, text/plain, */*'), fc.oneof(headerValue, fc.constant('text/csv'))),
  },
  { requiredKeys: [] },
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, value, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(value, tie('v'), { maxKeys: 3 })),
})).v;
const row = fc.dictionary(fc.constantFrom('name', 'value', 'query', 'description', 'columns', 'created_by', 'id', 'created_at', `${MARK}col`), jsonValue, { maxKeys: 5 });
const body = fc.oneof(
  row.map((r) => JSON.stringify(r)),
  fc.array(row, { maxLength: 3 }).map((rows) => JSON.stringify(rows)),
  value,
  fc.constantFrom('', '{', '[', 'null', '"x"', '[1]', '{"a":1}{'),
);

/** Well-formed requests whose values are hostile, so they get past the parser and reach the database. */
const SHAPES: Record<string, { columns: string[]; selects: string[] }> = {
  checks: {
    columns: ['id', 'name', 'type', 'status', 'labels', 'severity', 'created_at', 'description', 'labels->>team', 'labels->tier'],
    selects: ['*', 'id,name', 'name,canary:canaries(name)', 't:labels->>team,status', 'name,canaries!inner(name,created_by(name))'],
  },
  config_items: {
    columns: ['id', 'name', 'type', 'labels', 'tags', 'config', 'external_id', 'labels->>app', 'config->spec->>version'],
    selects: ['*', 'name,labels->>app', 'name,parent:parent_id(name)', 'name,evidences(description)'],
  },
  incidents: {
    columns: ['id', 'title', 'severity', 'status', 'created_at'],
    selects: ['*,hypotheses(*,evidences(*))', 'title,commander:commander_id(name),responders(type)'],
  },
  properties: { columns: ['name', 'value', 'created_at', 'created_by'], selects: ['*', 'name,value,created_by(name)'] },
  saved_query: { columns: ['id', 'query', 'description', 'columns', 'columns->>a', 'created_at'], selects: ['*', 'query'] },
};
const VALID_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov', 'fts', 'plfts', 'wfts', 'not.eq', 'not.ilike', 'isdistinct'];
const wellFormed = fc.constantFrom(...Object.keys(SHAPES)).chain((relation) => {
  const { columns, selects } = SHAPES[relation];
  const cond = fc.tuple(fc.constantFrom(...columns), fc.constantFrom(...VALID_OPS), value);
  const filter: fc.Arbitrary<[string, string]> = fc.oneof(
    cond.map(([c, o, v]) => [c, `${o}.${v}`] as [string, string]),
    fc.tuple(fc.constantFrom(...columns), fc.array(value, { maxLength: 3 })).map(([c, vs]): [string, string] => [c, `in.(${vs.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')})`]),
    fc.tuple(fc.constantFrom('or', 'and', 'not.or'), fc.array(cond, { minLength: 1, maxLength: 3 }))
      .map(([k, cs]): [string, string] => [k, `(${cs.map(([c, o, v]) => `${c}.${o}."${v.replace(/["\\]/g, '')}"`).join(',')})`]),
    fc.tuple(fc.constantFrom('name', 'status', 'title', 'query'), fc.array(value, { maxLength: 3 }))
      .map(([c, vs]): [string, string] => [`${c}.filter`, vs.map((v) => v.replace(/,/g, '')).join(',')]),
  );
  return fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PATCH', 'DELETE'),
    relation: fc.constant(relation),
    params: fc.tuple(fc.constantFrom(...selects), fc.array(filter, { minLength: 1, maxLength: 3 }), fc.option(fc.nat(50)))
      .map(([select, filters, limit]) => [['select', select] as [string, string], ...filters, ...(limit === null ? [] : [['limit', String(limit)] as [string, string]])]),
    raw: fc.constant(''),
    headers: fc.record({ prefer: fc.constantFrom('count=exact', 'return=representation', 'return=minimal') }, { requiredKeys: [] }),
    body: fc.oneof(row, fc.array(row, { maxLength: 3 })).map((b) => JSON.stringify(b)),
  });
});

const chaotic = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'),
  relation: sometimes(fc.constantFrom(...RELATIONS), value.map(encodeURIComponent)),
  params: fc.array(param, { maxLength: 6 }),
  raw: sometimes(fc.constant(''), fc.constantFrom('&%zz', '&=&&', '&select=%', '&a%00=1')),
  headers,
  body,
});

const request = fc.oneof(wellFormed, chaotic);

/** Writes go to two scratch relations so the fixture the reads see stays put. */
const WRITABLE = new Set(['properties', 'saved_query']);

describe.each(fixtureEngines)('hostile requests to /api/db on $name', (engine) => {
  let raw: Database;
  let db: RecordingDatabase;
  let app: Hono<AppEnv>;
  let sentinel: string;

  const sentinelRows = async () => JSON.stringify((await raw.query('SELECT id, secret FROM sentinel ORDER BY id')).rows);

  beforeAll(async () => {
    raw = await engine.open();
    db = new RecordingDatabase(raw);
    await refreshSchemaCache(db);
    app = appFor(db);
    sentinel = await sentinelRows();
  });
  afterAll(() => raw.close());

  it('never fails with a 5xx, answers errors in PostgREST shape, keeps values out of SQL and leaves the sentinel alone', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const relation = input.method === 'GET' || input.method === 'HEAD' || WRITABLE.has(input.relation) || input.relation.startsWith('rpc/')
          ? input.relation
          : 'saved_query';
        const query = new URLSearchParams(input.params).toString();
        const from = db.statements.length;
        const response = await app.request(`http://localhost/api/db/${relation}?${query}${input.raw}`, {
          method: input.method,
          headers: { 'content-type': 'application/json', ...input.headers },
          body: ['GET', 'HEAD'].includes(input.method) ? undefined : input.body,
        });
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400 && input.method !== 'HEAD') {
          expect(Object.keys(JSON.parse(text)).sort()).toEqual(['code', 'details', 'hint', 'message']);
          expect(text).not.toMatch(/\n\s+at |node_modules/);
        }
        for (const statement of db.statements.slice(from)) {
          expect(statement.sql).not.toContain(MARK);
          for (const p of statement.params) expect(typeof p).toBe('string');
        }
        expect(await sentinelRows()).toBe(sentinel);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  });
});
