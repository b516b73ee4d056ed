import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { backgroundLuminance } from './support/console';
import { DEMO_PEOPLE, signIn } from './support/server';
import { signedInSuite } from './support/suite';

const suite = signedInSuite(DEMO_PEOPLE.editor);

describe('when an editor runs a demo playbook', () => {
  it('shows the playbooks by category', async () => {
    const { page } = suite.signedIn;
    await page.goto('/playbooks');
    await page.getByRole('region', { name: 'Kubernetes' }).getByText('Restart deployment').waitFor();
    await page.getByRole('region', { name: 'Communication' }).waitFor();
    await screenshot(page, 'playbooks-list');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('picks a deployment searched on the server, fills the reason, runs it and watches its actions finish', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('button', { name: 'Run Restart deployment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart deployment' });
    await dialog.getByText('Please select a resource to see the parameters.').waitFor();
    await dialog.getByRole('textbox', { name: 'Search Catalog Item' }).fill('a');
    const matches = dialog.getByRole('list', { name: 'Catalog Item matches' }).getByRole('button');
    await matches.first().waitFor();
    await matches.first().click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('stale DNS cache');
    await screenshot(page, 'playbook-run-dialog');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await page.waitForURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
    const actions = page.getByRole('list', { name: 'Actions' });
    await actions.getByRole('heading', { name: 'rollout-restart' }).waitFor();
    // The page reads the run again every 5 s until its two loopback calls have completed.
    await actions.getByRole('listitem').filter({ hasText: 'wait-for-rollout' }).getByText('completed').waitFor({ timeout: 30_000 });
    expect(await actions.getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'playbook-run-page');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('finds the run in the runs of the last 7 days', async () => {
    const { page } = suite.signedIn;
    await page.goto('/playbooks/runs');
    const table = page.getByRole('grid', { name: 'Playbook Runs' });
    await table.getByRole('link', { name: 'Restart deployment' }).first().waitFor();
    await screenshot(page, 'playbook-runs');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('reads in dark mode: the runs list and a run page on dark panels', async () => {
    const dark = await openPage(suite.browser, suite.server.url, { colorScheme: 'dark' });
    try {
      await signIn(dark.page, DEMO_PEOPLE.editor);
      await dark.page.goto('/playbooks/runs');
      const table = dark.page.getByRole('grid', { name: 'Playbook Runs' });
      await table.getByRole('link').first().waitFor();
      expect(await backgroundLuminance(dark.page, '[role="grid"]')).toBeLessThan(0.2);
      await screenshot(dark.page, 'playbook-runs-dark');
      await table.getByRole('link').first().click();
      await dark.page.getByRole('button', { name: 'Refresh the run' }).waitFor();
      await screenshot(dark.page, 'playbook-run-page-dark');
      dark.expectNoConsoleErrors();
    } finally {
      await dark.close();
    }
  });
});
