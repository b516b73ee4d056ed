import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { DEFAULT_DEMO_TARGETS, pointDemoCanariesAt } from '../../../server/seed/demo-targets';
import { engines, freshPglite } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

describe('the demo targets on the server port', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engines[0]!);
  });
  afterAll(async () => {
    await server?.close();
  });

  const statusOf = async (path: string) => (await server.request(path)).status;

  it('answer any path without credentials, with no body', async () => {
    const response = await server.request('/api/demo/targets/payments-api/health');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(await statusOf('/demo/targets/probe-runner')).toBe(200);
  });

  it('fail every third request to an address asking for it, each address counted on its own', async () => {
    const flaky = '/api/demo/targets/checkout-web/health?fail_every=3';
    const other = '/api/demo/targets/cart-service/health?fail_every=3';
    const seen: number[] = [];
    const seenOther: number[] = [];
    for (let run = 0; run < 6; run++) {
      seen.push(await statusOf(flaky));
      if (run % 2 === 0) seenOther.push(await statusOf(other));
    }
    expect(seen).toEqual([200, 200, 503, 200, 200, 503]);
    expect(seenOther).toEqual([200, 200, 503]);
  });

  it('ignore a fail_every that is no count', async () => {
    for (let run = 0; run < 3; run++) expect(await statusOf('/api/demo/targets/x?fail_every=one')).toBe(200);
  });
});

describe('when the server starts on other ports than the seed wrote', () => {
  let db: Database;
  const moved = { httpPort: 4321, dnsPort: 5353 };
  const specs = async () =>
    (await db.query<{ name: string; spec: string }>(`SELECT name, spec::text AS spec FROM canaries ORDER BY name`)).rows;

  beforeAll(async () => {
    db = await freshPglite({ seeded: true });
    await db.query(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('my-own', 'default', $1::jsonb)`,
      [JSON.stringify({ http: [{ name: 'mine', url: 'http://127.0.0.1:8080/api/demo/targets/x' }] })],
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it('points every seeded demo target at the new ports and leaves other addresses alone', async () => {
    const before = (await specs()).filter((c) => c.name !== 'my-own').map((c) => c.spec).join('\n');
    expect(before).toContain(`"http://127.0.0.1:${DEFAULT_DEMO_TARGETS.httpPort}/api/demo/targets/`);

    expect(await pointDemoCanariesAt(db, moved)).toBe(5);

    const after = await specs();
    const seeded = after.filter((c) => c.name !== 'my-own').map((c) => c.spec).join('\n');
    expect(seeded).not.toContain(`127.0.0.1:${DEFAULT_DEMO_TARGETS.httpPort}`);
    expect(seeded).not.toContain(`"port": ${DEFAULT_DEMO_TARGETS.dnsPort}`);
    expect(seeded.match(/http:\/\/127\.0\.0\.1:4321\/api\/demo\/targets\//g)?.length).toBe(before.match(/\/api\/demo\/targets\//g)?.length);
    expect(seeded).toContain('"endpoint": "127.0.0.1:4321"');
    expect(seeded).toContain('"port": 5353');
    // The deliberately closed targets stay closed.
    expect(seeded).toContain('http://127.0.0.1:9/');
    expect(seeded).toContain('"endpoint": "127.0.0.1:1"');
    expect(after.find((c) => c.name === 'my-own')!.spec).toContain('http://127.0.0.1:8080/api/demo/targets/x');
  });

  it('moves nothing when they already point there', async () => {
    expect(await pointDemoCanariesAt(db, moved)).toBe(0);
  });
});
