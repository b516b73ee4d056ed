import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const suffix = Date.now().toString(36);
const CONNECTION = `e2e-inbox-${suffix}`;
const NOTIFICATION = `e2e-on-failure-${suffix}`;
const CANARY = `e2e-notified-${suffix}`;
const CHECK = `e2e flapping ${suffix}`;

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
  it('creates a notification on check.failed to a webhook connection, runs the check now and sees the send', async () => {
    // The connection, through the API (the connections screen is another area's): the demo receiver, on a path of its own.
    const [receiver] = await api<{ url: string }[]>('/api/db/connections?name=eq.demo-receiver&select=url');
    await api('/api/db/connections', { method: 'POST', body: JSON.stringify({ name: CONNECTION, type: 'webhook', url: `${receiver!.url}/${suffix}` }) });
    // A check whose target answers 200 then 503 in turn: its scheduled first run passes, the Run now after it fails.
    const target = `${suite.server.url.replace('localhost', '127.0.0.1')}/api/demo/targets/${suffix}?fail_every=2`;
    const [canary] = await api<{ id: string }[]>('/api/db/canaries', {
      method: 'POST',
      body: JSON.stringify({ name: CANARY, namespace: 'default', spec: { schedule: '@every 1h', http: [{ name: CHECK, url: target }] } }),
    });
    const check = await expect
      .poll(async () => (await api<{ id: string; status: string | null }[]>(`/api/db/checks?canary_id=eq.${canary!.id}&select=id,status`))[0], {
        timeout: 90_000, interval: 1_000,
      })
      .toMatchObject({ status: 'healthy' })
      .then(async () => (await api<{ id: string }[]>(`/api/db/checks?canary_id=eq.${canary!.id}&select=id`))[0]!);

    const { page } = suite.signedIn;
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
    await form.getByText(`${CONNECTION} (webhook)`, { exact: true }).click();
    expect(await form.getByRole('checkbox', { name: 'check.failed', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'settings-notification-create');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Notification created successfully');
    const row = table.getByRole('row').filter({ hasText: NOTIFICATION });
    await row.waitFor();

    await page.goto(`/health?checkId=${check.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Run Now' }).click();
    await expectToast(page, 'Check ran: failed');

    const mine = async () => (await api<{ messages: InboxMessage[] }>('/api/demo/inbox')).messages.filter((m) => m.path.endsWith(`/${suffix}`));
    await expect.poll(mine, { timeout: 30_000, interval: 500 }).toHaveLength(1);
    expect((await mine())[0]!.body.title).toBe(`Check ${CHECK} has failed`);

    await page.goto('/settings/notifications');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await table.getByRole('row').filter({ hasText: NOTIFICATION }).getByRole('gridcell').nth(4).textContent())?.trim();
      }, { timeout: 15_000, interval: 1_000 })
      .toBe('1');
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
