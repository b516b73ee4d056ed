import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { expectToast } from './support/console';
import { apiJson, attachToFirstIncident } from './support/incident-link';
import { DEMO_PEOPLE, signIn } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');

const suite = signedInSuite(DEMO_PEOPLE.admin);

interface SummaryCheck {
  id: string;
  name: string;
  type: string;
  status: string;
}

/** A demo check that fails for certain (a DNS name the local DNS server does not know), not by a latency threshold. */
const surelyFailing = (checks: SummaryCheck[]) =>
  checks.find((c) => c.status !== 'healthy' && c.type === 'dns') ?? checks.find((c) => c.status !== 'healthy')!;

const summary = async (page: Page) => {
  const response = await page.request.get('/api/canary/api/summary', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
};


const table = (page: Page) => page.getByRole('grid', { name: 'Health checks' });
const runsTotal = async (dialog: ReturnType<Page['getByRole']>) => {
  const text = (await dialog.getByText(/ of \d+ runs$/).textContent()) ?? '';
  return Number(/of (\d+) runs/.exec(text)?.[1] ?? Number.NaN);
};

describe('when the admin opens /health on a fresh server', () => {
  it('shows the live failing checks and the passing and failing counts', async () => {
    const { page } = suite.signedIn;
    // Demo checks run every 30 s and may change status at any moment: count what the page itself was given.
    const [given] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/canary/api/summary'),
      page.goto('/health'),
    ]);
    await table(page).waitFor();
    const checks = ((await given.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
    const failing = checks.filter((c) => c.status !== 'healthy').length;
    expect(failing).toBeGreaterThan(0);
    await page.getByText(`${checks.length - failing} passing`, { exact: true }).waitFor();
    await page.getByText(`${failing} failing`, { exact: true }).waitFor();
    for (const column of ['Checks', 'Health', 'Uptime', 'Latency', 'Transition']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await page.title()).toBe('Health | Mission Control');
    await screenshot(page, 'health-light', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('runs a failing check now and shows the new failed run in History', async () => {
    const { page } = suite.signedIn;
    const failing = surelyFailing(await summary(page));
    await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });
    await page.getByRole('searchbox', { name: 'Search checks' }).fill(failing.name);
    const row = table(page).getByRole('row').filter({ hasText: failing.name }).first();
    await row.waitFor();
    await row.getByText(failing.name, { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('checkId') === failing.id);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid', { name: 'Run history' }).waitFor();
    await expect.poll(() => runsTotal(dialog)).toBeGreaterThan(0);
    const before = await runsTotal(dialog);
    const clickedAt = Date.now();

    await dialog.getByRole('button', { name: 'Run Now' }).click();
    await expectToast(page, 'Check ran: failed');
    await expect.poll(() => runsTotal(dialog)).toBeGreaterThan(before);
    const newest = (await dialog.getByRole('grid', { name: 'Run history' }).getByRole('row').nth(1).textContent()) ?? '';
    const time = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/.exec(newest)?.[1];
    expect(new Date(`${time}Z`).getTime()).toBeGreaterThanOrEqual(Math.floor(clickedAt / 1000) * 1000 - 1000);
    await screenshot(page, 'health-check-detail-light', SHOWCASE_DIR);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('checkId') && url.searchParams.get('timeRange') === '1h');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('marks the deployment right before a demo check started failing on its Health Overview, and links to it', async () => {
    const { page } = suite.signedIn;
    const [change] = await apiJson<{ config_id: string; summary: string; name: string }[]>(
      page, '/api/db/catalog_changes?select=config_id,summary,name&change_type=eq.Deployment&source=eq.demo',
    );
    expect(change, 'the demo deployment before a failure').toBeDefined();
    const [related] = await apiJson<{ check_id: string }[]>(page, `/api/db/check_config_relationships?select=check_id&config_id=eq.${change!.config_id}`);
    await page.goto(`/health?checkId=${related!.check_id}&timeRange=1d`);
    const dialog = page.getByRole('dialog');
    // A short window shows the chart in a Graph tab rather than above the tabs.
    await dialog.getByRole('grid', { name: 'Run history' }).waitFor();
    const graphTab = dialog.getByRole('tab', { name: 'Graph' });
    if (await graphTab.count()) await graphTab.click();
    const marks = dialog.getByRole('list', { name: 'Related changes' });
    const link = marks.getByRole('link', { name: `Deployment on ${change!.name}` });
    // The hover card opens after its delay: the pointer rests on the link until it shows.
    await expect
      .poll(async () => {
        await link.hover();
        return page.getByText(change!.summary).isVisible();
      }, { timeout: 20_000, interval: 1_000 })
      .toBe(true);
    await screenshot(page, 'health-chart-related-change', SHOWCASE_DIR);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/catalog/${change!.config_id}/changes`);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('refuses a duration filter that is neither ms nor s with the spec text', async () => {
    const { page } = suite.signedIn;
    const failing = (await summary(page)).find((c) => c.status !== 'healthy')!;
    await page.goto(`/health?checkId=${failing.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid', { name: 'Run history' }).waitFor();
    const duration = dialog.getByRole('combobox', { name: 'Duration' });
    await duration.fill('5m');
    await duration.press('Enter');
    await dialog.getByText('duration is allowed only in milli seconds & seconds', { exact: true }).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('links a check to an existing incident from its detail, and the incident lists it as evidence', async () => {
    const { page } = suite.signedIn;
    const failing = surelyFailing(await summary(page));
    await page.goto(`/health?checkId=${failing.id}`);
    const detail = page.getByRole('dialog').filter({ has: page.getByRole('grid', { name: 'Run history' }) });
    await detail.getByRole('grid', { name: 'Run history' }).waitFor();
    await detail.getByRole('button', { name: 'Link to Incident' }).click();

    const incidentId = await attachToFirstIncident(page);
    const hypotheses = await apiJson<{ id: string }[]>(page, `/api/db/hypotheses?incident_id=eq.${incidentId}&select=id`);
    const evidences = (
      await apiJson<{ type: string; description: string; hypothesis_id: string }[]>(
        page,
        `/api/db/evidences?check_id=eq.${failing.id}&select=type,description,hypothesis_id`,
      )
    ).filter((e) => hypotheses.some((h) => h.id === e.hypothesis_id));
    expect(evidences.map((e) => [e.type, e.description])).toEqual([['check', failing.name]]);

    await page.goto(`/incidents/${incidentId}`);
    await page.getByRole('article', { name: `Evidence ${failing.name}` }).first().waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('disables the short refresh rates at a week-long range', async () => {
    const { page } = suite.signedIn;
    await page.goto('/health?timeRange=1w');
    await table(page).waitFor();
    const refresh = page.getByRole('combobox', { name: 'Refresh' });
    const disabled = await refresh.locator('option').evaluateAll((options) =>
      options.filter((o) => (o as HTMLOptionElement).disabled).map((o) => o.textContent),
    );
    expect(disabled).toEqual(['15 seconds', '30 seconds', '2 minutes', '3 minutes']);
    suite.signedIn.expectNoConsoleErrors();
  });
});

describe('in dark mode', () => {
  it('renders the dashboard without errors', async () => {
    const dark = await openPage(suite.browser, suite.server.url, { colorScheme: 'dark' });
    try {
      await signIn(dark.page, DEMO_PEOPLE.viewer);
      await dark.page.goto('/health');
      await table(dark.page).waitFor();
      await screenshot(dark.page, 'health-dark', SHOWCASE_DIR);
      // A viewer may read checks but not run them or attach them to incidents.
      const check = surelyFailing(await summary(dark.page));
      await dark.page.goto(`/health?checkId=${check.id}`);
      const dialog = dark.page.getByRole('dialog');
      await dialog.getByRole('grid', { name: 'Run history' }).waitFor();
      await dialog.getByText('Edit', { exact: true }).waitFor();
      await screenshot(dark.page, 'health-check-detail-dark', SHOWCASE_DIR);
      expect(await dialog.getByRole('button', { name: 'Run Now' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Link to Incident' }).count()).toBe(0);
      dark.expectNoConsoleErrors();
    } finally {
      await dark.close();
    }
  });
});
