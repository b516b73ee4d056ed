import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const AGENT = `e2e-edge-${Date.now().toString(36)}`;
const CHECK = `e2e-pushed/${AGENT}-api`;

const suite = signedInSuite(DEMO_PEOPLE.admin);
let token = '';

const agentsTable = (page: Page) => page.getByRole('grid', { name: 'Agents' });
const agentRow = (page: Page) => agentsTable(page).getByRole('row').filter({ hasText: AGENT });

/** What an agent sends (`POST /api/push`): one canary, one failing check and its run. */
function pushBatch() {
  const canaryId = randomUUID();
  const checkId = randomUUID();
  const now = new Date().toISOString();
  return {
    canaries: [{ id: canaryId, name: `${AGENT}-canary`, namespace: 'edge', spec: { http: [{ name: CHECK, url: 'http://127.0.0.1:9/' }] } }],
    checks: [{ id: checkId, canary_id: canaryId, type: 'http', name: CHECK, namespace: 'edge', status: 'unhealthy', last_runtime: now }],
    check_statuses: [{ check_id: checkId, time: now, status: false, duration: 12, error: 'connection refused' }],
  };
}

describe('when the admin manages agents', () => {
  it('lists the agents with the columns of seed 000', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/agents');
    await agentsTable(page).waitFor();
    for (const column of ['Name', 'Configs', 'Checks', 'Scrapers', 'Playbook Runs', 'Status', 'Last Pushed', 'Created At', 'Updated At', 'Created By']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    suite.signedIn.expectNoConsoleErrors();
  });

  it('requires a name, then creates the agent and shows its token once in the instructions', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('button', { name: 'Add agent' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('This field is required', { exact: true }).waitFor();
    await form.getByLabel('Name').fill(AGENT);
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByLabel('Properties key 1').fill('region');
    await form.getByLabel('Properties value 1').fill('eu');
    await form.getByRole('button', { name: 'Next' }).click();

    const instructions = page.getByRole('dialog', { name: 'Installation Instructions' });
    await instructions.waitFor();
    await instructions.getByText('The access token is shown only once', { exact: false }).waitFor();
    const shownText = () => instructions.getByRole('tabpanel').locator('pre').textContent();
    const flux = (await shownText()) ?? '';
    token = /password: (\S+)/.exec(flux)?.[1] ?? '';
    expect(token).not.toBe('');
    await instructions.getByRole('tab', { name: 'Helm CLI' }).click();
    await expect.poll(shownText).toContain(`upstream.password=${token}`);
    await screenshot(page, 'agents-instructions-light', SHOWCASE_DIR);
    await instructions.getByRole('button', { name: 'Done' }).click();
    await instructions.waitFor({ state: 'hidden' });
    await agentRow(page).waitFor();
    expect(await agentRow(page).textContent()).toContain('offline');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('sees the agent online with its check after it pushes with its token', async () => {
    const { page } = suite.signedIn;
    const refused = await fetch(`${suite.server.url}/api/push`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      body: JSON.stringify(pushBatch()),
    });
    expect(refused.status).toBe(401);
    const pushed = await fetch(`${suite.server.url}/api/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(pushBatch()),
    });
    expect(pushed.status, await pushed.clone().text()).toBe(200);

    await page.getByRole('button', { name: 'Refresh agents' }).click();
    await expect.poll(() => agentRow(page).textContent()).toContain('online');
    expect(await agentRow(page).getByRole('gridcell').nth(2).textContent()).toBe('1');
    await screenshot(page, 'agents-light', SHOWCASE_DIR);

    await page.goto(`/health?query=${encodeURIComponent(AGENT)}&groupBy=no-group`);
    const row = page.getByRole('grid', { name: 'Health checks' }).getByRole('row').filter({ hasText: CHECK });
    await row.waitFor();
    await row.getByText(AGENT, { exact: true }).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('deletes the agent after asking about its resources and confirming', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/agents');
    await agentRow(page).click();
    const form = page.getByRole('dialog', { name: 'Edit Agent' });
    await form.waitFor();
    expect(await form.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    await form.getByRole('button', { name: 'Save' }).waitFor();
    await form.getByRole('button', { name: 'Delete' }).click();

    const question = page.getByRole('alertdialog', { name: 'Delete Agents Resources' });
    await question.getByText('Would you like to delete resources created by agent?').waitFor();
    await question.getByRole('button', { name: 'Yes' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Agent' });
    await confirm.getByText('Are you sure you want to delete agent?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Agent deleted');
    await expect.poll(() => agentRow(page).count()).toBe(0);

    const after = await page.request.get(`/api/canary/api/summary`, { headers: { accept: 'application/json' } });
    const names = ((await after.json()) as { checks_summary: { name: string }[] }).checks_summary.map((c) => c.name);
    expect(names).not.toContain(CHECK);
    suite.signedIn.expectNoConsoleErrors();
  });
});
