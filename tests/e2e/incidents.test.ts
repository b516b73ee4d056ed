import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, screenshotOnFailure, type WatchedPage } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PEOPLE, signIn, type RunningServer } from './support/server';
import { adminApi } from './support/api';
import { countCsvRecords, CSV_COUNT_START } from '../../core/shared/export/csv';
import { startSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const TITLE = 'Checkout 5xx after pricing rollout';
const TEAM = 'SRE On-call';

let server: RunningServer;
let browser: Browser;
let commander: WatchedPage;
let current: Page | undefined;
let component: { id: string; name: string };
let incidentId: string;

const api = adminApi(() => server.url);

const changelogTypes = (page: Page) => page.getByRole('list', { name: 'Changelog' }).textContent();

beforeAll(async () => {
  ({ server, browser } = await startSuite());
  // The demo teams have no responder configuration: the SRE team answers by email, with a templated subject.
  await api('PATCH', `/api/db/teams?name=eq.${encodeURIComponent(TEAM)}`, {
    spec: { responder_clients: { email: { values: { to: 'sre@acme.local' }, defaults: { subject: '{{incident.incident_id}}: {{incident.title}} is {{incident.status}}' } } } },
  });
  [component] = await api<{ id: string; name: string }[]>('GET', '/api/db/components?select=id,name&deleted_at=is.null&order=name&limit=1');
  commander = await openPage(browser, server.url);
  current = commander.page;
  await signIn(commander.page, DEMO_PEOPLE.commander);
}, 300_000);

afterAll(async () => {
  await commander?.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

screenshotOnFailure(() => current);

describe('when a commander runs an incident from start to finish', () => {
  it('creates the incident from the list and lands on its page', async () => {
    const { page } = commander;
    await page.goto('/incidents');
    await page.getByRole('heading', { name: 'Incidents' }).first().waitFor();
    for (const column of ['Id', 'Type', 'Severity', 'Status', 'Name', 'Age', 'Responders']) {
      await page.getByRole('columnheader', { name: column, exact: true }).or(page.getByText('There are no incidents matching this criteria.')).first().waitFor();
    }
    await page.getByRole('button', { name: 'Create New Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('This field is required').first().waitFor();
    await dialog.getByLabel('Title').fill(TITLE);
    expect(await dialog.getByLabel('Severity').inputValue()).toBe('low');
    expect(await dialog.getByLabel('Type').inputValue()).toBe('availability');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}$/);
    incidentId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: `Incident title: ${TITLE}` }).waitFor();
    await page.getByRole('region', { name: `root ${TITLE}` }).or(page.locator(`section[aria-label="root ${TITLE}"]`)).first().waitFor();
    commander.expectNoConsoleErrors();
  });

  it('adds a factor under the root and a solution under the factor', async () => {
    const { page } = commander;
    await page.getByRole('button', { name: 'Add factor' }).first().click();
    const factor = page.getByRole('dialog', { name: 'Create factor' });
    await factor.getByPlaceholder('Type name').fill('Pricing engine 2.14.3 returns 500s');
    await factor.getByRole('button', { name: 'Create' }).click();
    await factor.waitFor({ state: 'hidden' });
    const factorNode = page.locator('section[aria-label="factor Pricing engine 2.14.3 returns 500s"]');
    await factorNode.getByRole('button', { name: 'Expand' }).click();

    await page.getByRole('button', { name: 'Add solution' }).first().click();
    const solution = page.getByRole('dialog', { name: 'Create solution' });
    await solution.getByPlaceholder('Type name').fill('Roll back to 2.14.2');
    await solution.getByRole('button', { name: 'Create' }).click();
    await page.locator('section[aria-label="solution Roll back to 2.14.2"]').waitFor();
    commander.expectNoConsoleErrors();
  });

  it('comments with a mention picked after typing @', async () => {
    const { page } = commander;
    const box = page.getByRole('textbox', { name: 'Comment' });
    await box.click();
    await box.pressSequentially('Paging @priy');
    await page.getByRole('option', { name: /Priya Natarajan/ }).click();
    expect(await box.inputValue()).toBe('Paging @Priya Natarajan ');
    await box.pressSequentially('for the rollback');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('article', { name: 'Comment' }).filter({ hasText: 'Paging @Priya Natarajan for the rollback' }).waitFor();
    commander.expectNoConsoleErrors();
  });

  it('adds evidence through the wizard: Evidence type → Search → Select', async () => {
    const { page } = commander;
    await page.getByRole('button', { name: `Actions for ${TITLE}` }).first().click();
    await page.getByRole('menuitem', { name: 'Add evidence' }).click();
    const wizard = page.getByRole('dialog', { name: /Add evidence/ });
    await wizard.getByRole('radio', { name: 'Component' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('searchbox', { name: 'Search' }).fill(component.name);
    await wizard.locator('label').filter({ hasText: component.name }).first().click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Add evidence' }).click();
    await wizard.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: `Evidence ${component.name}` }).first().waitFor();
    await page.getByText(component.name, { exact: true }).first().waitFor();
    commander.expectNoConsoleErrors();
  });

  it('adds definition-of-done items by hand and from evidence with a script the server evaluates', async () => {
    const { page } = commander;
    await page.getByRole('button', { name: 'Definition of done' }).click();
    const panel = page.getByRole('region', { name: 'Definition of done' });
    const item = panel.getByRole('textbox', { name: 'Add a definition of done item' });
    expect(await panel.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await item.fill('Error rate below 1% for an hour');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByRole('listitem', { name: 'Error rate below 1% for an hour' }).waitFor();

    await panel.getByRole('button', { name: 'Add from evidence' }).click();
    await panel.locator('label').filter({ hasText: component.name }).first().click();
    await panel.getByRole('button', { name: 'Next' }).click();
    const script = panel.getByRole('textbox', { name: 'Script (optional CEL expression)' });
    await script.fill('component.status ==');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Unexpected token' }).waitFor();
    await expectToast(page, 'Marking evidence as part of definition of done failed');
    commander.forgetProblems();
    await panel.getByRole('button', { name: 'Component health' }).click();
    expect(await script.inputValue()).toBe('component.status == "healthy"');
    await panel.getByRole('button', { name: 'Save' }).click();
    const scripted = panel.getByRole('listitem', { name: component.name });
    await scripted.getByText('component.status == "healthy"').waitFor();
    const [stored] = await api<{ done: boolean | null }[]>('GET', `/api/db/evidences?component_id=eq.${component.id}&definition_of_done=is.true&select=done`);
    await scripted.getByText(stored?.done ? 'Done' : 'Not done', { exact: true }).waitFor();
    commander.expectNoConsoleErrors();
  });

  it('adds a team responder through the wizard, with the team’s defaults filled in', async () => {
    const { page } = commander;
    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Add responder' }).click();
    const wizard = page.getByRole('dialog', { name: 'Select Responder' });
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await wizard.getByRole('combobox', { name: 'Team' }).selectOption({ label: TEAM });
    await wizard.getByRole('button', { name: 'Next' }).click();
    const types = page.getByRole('dialog', { name: 'Responder Type' });
    await types.getByRole('radio', { name: 'Email' }).click();
    await types.getByRole('button', { name: 'Next' }).click();
    const form = page.getByRole('dialog', { name: 'Save Team Responder' });
    expect(await form.getByLabel('To').inputValue()).toBe('sre@acme.local');
    expect(await form.getByLabel('Subject').inputValue()).toMatch(new RegExp(`^INC-\\d+: ${TITLE} is open$`));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please provide valid value').waitFor();
    await form.getByLabel('Body').fill('Please join the bridge.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Responder added successfully');
    await page.getByRole('list', { name: 'Responders' }).getByText(TEAM).waitFor();
    commander.expectNoConsoleErrors();
  });

  it('moves investigating → mitigated through the contributing-factors dialog', async () => {
    const { page } = commander;
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await status.selectOption('investigating');
    await expectToast(page, 'Incident status updated successfully');
    await status.selectOption('mitigated');
    const dialog = page.getByRole('dialog', { name: 'Add contributing factors to definition of done' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Please select atleast one evidence').waitFor();
    await dialog.getByText('Error rate below 1% for an hour').click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Incident status updated successfully');
    await expect.poll(() => status.inputValue()).toBe('mitigated');
    commander.expectNoConsoleErrors();
  });

  it('lists each step in the changelog', async () => {
    const { page } = commander;
    await page.getByRole('button', { name: 'Changelog' }).click();
    await expect.poll(async () => (await changelogTypes(page))?.includes('evidence.done_definition_added')).toBe(true);
    const text = (await changelogTypes(page)) ?? '';
    for (const type of ['incident.created', 'hypothesis.created', 'responder.commented', 'evidence.created', 'evidence.done_definition_added', 'responder.created', 'incident.status_updated']) {
      expect(text).toContain(type);
    }
    const history = await api<{ type: string; description: string | null }[]>('GET', `/api/db/incident_histories?incident_id=eq.${incidentId}&type=eq.incident.status_updated&order=created_at`);
    expect(history.map((h) => h.description)).toEqual(['investigating', 'mitigated']);
    commander.expectNoConsoleErrors();
  });

  it('does not offer investigating once the incident is closed', async () => {
    const { page } = commander;
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await status.selectOption('closed');
    await expectToast(page, 'Incident status updated successfully');
    const offered = await status.locator('option').allTextContents();
    expect(offered).toEqual(['Open', 'Closed']);
    commander.expectNoConsoleErrors();
  });

  it('shows the incident in the list, filtered from a topology card link', async () => {
    const { page } = commander;
    await page.goto(`/incidents?type=availability&component=${component.id}&status=all`);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    await page.goto('/incidents?status=open&search=no-such-incident');
    await page.getByText('There are no incidents matching this criteria.').waitFor();
    commander.expectNoConsoleErrors();
  });

  it('exports the incidents of its filters as CSV, the component looked up as the list does', async () => {
    const { page } = commander;
    await page.goto(`/incidents?type=availability&component=${component.id}&status=all`);
    const grid = page.getByRole('grid', { name: 'Incidents' });
    await grid.getByRole('row').filter({ hasText: TITLE }).waitFor();
    const shown = (await grid.getByRole('row').count()) - 1;
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('incident_summary.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(countCsvRecords(csv, CSV_COUNT_START).records - 1).toBe(shown);
    expect(csv).toContain(TITLE);
    await page.getByText(`Exported ${shown} ${shown === 1 ? 'row' : 'rows'}`).waitFor();
    commander.expectNoConsoleErrors();
  });

  it('looks right in light and dark mode', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const watched = await openPage(browser, server.url, { colorScheme });
      current = watched.page;
      try {
        await signIn(watched.page, DEMO_PEOPLE.commander);
        await watched.page.goto('/incidents?status=all');
        await watched.page.getByRole('row').filter({ hasText: TITLE }).waitFor();
        await screenshot(watched.page, `incidents-list-${colorScheme}`, SHOWCASE_DIR);
        await watched.page.getByRole('row').filter({ hasText: TITLE }).click();
        await watched.page.getByRole('button', { name: `Incident title: ${TITLE}` }).waitFor();
        await watched.page.getByRole('button', { name: 'Definition of done' }).click();
        await screenshot(watched.page, `incident-detail-${colorScheme}`, SHOWCASE_DIR);
        watched.expectNoConsoleErrors();
      } finally {
        await watched.close();
      }
    }
  });
});
