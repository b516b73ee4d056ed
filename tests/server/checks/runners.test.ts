import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackDns, type LoopbackDns } from '../../../server/checks/dns-server';
import { runCheck } from '../../../server/checks/run-check';
import { EXEC_DISABLED, EXEC_NOT_ADMIN } from '../../../server/checks/runners/exec';
import { ICMP_UNSUPPORTED } from '../../../server/checks/runners/icmp';

let http: Server;
let base: string;
let port: number;
let dns: LoopbackDns;
let seen: { method?: string; header?: string; body: string }[] = [];

/** A port on 127.0.0.1 nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  http = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, header: req.headers['x-probe'] as string | undefined, body });
      if (req.url === '/hang') return; // never answers
      if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 150);
        return;
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(req.url === '/health' ? 'OK all good' : 'something else');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  dns = await startLoopbackDns({ port: 0 });
});

afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await dns.close();
});

describe('HTTP checks', () => {
  it('pass when the code and content are as expected', async () => {
    const result = await runCheck('http', { url: `${base}/health`, responseCodes: [200], responseContent: 'all good' });
    expect(result).toMatchObject({ pass: true, invalid: false, message: 'HTTP 200 OK', error: '' });
    expect(result.details).toMatchObject({ code: 200 });
  });

  it('send the method, headers and body of the spec', async () => {
    seen = [];
    await runCheck('http', { url: `${base}/health`, method: 'POST', headers: [{ name: 'X-Probe', value: 'yes' }], body: '{"a":1}' });
    expect(seen).toEqual([{ method: 'POST', header: 'yes', body: '{"a":1}' }]);
  });

  it('fail on an unexpected response code', async () => {
    const result = await runCheck('http', { url: `${base}/missing`, responseCodes: [200] });
    expect(result).toMatchObject({ pass: false, error: 'response code 404 is not one of the expected codes (200)' });
  });

  it('fail when the content is missing', async () => {
    const result = await runCheck('http', { url: `${base}/other`, responseContent: 'all good' });
    expect(result).toMatchObject({ pass: false, error: 'response does not contain "all good"' });
  });

  it('fail when slower than the threshold', async () => {
    const result = await runCheck('http', { url: `${base}/slow`, thresholdMillis: 50 });
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/^response time exceeded threshold 50ms/);
  });

  it('are cut at their timeout when the target hangs', async () => {
    const result = await runCheck('http', { url: `${base}/hang`, timeout: 300 });
    expect(result).toMatchObject({ pass: false, error: 'timed out after 300ms' });
    expect(result.duration).toBeGreaterThanOrEqual(290);
  });

  it('fail with the reason when nothing listens', async () => {
    const closed = await closedPort();
    const result = await runCheck('http', { url: `http://127.0.0.1:${closed}/health` });
    expect(result.pass).toBe(false);
    expect(result.error).toContain('ECONNREFUSED');
  });

  it('reach the address they name, localhost included, with nothing rewritten', async () => {
    seen = [];
    const url = `http://localhost:${port}/x`;
    const result = await runCheck('http', { url });
    expect(result).toMatchObject({ pass: true, details: { url } });
    expect(seen).toHaveLength(1);
  });

  it('are invalid when the spec is malformed', async () => {
    const result = await runCheck('http', { url: 'not a url' });
    expect(result).toMatchObject({ pass: false, invalid: true, error: 'invalid spec: http.url: must be an absolute http or https URL' });
  });
});

describe('TCP checks', () => {
  it('pass when the port accepts a connection', async () => {
    const result = await runCheck('tcp', { endpoint: `127.0.0.1:${port}` });
    expect(result).toMatchObject({ pass: true, message: `connected to 127.0.0.1:${port}` });
  });

  it('fail when the port is closed', async () => {
    const closed = await closedPort();
    const result = await runCheck('tcp', { endpoint: `127.0.0.1:${closed}` });
    expect(result.pass).toBe(false);
    expect(result.error).toBe(`dial tcp 127.0.0.1:${closed}: connect ECONNREFUSED 127.0.0.1:${closed}`);
  });
});

describe('DNS checks against the loopback DNS server', () => {
  const spec = (extra: Record<string, unknown>) => ({ server: '127.0.0.1', port: dns.port, ...extra });

  it('resolve A, AAAA and TXT records of the demo zone', async () => {
    expect(await runCheck('dns', spec({ query: 'api.demo.local', querytype: 'A', exactreply: ['127.0.0.1'] }))).toMatchObject({
      pass: true,
      message: 'api.demo.local: 1 record',
    });
    expect(await runCheck('dns', spec({ query: 'api.demo.local', querytype: 'AAAA', exactreply: ['::1'] }))).toMatchObject({ pass: true });
    const txt = await runCheck('dns', spec({ query: 'api.demo.local', querytype: 'TXT', minrecords: 2 }));
    expect(txt.pass).toBe(true);
    expect((txt.details?.records as string[]).sort()).toEqual(['owner=platform', 'service=api']);
  });

  it('answer the seeded cluster names', async () => {
    expect(await runCheck('dns', spec({ query: 'checkout.shop.svc.cluster.local', minrecords: 1 }))).toMatchObject({ pass: true });
  });

  it('fail on a name that does not exist', async () => {
    const result = await runCheck('dns', spec({ query: 'legacy-billing.acme.local' }));
    expect(result).toMatchObject({ pass: false, error: `lookup legacy-billing.acme.local (A) on 127.0.0.1:${dns.port}: no such host` });
  });

  it('fail when the reply differs from exactreply or has too few records', async () => {
    const exact = await runCheck('dns', spec({ query: 'api.demo.local', exactreply: ['10.0.0.1'] }));
    expect(exact).toMatchObject({ pass: false, error: 'got [127.0.0.1], expected exactly [10.0.0.1]' });
    const few = await runCheck('dns', spec({ query: 'db.demo.local', minrecords: 3 }));
    expect(few).toMatchObject({ pass: false, error: 'got 1 record(s), expected at least 3' });
  });

  it('ask the port they name, not the port the demo DNS server has', async () => {
    const closed = await closedPort();
    const result = await runCheck('dns', { server: '127.0.0.1', port: closed, query: 'api.demo.local' }, { timeoutMs: 1_000 });
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(new RegExp(`on 127\\.0\\.0\\.1:${closed}: |timed out`));
  });
});

describe('ICMP checks', () => {
  it('answer that ICMP is not supported here', async () => {
    expect(await runCheck('icmp', { endpoint: '127.0.0.1' })).toMatchObject({ pass: false, invalid: true, error: ICMP_UNSUPPORTED });
  });
});

describe('exec checks', () => {
  it('are refused unless EXEC_ENABLED', async () => {
    expect(await runCheck('exec', { script: 'echo hi' }, { savedByAdmin: true })).toMatchObject({ pass: false, error: EXEC_DISABLED });
  });
  it('are refused when the spec was not saved by an admin', async () => {
    expect(await runCheck('exec', { script: 'echo hi' }, { execEnabled: true })).toMatchObject({ pass: false, error: EXEC_NOT_ADMIN });
  });
  it('run and report the exit code when allowed', async () => {
    const allowed = { execEnabled: true, savedByAdmin: true };
    expect(await runCheck('exec', { script: 'echo hi' }, allowed)).toMatchObject({ pass: true, message: 'hi' });
    expect(await runCheck('exec', { script: 'echo broken >&2; exit 3' }, allowed)).toMatchObject({ pass: false, error: 'script exited with code 3: broken' });
  });
  it('are killed at their timeout', async () => {
    const result = await runCheck('exec', { script: 'sleep 5', timeout: 200 }, { execEnabled: true, savedByAdmin: true });
    expect(result).toMatchObject({ pass: false, error: 'timed out after 200ms' });
  });
});

describe('when the check type is not run here', () => {
  it('is an invalid result, not an exception', async () => {
    expect(await runCheck('kubernetes', {})).toMatchObject({ pass: false, invalid: true, error: 'kubernetes checks are not run by this server' });
  });
});
