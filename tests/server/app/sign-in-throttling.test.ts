import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../server/auth/rate-limit';
import { createAuthServices } from '../../../server/auth/services';
import { Browser, messageIds } from '../identity/flow-client';
import { engines } from '../support/databases';
import { fetchFrom, listenOnLoopback, type Listening } from '../support/loopback';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

// DECISIONS §40, through a real socket so each request's client address is the one it left from.
describe.each(engines)('sign-in throttling on $name', (engine) => {
  let server: TestServer;
  let listening: Listening;
  beforeAll(async () => {
    // A first wait long enough that a slow machine's next attempt still falls inside it; the waits themselves are rate-limit.test.ts's.
    server = await createTestServer(engine, { auth: createAuthServices({ rateLimits: { ...DEFAULT_RATE_LIMITS, firstDelayMs: 60_000 } }) });
    listening = await listenOnLoopback(server);
  });
  afterAll(async () => {
    await listening?.close();
    await server?.close();
  });

  const browserAt = (address: string) => new Browser({ ...server, request: fetchFrom(listening.url, address) });
  const basicFrom = (address: string, user: string, password: string) =>
    fetchFrom(listening.url, address)('/api/auth/whoami', { headers: { authorization: server.basicAuth(user, password) } });

  describe('when ten wrong passwords for one person came from one address', () => {
    it('signs them in through the login flow from another address', async () => {
      const guesser = browserAt('127.0.0.1');
      for (let i = 0; i < 10; i++) expect((await guesser.signIn('commander@local', `guess ${i}`)).status).toBe(400);
      const owner = browserAt('127.0.0.2');
      expect((await owner.signIn('commander@local', TEST_PASSWORD)).status).toBe(200);
      expect((await owner.whoami()).status).toBe(200);
    });

    it('lets HTTP Basic in from another address', async () => {
      for (let i = 0; i < 10; i++) expect((await basicFrom('127.0.0.1', 'editor@local', `guess ${i}`)).status).not.toBe(200);
      expect((await basicFrom('127.0.0.2', 'editor@local', TEST_PASSWORD)).status).toBe(200);
    });

    it('answers the guessing address 429 with Retry-After in seconds, even for the right password', async () => {
      for (let i = 0; i < 10; i++) await basicFrom('127.0.0.3', 'viewer@local', `guess ${i}`);
      const refused = await basicFrom('127.0.0.3', 'viewer@local', TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });
  });

  describe('when the identifier differs only by spaces and capitals', () => {
    it('throttles it as the same person, by HTTP Basic and in the login flow', async () => {
      for (let i = 0; i < 10; i++) await basicFrom('127.0.0.4', 'responder@local', `guess ${i}`);
      expect((await basicFrom('127.0.0.4', ' responder@local', TEST_PASSWORD)).status).toBe(429);
      expect((await basicFrom('127.0.0.4', 'Responder@LOCAL ', TEST_PASSWORD)).status).toBe(429);
      const refused = await browserAt('127.0.0.4').signIn(' RESPONDER@local ', TEST_PASSWORD);
      expect(refused.status).toBe(400);
      expect(messageIds(refused.body)).toEqual([4000901]);
    });
  });

  describe('when more than 100 sign-ins failed from one address', () => {
    it('still signs in a person who has not failed from it, by HTTP Basic and in the login flow', async () => {
      for (let i = 0; i < 101; i++) expect((await basicFrom('127.0.0.5', `stranger-${i}@local`, 'guess')).status).toBe(401);
      expect((await basicFrom('127.0.0.5', 'admin@local', TEST_PASSWORD)).status).toBe(200);
      expect((await browserAt('127.0.0.5').signIn('admin@local', TEST_PASSWORD)).status).toBe(200);
    });
  });
});
