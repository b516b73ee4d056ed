import { createHttpClient, type HttpClient } from '../../../adapters/http/client';
import { PostgrestClient } from '../../../adapters/http/postgrest-client';
import { engines, type FreshOptions } from '../support/databases';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { CookieJar, createTestServer, signInThrough, TEST_PASSWORD, type TestServer } from '../support/test-server';

/**
 * One built-in backend on PGlite for a contract file, on a real socket: the adapters reach it with the
 * global fetch as the console's page would, signed in by a session cookie, every request carrying the
 * server's own origin (a cookie-authenticated write without it is refused, server/http/same-origin-writes.ts).
 */
export interface ContractServer {
  readonly server: TestServer;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The console's HTTP client on /api, signed in as `email`. */
  readonly http: HttpClient;
  readonly db: PostgrestClient;
  /** A fetch that behaves like a browser page of the console: keeps its cookies and names its origin. */
  browserFetch(jar?: CookieJar): typeof globalThis.fetch;
  /** Runs SQL on the server's database, to arrange a case. */
  sql<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Deletes every row of the given tables, in order, so a case starts from nothing; rows that reference
   * them go as their foreign keys say. (TRUNCATE ... CASCADE would reach people, identities and sessions.)
   */
  empty(...tables: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startContractServer(options: FreshOptions & { email?: string } = {}): Promise<ContractServer> {
  const server = await createTestServer(engines[0]!, { seeded: options.seeded });
  let listening: Listening | undefined;
  try {
    listening = await listenOnLoopback(server);
    const origin = listening.url;
    const browserFetch = (jar = new CookieJar()): typeof globalThis.fetch => async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('origin', origin);
      const cookies = jar.header();
      if (cookies) headers.set('cookie', cookies);
      const url = String(input instanceof Request ? input.url : input);
      const response = await globalThis.fetch(url.startsWith('/') ? `${origin}${url}` : url, { ...init, headers, redirect: 'manual' });
      jar.take(response);
      return response;
    };
    const session = new CookieJar();
    const signIn = browserFetch(session);
    await signInThrough((path, init) => signIn(path, init), options.email ?? 'admin@local', TEST_PASSWORD);
    const http = createHttpClient({ baseURL: `${origin}/api`, fetch: browserFetch(session) });
    const stop = listening;
    return {
      server,
      origin,
      http,
      db: new PostgrestClient(http),
      browserFetch,
      sql: async <Row>(text: string, params?: unknown[]) => (await server.db.query(text, params)).rows as Row[],
      empty: async (...tables) => {
        for (const table of tables) await server.db.query(`DELETE FROM ${table}`);
      },
      close: async () => {
        await stop.close();
        await server.close();
      },
    };
  } catch (error) {
    await listening?.close();
    await server.close();
    throw error;
  }
}
