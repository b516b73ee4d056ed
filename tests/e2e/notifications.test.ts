import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const suffix = Date.now().toString(36);
const CONNECTION = `e2e-inbox-${suffix}`;
const NOTIFICATION = `e2e-on-failure-${suffix}`;
const CHECK = `e2e-unreachable-${suffix}`;

const suite = signedInSuite(DEMO_PEOPLE.admin);
const basic = `Basic ${Buffer.from(`${DEMO_PEOPLE.admin}:${DEMO_PASSWORD}`).toString('base64')}`;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${suite.server.url}${path}`, {
    ...init,
    headers: { authorization: basic, 'content-type': 'application/json', prefer: 'return=representation', ...init.headers },
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

interface InboxMessage {
  path: string;
  body: { title?: string; message?: string };
}

describe('when the admin is told about a failing check', () => {
  // The issue's walk on a fresh server: a check through its form, a connection through its form and
  // tested, a notification through its form, Run now, the message in the demo inbox and the send counted.
  it('adds a failing HTTP check and a webhook connection, notifies on check.failed, runs the check now and sees the send', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/canaries');
    await page.getByRole('grid', { name: 'Health Checks' }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const checkForm = page.getByRole('dialog', { name: 'Add Health Check' });
    await checkForm.getByRole('radio', { name: 'HTTP', exact: true }).click();
    await checkForm.getByRole('textbox', { name: 'Name', exact: true }).fill(CHECK);
    await checkForm.getByRole('textbox', { name: 'URL', exact: true }).fill('http://127.0.0.1:9');
    await checkForm.getByLabel('Schedule').selectOption('@hourly');
    await checkForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Health Check ${CHECK} created`);

    // The demo receiver's address, as the seeded demo-receiver connection shows it.
    const [receiver] = await api<{ url: string }[]>('/api/db/connections?name=eq.demo-receiver&select=url');
    await page.goto('/settings/connections');
    await page.getByRole('button', { name: 'Add Connection' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Connection' });
    await panel.getByRole('group', { name: 'Connection types' }).getByRole('button', { name: 'Generic Webhook' }).click();
    await panel.locator('input[name="name"]').fill(CONNECTION);
    await panel.locator('input[name="url"]').fill(`${receiver!.url}/${suffix}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Connection added successfully');
    const connections = page.getByRole('grid', { name: 'Connections' });
    await connections.getByRole('row', { name: new RegExp(CONNECTION) }).getByRole('button', { name: 'Test Connection' }).click();
    const tested = page.getByRole('dialog', { name: `Test Connection: ${CONNECTION}` });
    await tested.getByText('Connection successful').waitFor();
    await tested.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/settings/notifications');
    const table = page.getByRole('grid', { name: 'Notifications' });
    await table.waitFor();
    await page.getByRole('button', { name: 'Add Notification' }).click();
    const form = page.getByRole('dialog', { name: 'Create Notification' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required', { exact: true }).first().waitFor();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(NOTIFICATION);
    // Chakra draws its own box over each input: a person clicks the label.
    await form.getByText('check.failed', { exact: true }).click();
    await form.getByText('Others', { exact: true }).click();
    await form.getByText(`${CONNECTION} (generic_webhook)`, { exact: true }).click();
    expect(await form.getByRole('checkbox', { name: 'check.failed', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'settings-notification-create');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Notification created successfully');
    await table.getByRole('row').filter({ hasText: NOTIFICATION }).waitFor();

    // The scheduler makes the check of the saved health check on its next sync.
    const [canary] = await api<{ id: string }[]>(`/api/db/canaries?name=eq.${CHECK}&select=id`);
    const checkOf = async () => (await api<{ id: string; name: string }[]>(`/api/db/checks?canary_id=eq.${canary!.id}&select=id,name`))[0];
    await expect.poll(checkOf, { timeout: 60_000, interval: 500 }).toBeDefined();
    const check = (await checkOf())!;
    await page.goto(`/health?checkId=${check.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Run Now' }).click();
    await expectToast(page, 'Check ran: failed');

    // The connection test also reached this path: the notification's messages are the ones about the check.
    const mine = async () =>
      (await api<{ messages: InboxMessage[] }>('/api/demo/inbox')).messages.filter((m) => m.path.endsWith(`/${suffix}`) && m.body.title === `Check ${check.name} has failed`);
    await expect.poll(async () => (await mine()).length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
    const messages = await mine();

    await page.goto('/settings/notifications');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await table.getByRole('row').filter({ hasText: NOTIFICATION }).getByRole('gridcell').nth(4).textContent())?.trim();
      }, { timeout: 15_000, interval: 1_000 })
      .toBe(String(messages.length));
    await screenshot(page, 'settings-notifications');
    suite.signedIn.expectNoConsoleErrors();
  });

  it('shows the event queue with its columns', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/event-queue-status');
    await page.getByRole('grid', { name: 'Event Queue' }).waitFor();
    for (const column of ['Name', 'Pending Count', 'Error Count', 'Average Attempts', 'First Failed At', 'Last Failed At']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    const failed = page.getByRole('grid', { name: 'Event Queue' }).getByRole('row').filter({ hasText: 'notification.send' }).first();
    await failed.click();
    await page.getByRole('dialog', { name: /^Most Common Error for notification\.send/ }).waitFor();
    await screenshot(page, 'settings-event-queue');
    suite.signedIn.expectNoConsoleErrors();
  });
});
