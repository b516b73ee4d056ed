import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { parseServerUrl, startServer } from './support/server';

describe('the server harness', () => {
  describe('when a banner names the URL', () => {
    it('finds the first loopback URL and makes a wildcard address reachable', () => {
      expect(parseServerUrl('Docs: https://docs.example.invalid\nConsole: http://localhost:4123/\n')).toBe('http://localhost:4123');
      expect(parseServerUrl('listening on http://0.0.0.0:8080')).toBe('http://127.0.0.1:8080');
      expect(parseServerUrl('starting...')).toBeUndefined();
    });
  });

  describe('when the server starts', () => {
    it('waits for its URL and health, then stops it and removes its data dir', async () => {
      const server = await startServer({ entry: 'tests/e2e/support/banner-server.ts' });
      expect(await (await fetch(`${server.url}/health`)).text()).toBe('OK');
      expect(existsSync(server.dataDir)).toBe(true);
      await server.stop();
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
      expect(existsSync(server.dataDir)).toBe(false);
    });
  });

  describe('when the server exits before printing its URL', () => {
    it('fails with what the server printed', async () => {
      await expect(
        startServer({ entry: 'tests/e2e/support/banner-server.ts', env: { BANNER_SERVER_FAIL: 'locked by another server' } }),
      ).rejects.toThrow(/exited \(3\)[\s\S]*locked by another server/);
    });
  });
});

describe('the watched page', () => {
  let browser: Browser;
  let site: Server;
  let url: string;

  beforeAll(async () => {
    site = createServer((request, response) => {
      const status = request.url === '/unauthorized' ? 401 : request.url === '/broken' ? 500 : 200;
      response.writeHead(status, { 'content-type': request.url === '/' ? 'text/html' : 'application/json' });
      response.end(request.url === '/' ? '<link rel="icon" href="data:,"><h1>ok</h1>' : '{}');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  describe('when the page logs an error', () => {
    it('reports it and the check fails', async () => {
      const watched = await openPage(browser, url);
      await watched.page.goto('/');
      await watched.page.evaluate(() => console.error('something broke'));
      expect(watched.problems().map((p) => p.text)).toContain('something broke');
      expect(() => watched.expectNoConsoleErrors()).toThrow(/something broke/);
      await watched.close();
    });
  });

  describe('when an API call answers 401', () => {
    it('is accepted as handled, while a 500 is reported', async () => {
      const watched = await openPage(browser, url);
      await watched.page.goto('/');
      await watched.page.evaluate(() => fetch('/unauthorized'));
      watched.expectNoConsoleErrors();
      await watched.page.evaluate(() => fetch('/broken'));
      await expect.poll(() => watched.problems().map((p) => p.kind)).toContain('response');
      expect(() => watched.expectNoConsoleErrors()).toThrow(/500/);
      await watched.close();
    });
  });

  describe('when a script throws', () => {
    it('reports the uncaught error', async () => {
      const watched = await openPage(browser, url);
      await watched.page.goto('/');
      await watched.page.evaluate(() => setTimeout(() => { throw new Error('uncaught in page'); }));
      await expect.poll(() => watched.problems().map((p) => p.kind)).toContain('pageerror');
      await watched.close();
    });
  });
});
