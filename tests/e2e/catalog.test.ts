import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countCsvRecords, CSV_COUNT_START } from '../../core/shared/export/csv';
import { openPage, screenshot } from './support/browser';
import { apiJson, attachToFirstIncident } from './support/incident-link';
import { DEMO_PEOPLE, signIn } from './support/server';
import { signedInSuite } from './support/suite';

const suite = signedInSuite(DEMO_PEOPLE.admin);

const catalogGrid = (page: Page) => page.getByRole('grid', { name: 'Catalog' });


describe('when someone walks the catalog', () => {
  it('shows the summary by provider then type, and a type line narrows it to that type', async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog');
    const grid = catalogGrid(page);
    await grid.waitFor();
    for (const column of ['Name', 'Changes', 'Health', 'Insights', 'Cost (30d)', 'Created', 'Updated']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await grid.getByRole('row').filter({ hasText: 'AWS::EC2::Instance' }).first().waitFor();
    await screenshot(page, 'catalog summary');
    await grid.getByRole('row').filter({ hasText: 'AWS::EC2::Instance' }).first().getByRole('gridcell').first().click();
    await page.waitForURL(/configType=AWS%3A%3AEC2%3A%3AInstance/);
    await page.getByRole('columnheader', { name: 'Status', exact: true }).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('searches 400 ms after the last keystroke and keeps the search in the URL', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('searchbox', { name: 'Search for configs' }).fill('a');
    await page.waitForURL(/search=a/);
    await screenshot(page, 'catalog list');
  });

  it('groups the list by a tag, a heading across the row above each group', async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog?search=a');
    await page.getByRole('button', { name: /^Group by/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'namespace__tag' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/groupBy=namespace__tag/);
    const headings = catalogGrid(page).getByRole('heading', { name: /^namespace: / });
    await headings.first().waitFor();
    await screenshot(page, 'catalog list grouped');
    // A heading opens nothing: the list stays where it is.
    await headings.first().click();
    expect(new URL(page.url()).pathname).toBe('/catalog');
    await page.getByRole('button', { name: /^Group by/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'namespace__tag' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('groupBy'));
    await expect.poll(() => headings.count(), { timeout: 10_000 }).toBe(0);
    // R002-9-07: some 20 rows in view and 20 more drawn below them (the grid alone keeps 4), plus the header.
    await expect.poll(() => catalogGrid(page).getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(41);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('opens a config on its page, selects lines into the URL and links them to an incident as evidence', async () => {
    const { page } = suite.signedIn;
    await catalogGrid(page).getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.waitForURL(/\/catalog\/[0-9a-f-]{36}$/);
    const configId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'YAML' }).click();
    await page.getByRole('button', { name: 'Line 2', exact: true }).click();
    await page.getByRole('button', { name: 'Line 3', exact: true }).click();
    await page.waitForURL(/selected=2%2C3/);
    await page.getByText('Type', { exact: true }).waitFor();
    await screenshot(page, 'catalog config');

    await page.getByRole('button', { name: 'Link to Incident' }).click();
    const incidentId = await attachToFirstIncident(page);
    // The selection is cleared once the lines are evidence.
    await page.waitForURL((url) => !url.searchParams.has('selected'));

    const hypotheses = await apiJson<{ id: string }[]>(page, `/api/db/hypotheses?incident_id=eq.${incidentId}&select=id`);
    const evidences = (
      await apiJson<{ type: string; description: string; hypothesis_id: string; evidence: { selected_lines?: Record<string, string> } }[]>(
        page,
        `/api/db/evidences?config_id=eq.${configId}&select=type,description,hypothesis_id,evidence`,
      )
    ).filter((evidence) => hypotheses.some((hypothesis) => hypothesis.id === evidence.hypothesis_id));
    expect(evidences).toHaveLength(1);
    expect(evidences[0]!.type).toBe('config');
    expect(Object.keys(evidences[0]!.evidence.selected_lines ?? {})).toEqual(['2', '3']);

    await page.goto(`/incidents/${incidentId}`);
    await page.getByRole('article', { name: `Evidence ${evidences[0]!.description}` }).first().waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it("draws a config's relationships as a table and as a graph", async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog?configType=AWS::EC2::Instance');
    await catalogGrid(page).getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.waitForURL(/\/catalog\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: /^Relationships/ }).click();
    // The demo's instances are reached from their subnets and account: their links are incoming.
    await page.getByText('Incoming', { exact: true }).click();
    await page.getByText('Soft', { exact: true }).click();
    await page.getByRole('grid', { name: 'Relationships' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Graph', exact: true }).click();
    await page.getByRole('img', { name: 'Relationship graph' }).locator('canvas').first().waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'catalog relationship graph');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('downloads the filtered flat list as CSV, with as many rows as the list counts', async () => {
    const { page } = suite.signedIn;
    const listed = page.waitForResponse((response) => response.url().includes('/api/db/configs') && response.url().includes('type=eq.'));
    await page.goto('/catalog?configType=Kubernetes::Pod');
    const total = Number((await listed).headers()['content-range']?.split('/')[1]);
    expect(total).toBeGreaterThan(0);
    await catalogGrid(page).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('configs.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(countCsvRecords(csv, CSV_COUNT_START).records - 1).toBe(total);
    expect(csv.split('\r\n').slice(1, -1).every((line) => line.includes(',Kubernetes::Pod,'))).toBe(true);
    await page.getByText(`Exported ${total} ${total === 1 ? 'row' : 'rows'}`).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it("opens a change of the catalog's history and reads its diff", async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog/changes?range=30d&changeType=diff');
    const changes = page.getByRole('grid', { name: 'Changes' });
    await changes.getByRole('row').nth(1).waitFor();
    await changes.getByRole('row').nth(1).getByRole('gridcell').nth(3).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Diff', { exact: true }).waitFor();
    await screenshot(page, 'catalog change diff');
    await dialog.getByRole('button', { name: 'Unified' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('lists the insights and opens one in its panel', async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog/insights');
    const insights = page.getByRole('grid', { name: 'Insights' });
    await insights.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'catalog insight');
    suite.signedIn.expectNoConsoleErrors();
  });

  it("says 'Details not found' for a config that does not exist", async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog/00000000-0000-4000-8000-00000000dead');
    await page.getByText('Details not found', { exact: true }).waitFor();
  });

  it('reads in dark mode', async () => {
    const dark = await openPage(suite.browser, suite.server.url, { colorScheme: 'dark' });
    try {
      await signIn(dark.page, DEMO_PEOPLE.viewer);
      await dark.page.goto('/catalog');
      await catalogGrid(dark.page).getByRole('row').filter({ hasText: 'AWS::EC2::Instance' }).first().waitFor();
      await screenshot(dark.page, 'catalog summary dark');
      await dark.page.goto('/catalog?configType=Kubernetes::Pod');
      await catalogGrid(dark.page).getByRole('row').nth(1).getByRole('gridcell').first().click();
      await dark.page.getByRole('button', { name: 'Line 2', exact: true }).waitFor();
      await screenshot(dark.page, 'catalog config dark');
    } finally {
      await dark.close();
    }
  });
});
