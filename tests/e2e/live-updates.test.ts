import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from './support/api';
import { DEMO_PEOPLE, signIn } from './support/server';
import { pagesSuite } from './support/suite';

// Issue 22's "done when": screens move when the world does, through the stream (GET /api/events), not by polling.
const suite = pagesSuite();
const api = adminApi(() => suite.server.url);

/** The requests a page makes from now on, but the stream's own. */
function recordRequests(page: Page): { readonly paths: () => string[] } {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') seen.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  return { paths: () => [...seen] };
}

async function signedIn(email: string) {
  const watched = await suite.open();
  await signIn(watched.page, email);
  return watched;
}

/** The top bar says the stream is open (it follows the same stream as the screens). */
const streamOpen = (page: Page) => page.locator('[role="status"][data-status="live"]').waitFor();

describe('when two responders work one incident', () => {
  it("shows one's comment in the other's browser within a second, without reading the incident again", async () => {
    const [incident] = await api<{ id: string }[]>('POST', '/api/db/incidents', {
      title: 'Checkout latency after cache flush', severity: 'High', type: 'availability', status: 'open',
    });
    await api('POST', '/api/db/hypotheses', { incident_id: incident!.id, type: 'root', title: 'Checkout latency after cache flush', status: 'possible' });
    const writer = await signedIn(DEMO_PEOPLE.commander);
    const reader = await signedIn(DEMO_PEOPLE.responder);
    for (const { page } of [writer, reader]) {
      await page.goto(`/incidents/${incident!.id}`);
      await page.getByRole('button', { name: 'Incident title: Checkout latency after cache flush' }).waitFor();
      await streamOpen(page);
    }
    const readerRequests = recordRequests(reader.page);

    const text = 'Cache warmed again, latency back under 200 ms';
    await writer.page.getByRole('textbox', { name: 'Comment' }).fill(text);
    await writer.page.getByRole('button', { name: 'Send' }).click();
    await writer.page.getByRole('article', { name: 'Comment' }).filter({ hasText: text }).waitFor();
    // Stored once the writer's page shows it: the reader's page has a second to show it too.
    await reader.page.getByRole('article', { name: 'Comment' }).filter({ hasText: text }).waitFor({ timeout: 1_000 });

    const incidentReads = readerRequests.paths().filter((path) => /\/api\/db\/(incidents|hypotheses|comments|evidences|responders)\b/.test(path));
    expect(incidentReads).toEqual([]);
    writer.expectNoConsoleErrors();
    reader.expectNoConsoleErrors();
  });
});

interface SummaryCheck {
  id: string;
  name: string;
  type: string;
  status: string;
}

describe('when a check runs while /health is open with no refresh', () => {
  it('moves the check in the list through the stream, not by polling', async () => {
    const { checks_summary: checks } = await api<{ checks_summary: SummaryCheck[] }>('GET', '/api/canary/api/summary');
    const check = checks.find((c) => c.type === 'dns' && c.status === 'healthy');
    expect(check, 'a passing DNS check of the demo').toBeDefined();
    const watched = await signedIn(DEMO_PEOPLE.admin);
    const { page } = watched;
    await page.goto(`/health?hidePassing=false&query=${encodeURIComponent(check!.name)}`);
    await page.getByRole('combobox', { name: 'Refresh' }).selectOption({ label: 'None' });
    await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });
    const row = page.getByRole('grid', { name: 'Health checks' }).getByRole('row').filter({ hasText: check!.name }).first();
    await row.getByText('healthy', { exact: true }).waitFor();
    await streamOpen(page);
    const requests = recordRequests(page);

    // Another operator's script: the check now asks for a name nobody resolves, and is run at once.
    const [stored] = await api<{ spec: Record<string, unknown> }[]>('GET', `/api/db/checks?id=eq.${check!.id}&select=spec`);
    await api('PATCH', `/api/db/checks?id=eq.${check!.id}`, { spec: { ...stored!.spec, query: 'legacy-billing.acme.local' } });
    const ran = await api<{ pass: boolean }>('POST', `/api/canary/run/check/${check!.id}`);
    expect(ran.pass).toBe(false);

    await row.getByText('unhealthy', { exact: true }).waitFor({ timeout: 5_000 });
    expect(requests.paths().filter((path) => path.includes('/canary/api/summary'))).toEqual([]);
    watched.expectNoConsoleErrors();
  });
});

describe("when a component's health changes while its topology is open", () => {
  it('recolours its card through the stream, without reading the topology again', async () => {
    const [child] = await api<{ id: string; name: string; text: string | null; parent_id: string }[]>(
      'GET',
      '/api/db/components?select=id,name,text,parent_id&parent_id=not.is.null&deleted_at=is.null&hidden=eq.false&status=eq.healthy&order=name&limit=1',
    );
    expect(child, 'a healthy child component of the demo').toBeDefined();
    const watched = await signedIn(DEMO_PEOPLE.admin);
    const { page } = watched;
    await page.goto(`/topology/${child!.parent_id}`);
    const card = (status: string) => page.locator(`article[aria-label="${child!.text || child!.name}"][data-status="${status}"]`).first();
    await card('healthy').waitFor();
    await streamOpen(page);
    const requests = recordRequests(page);

    await api('PATCH', `/api/db/components?id=eq.${child!.id}`, { status: 'unhealthy', health: 'unhealthy', status_reason: 'OOMKilled' });

    await card('unhealthy').waitFor({ timeout: 5_000 });
    expect(requests.paths().filter((path) => path.includes('/topology'))).toEqual([]);
    watched.expectNoConsoleErrors();
  });
});
