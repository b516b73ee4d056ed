import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPerson } from '../../../server/seed/demo-people';
import { captureConsole, serverLogs } from '../../../server/logs';
import { writeDemoLogFiles } from '../../../server/seed/demo-logs';
import { Browser } from '../identity/flow-client';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

interface Source {
  component: string;
  selector: string;
  backend: string;
}

interface Answer {
  status: number;
  body: { error?: string; results?: { message: string; labels: Record<string, string> }[] };
}

const RECOVERY_CODE = /recover your account: (\d{6})/;

describe.each(engines)('the server log and the courier on $name', (engine) => {
  let server: TestServer;
  let restoreConsole: () => void;
  const terminal: string[] = [];

  beforeAll(async () => {
    // As the real program does: what the server prints through `console` is kept in its own log.
    restoreConsole = captureConsole(serverLogs);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      terminal.push(String(chunk));
      return true;
    });
    server = await createTestServer(engine, { seeded: true });
    await writeDemoLogFiles(server.db, server.config.dataDir, new Date());
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    restoreConsole?.();
    await server?.close();
  });

  const as = (email: string, path: string, init: RequestInit = {}) =>
    server.request(path, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth(email) },
    });
  const search = async (email: string, source: Source, query?: string): Promise<Answer> => {
    const response = await as(email, '/api/logs', {
      method: 'POST',
      body: JSON.stringify({ id: source.component, name: source.selector, start: '1h', limit: 10_000, ...(query ? { query } : {}) }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  /** Every log selector of every component `email` is shown as having logs, with the backend it reads. */
  async function sourcesFor(email: string): Promise<Source[]> {
    const listed = (await (await as(email, '/api/db/components_with_logs?select=id')).json()) as { id: string }[];
    const sources: Source[] = [];
    for (const { id } of listed) {
      const [row] = (await (await as(email, `/api/db/components?id=eq.${id}&select=log_selectors`)).json()) as {
        log_selectors: { name: string; backend?: string }[];
      }[];
      for (const selector of row!.log_selectors) sources.push({ component: id, selector: selector.name, backend: selector.backend ?? selector.name });
    }
    return sources;
  }

  /** The server's own log, found by the type of the backend its selectors name. */
  async function serverLogSources(): Promise<Source[]> {
    const { rows } = await server.db.query<{ name: string }>(`SELECT name FROM logging_backends WHERE spec ? 'builtin' AND deleted_at IS NULL`);
    const builtin = new Set(rows.map((row) => row.name));
    return (await sourcesFor('admin@local')).filter((source) => builtin.has(source.backend));
  }

  describe('when someone starts a recovery of the admin account', () => {
    let code: string;

    beforeAll(async () => {
      const browser = new Browser(server);
      const sent = await browser.submit(await browser.flow('recovery'), { method: 'code', email: 'admin@local' });
      expect(sent.body.state).toBe('sent_email');
      const { rows } = await server.db.query<{ body: string }>(
        `SELECT body FROM courier_messages WHERE recipient = 'admin@local' ORDER BY created_at DESC LIMIT 1`,
      );
      code = RECOVERY_CODE.exec(rows[0]!.body)![1]!;
    });

    it('shows the code on the terminal of whoever runs the server', () => {
      expect(terminal.join('')).toContain(`recover your account: ${code}`);
    });

    it('puts the code in no log source a viewer can read', async () => {
      const sources = await sourcesFor('viewer@local');
      expect(sources.length).toBeGreaterThan(1);
      const answered: number[] = [];
      for (const source of sources) {
        for (const query of [undefined, code, 'courier']) {
          const answer = await search('viewer@local', source, query);
          answered.push(answer.status);
          expect(JSON.stringify(answer.body), `${source.selector} of ${source.component}`).not.toContain(code);
        }
      }
      expect(answered).toContain(200);
    });

    it('keeps the code out of the server log, which only an admin reads', async () => {
      const [source] = await serverLogSources();
      const all = await search('admin@local', source!);
      expect(all.status).toBe(200);
      expect(all.body.results!.map((r) => r.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^POST \/api\/\.ory\/self-service\/recovery /)]));
      expect(JSON.stringify(all.body)).not.toContain(code);
    });
  });

  describe('when a person who is not an admin opens the server log', () => {
    it.each(['editor', 'commander', 'responder', 'viewer'] satisfies DemoPerson['role'][])('answers a %s forbidden', async (role) => {
      const sources = await serverLogSources();
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(await search(`${role}@local`, source)).toEqual({ status: 403, body: { error: 'forbidden' } });
    });

    it('answers an admin with its lines', async () => {
      for (const source of await serverLogSources()) expect((await search('admin@local', source)).status).toBe(200);
    });
  });
});
