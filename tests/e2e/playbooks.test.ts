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

  it("restarts a demo service from its Playbooks menu and finds the restart among its config's changes", async () => {
    const { page } = suite.signedIn;
    const service = await page.evaluate(async () => {
      const response = await fetch('/api/db/components?type=eq.Service&deleted_at=is.null&select=id,name,config_id&order=name&limit=1');
      return ((await response.json()) as { id: string; name: string; config_id: string }[])[0]!;
    });
    await page.goto(`/topology/${service.id}`);
    const panel = page.getByRole('complementary');
    // The menu, not the panel's Playbooks section of runs beside it.
    await panel.getByRole('button', { name: 'Playbooks' }).and(panel.locator('[aria-haspopup]')).click();
    await page.getByRole('menuitem', { name: 'Restart component' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart component' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    expect(await reason.inputValue()).toBe('Routine restart');
    await reason.fill('stale cache');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await page.waitForURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
    const actions = page.getByRole('list', { name: 'Actions' });
    await actions.getByRole('listitem').filter({ hasText: 'check-health' }).getByText('completed').waitFor({ timeout: 30_000 });
    await actions.getByRole('listitem').filter({ hasText: 'restart' }).first().getByText('completed').waitFor();
    await page.goto(`/catalog/${service.config_id}/changes`);
    await page.getByRole('grid', { name: 'Changes' }).getByText(`${service.name} restarted: stale cache`).waitFor();
    await screenshot(page, 'playbook-restart-change');
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
