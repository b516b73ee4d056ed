import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const TOPOLOGY = `e2e-shop-${Date.now().toString(36)}`;
const CHECK = `e2e-http-${Date.now().toString(36)}`;
const TEAM = `e2e-team-${Date.now().toString(36)}`;
const SPEC = `components:\n- name: e2e-api\n  type: Service\n  components:\n  - name: e2e-db\n    type: Database\n`;

const suite = signedInSuite(DEMO_PEOPLE.admin);

const table = (page: Page) => page.getByRole('grid', { name: 'Topology' });

/** Ace takes the whole text as one input, so its auto-indent does not reshape the YAML. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

describe('when the admin manages topologies', () => {
  it('lists them with the generic columns, without Schedule', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/topologies');
    await table(page).waitFor();
    for (const column of ['Name', 'Source', 'Namespace', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await page.getByRole('columnheader', { name: 'Schedule', exact: true }).count()).toBe(0);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('adds one whose components appear on the topology page', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Add Topology' });
    // R002-5-03: Save waits while the form is invalid (a topology without a name).
    await expect.poll(() => form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(TOPOLOGY);
    await expect.poll(() => form.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await typeInto(page, 'Spec', SPEC);
    await screenshot(page, 'settings-topology-add');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Topology ${TOPOLOGY} created`);
    await table(page).getByRole('row').filter({ hasText: TOPOLOGY }).waitFor();
    await screenshot(page, 'settings-topologies');

    await page.goto('/topology');
    await page.getByText(TOPOLOGY, { exact: true }).first().waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('opens its edit page from the list, updates it and deletes it', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/topologies');
    await table(page).getByRole('row').filter({ hasText: TOPOLOGY }).click();
    await page.waitForURL(/\/settings\/topologies\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Spec' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Schedule').selectOption('@every 5m');
    await screenshot(page, 'settings-topology-edit');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, `Topology ${TOPOLOGY} updated`);
    await page.waitForURL(/\/settings\/topologies$/);

    await table(page).getByRole('row').filter({ hasText: TOPOLOGY }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `Topology ${TOPOLOGY} deleted`);
    await page.waitForURL(/\/settings\/topologies$/);
    await table(page).waitFor();
    expect(await table(page).getByRole('row').filter({ hasText: TOPOLOGY }).count()).toBe(0);
    suite.signedIn.expectNoConsoleErrors();
  });

  it("says 'No resources found' for an id that has none", async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/canaries/00000000-0000-4000-8000-00000000dead');
    await page.getByText('No resources found', { exact: true }).waitFor();
    await screenshot(page, 'settings-canary-missing');
  });

  it('adds an HTTP health check through its form, refusing it without a URL first', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/canaries');
    await page.getByRole('grid', { name: 'Health Checks' }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Add Health Check' });
    await form.getByRole('link', { name: 'Health check docs' }).waitFor();
    await form.getByRole('radio', { name: 'HTTP', exact: true }).click();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(CHECK);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required', { exact: true }).waitFor();
    await form.getByRole('textbox', { name: 'URL', exact: true }).fill('http://127.0.0.1:9');
    await form.getByLabel('Schedule').selectOption('@every 1m');
    await screenshot(page, 'settings-canary-add-http');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Health Check ${CHECK} created`);
    await page.getByRole('grid', { name: 'Health Checks' }).getByRole('row').filter({ hasText: CHECK }).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it("adds a team, then a member through its Members tab, and removes them", async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/teams');
    const teams = page.getByRole('grid', { name: 'Teams' });
    await teams.waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Add Team' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(TEAM);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Team ${TEAM} created`);
    await teams.getByRole('row').filter({ hasText: TEAM }).click();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByText("You haven't added any team members to the team yet.", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Members' }).click();
    const picker = page.getByRole('dialog', { name: 'Add users to the team' });
    await picker.getByText('Eddie Editor', { exact: false }).click();
    await screenshot(page, 'settings-team-add-members');
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Eddie Editor added to the team successfully');
    await page.getByRole('button', { name: 'Actions for Eddie Editor' }).click();
    await page.getByRole('menuitem', { name: 'Remove user' }).click();
    await expectToast(page, 'Eddie Editor removed from team successfully');
    await page.getByText("You haven't added any team members to the team yet.", { exact: true }).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('shows the health checks in dark mode too', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/canaries');
    await page.getByRole('grid', { name: 'Health Checks' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('grid', { name: 'Health Checks' }).getByRole('row').nth(1).click();
    await page.getByRole('tab', { name: 'Spec' }).waitFor();
    await page.locator('.ace_line').first().waitFor();
    await screenshot(page, 'settings-canary-edit-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    suite.signedIn.expectNoConsoleErrors();
  });
});
