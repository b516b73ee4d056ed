import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, screenshotOnFailure, type WatchedPage } from './support/browser';
import { DEMO_PASSWORD, DEMO_PEOPLE, signIn, type RunningServer } from './support/server';
import { startSuite } from './support/suite';

/**
 * Issue 17: the first minutes after `npm start` on a fresh data directory, as a newcomer tries them: a
 * demo that moves, an agent that is online, an estate with several roots, a login page with a quiet
 * console, and a person's own check of localhost:8080 that goes to port 8080.
 */

interface SummaryCheck {
  id: string;
  name: string;
  last_runtime?: string;
}

let server: RunningServer;
let browser: Browser;
let admin: WatchedPage;
let startedAt: number;

const basic = `Basic ${Buffer.from(`${DEMO_PEOPLE.admin}:${DEMO_PASSWORD}`).toString('base64')}`;

async function summary(page: Page): Promise<SummaryCheck[]> {
  const response = await page.request.get('/api/canary/api/summary', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
}

beforeAll(async () => {
  ({ server, browser } = await startSuite());
  startedAt = Date.now();
  admin = await openPage(browser, server.url);
  await signIn(admin.page, DEMO_PEOPLE.admin);
});

afterAll(async () => {
  await admin?.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

screenshotOnFailure(() => admin?.page);

describe('when the demo has just started', () => {
  it('shows on /health a check that ran again within 90 seconds of the start', async () => {
    const { page } = admin;
    await page.goto('/health');
    await page.getByRole('grid', { name: 'Health checks' }).waitFor();
    let moved: SummaryCheck | undefined;
    while (!moved && Date.now() - startedAt < 90_000) {
      moved = (await summary(page)).find((c) => c.last_runtime !== undefined && Date.parse(c.last_runtime) > startedAt);
      if (!moved) await page.waitForTimeout(1_000);
    }
    expect(moved, 'a check with a run after the start').toBeDefined();
    await page.goto(`/health?checkId=${moved!.id}`);
    // The first time among the stats is Last Run's (uptime, counts, latencies and severity come before it).
    const lastRun = page.getByRole('dialog').getByLabel('Stats').locator('time').first();
    await lastRun.waitFor();
    expect(Date.parse((await lastRun.getAttribute('datetime'))!)).toBeGreaterThan(startedAt);
    admin.expectNoConsoleErrors();
  });

  it('lists the built-in agent local as online, with one demo agent online and one that stopped reporting', async () => {
    const { page } = admin;
    await page.goto('/settings/agents');
    // A name cell may carry a note after the name ('local this instance').
    const rowOf = (name: string) =>
      page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ has: page.getByRole('gridcell', { name: new RegExp(`^${name}( |$)`) }) });
    await rowOf('local').waitFor();
    expect(await rowOf('local').textContent()).toContain('online');
    expect(await rowOf('edge-eu-west').textContent()).toContain('online');
    expect(await rowOf('edge-us-east').textContent()).toContain('offline');
    admin.expectNoConsoleErrors();
  });

  it('shows at least three root cards on /topology, with health of every kind', async () => {
    const { page } = admin;
    await page.goto('/topology');
    const cards = page.getByRole('list', { name: 'Components' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const statuses = await cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['healthy', 'warning', 'unhealthy']));
    await screenshot(page, 'first-minutes-topology');
    admin.expectNoConsoleErrors();
  });
});

describe("when a person's canary checks http://localhost:8080/x and the console runs on another port", () => {
  let listener: Server;
  const received: IncomingMessage[] = [];

  beforeAll(async () => {
    expect(new URL(server.url).port).not.toBe('8080');
    listener = createServer((request, response) => {
      received.push(request);
      response.end('mine');
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', (error: NodeJS.ErrnoException) =>
        reject(new Error(error.code === 'EADDRINUSE' ? 'Port 8080 on 127.0.0.1 is taken by another program; this test listens there' : error.message)),
      );
      listener.listen(8080, '127.0.0.1', resolve);
    });
  });
  afterAll(async () => {
    listener?.closeAllConnections();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('reaches the listener on 127.0.0.1:8080, and /health shows the check passing', async () => {
    const created = await fetch(`${server.url}/api/db/canaries`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ name: 'my-service', namespace: 'default', spec: { schedule: '@every 1m', http: [{ name: 'my service', url: 'http://localhost:8080/x' }] } }),
    });
    expect(created.status).toBe(201);
    await expect.poll(() => received.map((r) => r.url), { timeout: 60_000, interval: 500 }).toContain('/x');

    const { page } = admin;
    await page.goto('/health');
    await page.getByRole('searchbox', { name: 'Search checks' }).fill('my service');
    // The only check the search finds is passing (and so hidden by Hide Passing, which is on).
    await page.getByText('1 passing', { exact: true }).waitFor();
    await page.getByText('0 failing', { exact: true }).waitFor();
    admin.expectNoConsoleErrors();
  });
});

describe('when a newcomer opens the console without signing in', () => {
  it('lands on the login page, and the registration and recovery pages, with an empty browser console', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (message) => seen.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
      await page.locator('input[name="identifier"]').waitFor();
      for (const path of ['/registration', '/recovery']) {
        await page.goto(path);
        await page.locator('form input[name="csrf_token"]').waitFor({ state: 'attached' });
      }
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
