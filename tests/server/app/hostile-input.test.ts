import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

/** Ten seconds per request: an answer later than that counts as a hang (latency belongs to bench:load). */
const HANG_MS = 10_000;
const NOTHING = '00000000-0000-0000-0000-000000000000';

const HOSTILE = [
  `'; DROP TABLE people; --`, `' OR '1'='1`, `$1`, `\\`, `"`, `{}`, `{"a":`, `null`, `-1`, `1e309`, `💥`, `\u202e`, `\u0000`,
  `../../etc/passwd`, `%00`, `<script>`, `{{.params.x}}`, `now()`, `pg_sleep(5)`, ` `, 'a'.repeat(5_000),
];
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid());
const json: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(text, tie('v'), { maxKeys: 4 })),
})).v;

/** Fields the endpoints and the sign-in flows read, so that random values reach their checks. */
const FIELDS = [
  'method', 'identifier', 'password', 'csrf_token', 'code', 'email', 'traits', 'flow', 'name', 'role', 'roles', 'id', 'config_id',
  'component_id', 'check_id', 'playbook_id', 'params', 'filter', 'query', 'start', 'end', 'limit', 'page', 'type', 'types', 'severity',
  'labels', 'tags', 'properties', 'firstName', 'lastName', 'id_token', 'totp_code', 'lookup_secret', 'groupBy', 'search',
];
const objectBody = fc.dictionary(fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 5 }, { arbitrary: text, weight: 1 }), json, { maxKeys: 6 });
const body = fc.oneof(
  { arbitrary: objectBody.map((b) => JSON.stringify(b)), weight: 6 },
  { arbitrary: json.map((b) => JSON.stringify(b)), weight: 1 },
  { arbitrary: fc.constantFrom('', '{', '[', 'null', '"x"', '{"a":1}{', 'method=password&identifier=x'), weight: 1 },
);

const FLOWS = ['login', 'registration', 'recovery', 'verification', 'settings'];
const flowPath = fc.tuple(fc.constantFrom(...FLOWS), fc.oneof(fc.uuid(), text.map(encodeURIComponent)), fc.constantFrom('', '/browser', '/flows'))
  .map(([kind, flow, suffix]) => `/api/.ory/self-service/${kind}${suffix}?flow=${flow}`);

const id = fc.oneof({ arbitrary: fc.constant(NOTHING), weight: 3 }, { arbitrary: text.map(encodeURIComponent), weight: 1 });
const query = fc.dictionary(fc.constantFrom('start', 'end', 'related', 'logFormat', 'type', 'config_id', 'severity', 'limit', 'page', 'q'), text, { maxKeys: 4 })
  .map((entries) => new URLSearchParams(entries).toString());
const endpoint = fc.oneof(
  fc.constantFrom(
    'POST /api/catalog/summary', 'POST /api/catalog/changes', 'POST /api/logs', 'POST /api/canary/api/summary', 'POST /api/playbook/run',
    'POST /api/auth/invite_user', 'POST /api/agent/generate', 'POST /api/incidents/scripts/compile', 'POST /api/push',
  ).map((route) => route.split(' ') as [string, string]),
  fc.tuple(fc.constantFrom('/api/rbac/:id/update_role', '/api/playbook/:id/params', '/api/playbook/run/approve/:id', '/api/playbook/run/cancel/:id', '/api/canary/run/check/:id', '/api/config/run/:id'), id)
    .map(([route, value]): [string, string] => ['POST', route.replace(':id', value)]),
  fc.tuple(fc.constantFrom('/api/catalog/changes', '/api/canary/api/graph', '/api/canary/api/summary', '/api/topology', `/api/snapshot/topology/${NOTHING}`, `/api/playbook/run/${NOTHING}`, '/api/playbook/list'), query)
    .map(([path, q]): [string, string] => ['GET', `${path}?${q}`]),
  fc.tuple(fc.constantFrom('GET', 'POST'), flowPath),
);

// A client cannot send control or non-Latin-1 characters in a header, so neither does the fuzzer.
const headerText = text.map((v) => v.replace(/[^\t\x20-\x7e]/g, '?').slice(0, 200));
const caller = fc.oneof(
  { arbitrary: fc.constantFrom('admin@local', 'editor@local', 'viewer@local'), weight: 4 },
  { arbitrary: headerText.map((garbage) => `garbage:${garbage}`), weight: 1 },
);
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 5 },
  { arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'), weight: 1 },
  { arbitrary: headerText, weight: 1 },
);

const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${HANG_MS} ms`)), HANG_MS))]);

describe.each(engines)('hostile input to the endpoints and the sign-in flows on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine, { seeded: true });
  }, 120_000);
  afterAll(() => server?.close());

  it('answers every request with a 2xx or a 4xx that tells no stack, no SQL and no secret, in time', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint, body, caller, contentType, async ([method, path], payload, who, type) => {
        const authorization = who.startsWith('garbage:')
          ? `Basic ${Buffer.from(who.slice('garbage:'.length)).toString('base64')}`
          : server.basicAuth(who);
        const response = await within(
          server.request(path, { method, headers: { authorization, 'content-type': type, accept: 'application/json' }, body: method === 'GET' ? undefined : payload }),
          `${method} ${path}`,
        );
        const answer = await response.text();
        expect(response.status, `${method} ${path}: ${answer.slice(0, 300)}`).toBeLessThan(500);
        expect(answer).not.toMatch(/\n\s+at |node_modules|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|hashed_password|\$argon2/);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 300_000);
});
