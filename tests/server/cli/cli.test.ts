import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run';
import { startPlaybookWorker, type PlaybookWorker } from '../../../server/playbooks';
import { pointDemoPlaybooksAt } from '../../../server/seed/playbooks';
import { engines } from '../support/databases';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../support/test-server';

/** The CLI through the real app and database: its requests go to the app with no socket in between. */
describe.each(engines)('the command line against the built-in backend on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine, { seeded: true });
  });
  afterAll(async () => server?.close());

  const cli = async (argv: string[], person = 'admin@local', password = TEST_PASSWORD) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      env: { MC_URL: TEST_ORIGIN, MC_USER: person, MC_PASSWORD: password },
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      fetch: (input, init) => Promise.resolve(server.app.fetch(new Request(input, init))),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  describe('when the checks are listed', () => {
    it('prints every check with its health, uptime and latency', async () => {
      const { code, out } = await cli(['checks']);
      expect(code).toBe(0);
      const [header, ...lines] = out.split('\n');
      expect(header).toMatch(/^ID\s+HEALTH\s+TYPE\s+UPTIME\s+LATENCY\s+CANARY\s+NAME$/);
      const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM checks WHERE deleted_at IS NULL`);
      expect(lines).toHaveLength(rows[0]!.n);
      expect(lines.some((line) => /\b\d+(\.\d+)?%\s+\d+(\.\d+)?m?s\b/.test(line))).toBe(true);
    });

    it('keeps only the failing ones with --failing, as JSON with --json', async () => {
      const { code, out } = await cli(['checks', '--failing', '--json']);
      expect(code).toBe(0);
      const checks = JSON.parse(out) as { status: string }[];
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.every((check) => check.status !== 'healthy')).toBe(true);
    });
  });

  describe('when a check is run by a name no check has', () => {
    it('says so and exits with 1', async () => {
      expect(await cli(['checks', 'run', 'no such check'])).toMatchObject({ code: 1, err: 'No check has the id or name "no such check"' });
    });
  });

  describe('when a check is run by a viewer', () => {
    it('passes on the server’s refusal', async () => {
      const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY name LIMIT 1`);
      const { code, err } = await cli(['checks', 'run', rows[0]!.id], 'viewer@local');
      expect(code).toBe(1);
      expect(err).toMatch(/forbidden/);
    });
  });

  describe('when incidents are listed', () => {
    it('shows the open ones unless a status is given, and every one with --status all', async () => {
      const open = await cli(['incidents', '--json']);
      const all = await cli(['incidents', '--status', 'all', '--json']);
      const statuses = (JSON.parse(open.out) as { status: string }[]).map((i) => i.status);
      expect(new Set(statuses)).toEqual(new Set(['open']));
      const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents`);
      expect(JSON.parse(all.out)).toHaveLength(rows[0]!.n);
    });

    it('says so when nothing matches', async () => {
      expect(await cli(['incidents', '--search', 'nothing is called this'])).toMatchObject({
        code: 0, out: 'There are no incidents matching this criteria.',
      });
    });
  });

  describe('when a commander creates an incident', () => {
    it('creates it with the form’s defaults and its root hypothesis, as the signed-in person', async () => {
      const { code, out } = await cli(['incidents', 'create', '--title', 'Queue backlog growing', '--severity', 'high'], 'commander@local');
      expect(code).toBe(0);
      expect(out).toMatch(/^Created INC-\d+: Queue backlog growing$/);
      const { rows } = await server.db.query<{ severity: string; type: string; status: string; email: string; root: string }>(
        `SELECT i.severity, i.type, i.status, p.email, h.title AS root
         FROM incidents i JOIN people p ON p.id = i.created_by
         JOIN hypotheses h ON h.incident_id = i.id AND h.type = 'root'
         WHERE i.title = 'Queue backlog growing'`,
      );
      expect(rows).toEqual([{ severity: 'high', type: 'availability', status: 'open', email: 'commander@local', root: 'Queue backlog growing' }]);
    });

    it('refuses a missing title with the form’s message, and writes nothing', async () => {
      const before = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents`)).rows[0]!.n;
      const { code, err } = await cli(['incidents', 'create', '--severity', 'high'], 'commander@local');
      expect(code).toBe(2);
      expect(err).toMatch(/^--title: /);
      expect((await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents`)).rows[0]!.n).toBe(before);
    });
  });

  describe('when a viewer tries to create an incident', () => {
    it('exits with 1 and the server’s refusal', async () => {
      const { code, err } = await cli(['incidents', 'create', '--title', 'Not allowed'], 'viewer@local');
      expect(code).toBe(1);
      expect(err).not.toBe('');
    });
  });

  describe('when the password is wrong', () => {
    it('says the sign-in was refused and how to sign in', async () => {
      const { code, err } = await cli(['checks'], 'admin@local', 'not the password');
      expect(code).toBe(1);
      expect(err).toBe(`${TEST_ORIGIN} refused the sign-in: set MC_TOKEN, or MC_USER and MC_PASSWORD.`);
    });
  });

  describe('when the command is unknown', () => {
    it('prints the usage and exits with 2', async () => {
      const { code, err } = await cli(['teleport']);
      expect(code).toBe(2);
      expect(err).toContain('Usage: npm run cli');
    });
  });

  describe('when a playbook is run', () => {
    let target: Server;
    let worker: PlaybookWorker;
    const seen: string[] = [];

    beforeAll(async () => {
      target = createServer((req, res) => {
        seen.push(req.url ?? '');
        res.statusCode = req.url?.startsWith('/fail') ? 500 : 200;
        res.end('done');
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
      const playbook = (name: string, path: string) =>
        server.db.query(`INSERT INTO playbooks (name, title, spec) VALUES ($1, $1, $2::jsonb)`, [
          name,
          JSON.stringify({ parameters: [{ name: 'note', type: 'text', required: true }], actions: [{ name: 'call', http: { url: `${base}${path}?note={{.params.note}}` } }] }),
        ]);
      await playbook('cli-ping', '/ping');
      await playbook('cli-broken', '/fail');
      worker = await startPlaybookWorker(server.db, { execEnabled: false, pollMs: 50, log: () => undefined });
    });
    afterAll(async () => {
      await worker?.stop();
      target?.closeAllConnections();
      await new Promise((resolve) => target?.close(resolve));
    });

    it('lists the playbooks by category', async () => {
      const { code, out } = await cli(['playbooks']);
      expect(code).toBe(0);
      expect(out.split('\n')[0]).toMatch(/^ID\s+CATEGORY\s+NAME\s+TITLE\s+RUNS ON$/);
      expect(out).toMatch(/Kubernetes\s+restart-deployment\s+Restart deployment\s+config/);
    });

    it('follows the run to its end with the params given, and exits 0 when it completed', async () => {
      const { code, out } = await cli(['playbooks', 'run', 'cli-ping', '--param', 'note=hello world']);
      expect(out).toMatch(/^cli-ping: run [0-9a-f-]{36} completed\n/);
      expect(code).toBe(0);
      expect(seen).toContain('/ping?note=hello%20world');
    });

    describe('and it is the demo’s Restart component', () => {
      let self: ServerType;

      beforeAll(async () => {
        // The restart reaches the server's own demo endpoint, which answers loopback sockets only.
        const port = await new Promise<number>((resolve) => {
          self = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
        });
        await pointDemoPlaybooksAt(server.db, { httpPort: port, dnsPort: 1053 });
      });
      afterAll(async () => {
        (self as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
        await new Promise((resolve) => self?.close(resolve));
      });

      it('restarts the component with the parameter’s default and exits 0', async () => {
        const { rows } = await server.db.query<{ id: string; config_id: string }>(
          `SELECT id, config_id FROM components WHERE type = 'Service' AND deleted_at IS NULL ORDER BY name LIMIT 1`,
        );
        const { id, config_id: configId } = rows[0]!;
        const { code, out } = await cli(['playbooks', 'run', 'restart-component', '--component', id], 'editor@local');
        expect(out).toMatch(/^Restart component: run [0-9a-f-]{36} completed\nACTION +STATUS +ERROR\nrestart +completed\ncheck-health +completed$/);
        expect(code).toBe(0);
        const changes = await server.db.query<{ summary: string }>(
          `SELECT summary FROM config_changes WHERE config_id = $1 AND change_type = 'PlaybookRestart'`,
          [configId],
        );
        expect(changes.rows.map((r) => r.summary)).toEqual([expect.stringMatching(/ restarted: Routine restart$/)]);
      });
    });

    it('exits 1 when the run fails, and 1 when the server refuses a missing parameter', async () => {
      const failed = await cli(['playbooks', 'run', 'cli-broken', '--param', 'note=x']);
      expect(failed.out).toMatch(/^cli-broken: run [0-9a-f-]{36} failed/);
      expect(failed.code).toBe(1);
      const refused = await cli(['playbooks', 'run', 'cli-ping']);
      expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('note') });
    });
  });
});
