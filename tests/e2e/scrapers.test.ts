import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countCsvRecords, CSV_COUNT_START } from '../../core/shared/export/csv';
import { screenshot } from './support/browser';
import { shell } from './support/console';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const suite = signedInSuite(DEMO_PEOPLE.admin);

const jobsTable = (page: Page) => page.getByRole('grid', { name: 'Jobs History' });

async function runNow(page: Page) {
  await page.getByRole('button', { name: 'Run Now' }).click();
}

/** The Done-when: from an edited manifest to its change on screen, the demo scraper running every minute. */
const SCRAPE_WITHIN_MS = 70_000;
/** Catalog Changes narrowed to the demo scraper's Deployments (its items carry the tag cluster=demo-files). */
const DEMO_DEPLOYMENT_DIFFS = '/catalog/changes?changeType=diff&configTypes=Kubernetes::Deployment&tags=cluster%3Ddemo-files';

describe('when a newcomer edits a demo manifest on a fresh start', () => {
  it("sees the change with its diff in Catalog Changes, a SUCCESS run in Jobs History and the runs in the scraper's Job History tab, within 70 seconds and without Run Now", async () => {
    const { page } = suite.signedIn;
    // The scheduler scrapes a new scraper at once: that first run is what the edit is compared with.
    await page.goto('/catalog/scrapers');
    await page.getByRole('link', { name: 'demo-manifests' }).click();
    const history = page.getByRole('grid', { name: 'demo-manifests job history' });
    await expect
      .poll(async () => {
        // The tab reads its runs when the page opens: a newcomer waiting for the first scrape reloads.
        await page.reload();
        await page.getByRole('tab', { name: 'Job History' }).click();
        await history.or(page.getByText('No job runs in this range')).first().waitFor();
        return history.getByText('SUCCESS').count();
        // The first scrape comes among the start's other first runs (every check, every scraper): on a busy
        // machine it can take longer than the 70 s the walk measures, which starts at the edit.
      }, { timeout: 90_000, interval: 1_000 })
      .toBeGreaterThan(0);

    // Right after a run: the next one is a whole minute away, the longest a newcomer can wait.
    const file = join(suite.server.dataDir, 'scrape', 'kubernetes', 'deployments', 'payments.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('replicas: 2\n', 'replicas: 5\n'));
    const editedAt = Date.now();

    const changes = page.getByRole('grid', { name: 'Changes' });
    const payments = changes.getByRole('row').filter({ hasText: 'payments' });
    await expect
      .poll(async () => {
        await page.goto(DEMO_DEPLOYMENT_DIFFS);
        await changes.or(page.getByText('No changes in this time range')).first().waitFor();
        return payments.count();
      }, { timeout: SCRAPE_WITHIN_MS, interval: 1_000 })
      .toBeGreaterThan(0);
    expect(Date.now() - editedAt).toBeLessThan(SCRAPE_WITHIN_MS);
    await payments.first().getByRole('gridcell').nth(3).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Diff', { exact: true }).textContent()).toContain('replicas: 5');
    await screenshot(page, 'scraped-change-diff', SHOWCASE_DIR);

    await page.goto('/settings/jobs');
    await jobsTable(page).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'SUCCESS' });
    await page.getByLabel('Name', { exact: true }).selectOption({ label: 'ConfigScraper' });
    await jobsTable(page).getByRole('link', { name: 'demo-manifests' }).first().click();

    await page.waitForURL(/\/catalog\/scrapers\//);
    await page.getByRole('tab', { name: 'Job History' }).click();
    // The first scrape and the one that took the edit, at least.
    await expect.poll(() => history.getByText('SUCCESS').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    suite.signedIn.expectNoConsoleErrors();
  }, 240_000);
});

describe('when an operator runs the demo scraper and edits scrapers', () => {
  it('lists the demo scraper under the catalog, with its type and schedule', async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog/scrapers');
    await page.getByRole('link', { name: 'demo-manifests' }).waitFor();
    await screenshot(page, 'catalog-scrapers', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('runs the scraper now from its page, and its Job History tab shows the run', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('link', { name: 'demo-manifests' }).click();
    await page.getByRole('tab', { name: 'Spec', selected: true }).waitFor();
    await page.getByRole('region', { name: 'demo-manifests spec' }).getByText('paths', { exact: false }).first().waitFor();
    await screenshot(page, 'scraper-spec', SHOWCASE_DIR);
    await runNow(page);
    await page.getByText(/^demo-manifests: SUCCESS, 7 items, \d+ changes?$/).waitFor();
    await page.getByRole('tab', { name: 'Job History' }).click();
    await page.getByRole('grid', { name: 'demo-manifests job history' }).getByText('SUCCESS').first().waitFor();
    await screenshot(page, 'scraper-job-history', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('shows the scraper runs in Jobs History once successes are let in, with the time range picker', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/jobs');
    await jobsTable(page).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'SUCCESS' });
    await page.getByLabel('Name', { exact: true }).selectOption({ label: 'ConfigScraper' });
    await jobsTable(page).getByRole('link', { name: 'demo-manifests' }).first().waitFor();
    await page.getByRole('button', { name: 'Time range: Last 2 days' }).click();
    await page.getByRole('group', { name: 'Quick ranges' }).waitFor();
    await screenshot(page, 'jobs-history-time-range', SHOWCASE_DIR);
    await page.getByRole('button', { name: 'Today so far' }).click();
    await page.waitForURL(/timeRange=Today\+so\+far/);
    await jobsTable(page).getByRole('link', { name: 'demo-manifests' }).first().waitFor();
    await shell.colourModeButton(page).click();
    await screenshot(page, 'jobs-history-dark', SHOWCASE_DIR);
    await shell.colourModeButton(page).click();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('edits a scraper spec in Settings and refuses one without its required field', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/config_scrapers');
    await page.getByRole('button', { name: 'Add Catalog Scraper' }).click();
    const form = page.getByRole('dialog', { name: 'Add Catalog Scraper' });
    await form.getByLabel('Name').fill('e2e-http');
    const editor = form.locator('textarea[aria-label="Spec"]');
    await editor.waitFor({ state: 'attached' });
    await editor.focus();
    await page.keyboard.insertText('http: [{type: Thing, id: $.id}]');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('http[0].url: This field is required').waitFor();
    await screenshot(page, 'config-scraper-editor', SHOWCASE_DIR);
    await form.getByRole('button', { name: 'Cancel' }).click();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('downloads the filtered Jobs History as CSV, with as many rows as the list counts', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/jobs');
    await jobsTable(page).waitFor();
    const listed = page.waitForResponse((response) => response.url().includes('/api/db/job_histories') && response.url().includes('status=in.'));
    // SKIPPED runs (the scraper types that do not run here) come at start and then every 15 minutes or more,
    // so the list holds still between its count and the download; SUCCESS rows arrive every few seconds.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'SKIPPED' });
    const total = Number((await listed).headers()['content-range']?.split('/')[1]);
    expect(total).toBeGreaterThan(0);
    await jobsTable(page).getByText('SKIPPED').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('job_histories.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const { records } = countCsvRecords(csv, CSV_COUNT_START);
    expect(records - 1).toBe(total);
    expect(csv).not.toMatch(/,FAILED,/);
    await page.getByText(`Exported ${total} ${total === 1 ? 'row' : 'rows'}`).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });
});

