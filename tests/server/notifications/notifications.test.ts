import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInbox, NOT_DELIVERED, startDemoReceiver, startNotificationWorker, demoReceiverUrl, type DemoReceiver, type NotificationWorker } from '../../../server/notifications';
import type { CheckResult } from '../../../server/checks/result';
import { recordResult } from '../../../server/checks/store';
import { demoPerson } from '../../../server/seed/demo-people';
import { closedPort, insertCanary } from '../checks/support';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('notifications on $name', (engine) => {
  let server: TestServer;
  let receiver: DemoReceiver;
  let worker: NotificationWorker;
  let canary: string;
  const inbox = new DemoInbox();
  const logged: string[] = [];
  const as = (role: 'admin' | 'editor' | 'viewer') => ({ authorization: server.basicAuth(demoPerson(role).email), 'content-type': 'application/json' });
  const post = async (path: string, body: unknown, role: 'admin' | 'editor' = 'admin') => {
    const response = await server.request(path, { method: 'POST', headers: { ...as(role), prefer: 'return=representation' }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json() as Promise<{ id: string }[]>;
  };
  const addConnection = async (name: string, type: string, url: string) => (await post('/api/db/connections', { name, type, url }))[0]!.id;
  const addNotification = async (name: string, connection: string, events = ['check.failed']) =>
    (await post('/api/db/notifications', { name, events, source: 'UI', custom_services: [{ name, connection: `connection://default/${connection}` }] }))[0]!.id;
  const addFailingCheck = async (name: string) => {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name, spec) VALUES ($1, 'http', $2, $3::jsonb) RETURNING id`,
      [canary, name, JSON.stringify({ url: `http://127.0.0.1:${await closedPort()}/`, responseCodes: [200] })],
    );
    return rows[0]!.id;
  };
  const runNow = async (check: string) => {
    const response = await server.request(`/api/canary/run/check/${check}`, { method: 'POST', headers: as('admin') });
    expect(response.status).toBe(200);
  };
  const sends = async (notification: string) =>
    (await server.db.query<{ status: string; error: string | null; retries: number }>(
      'SELECT status, error, retries FROM notification_send_history WHERE notification_id = $1 ORDER BY created_at', [notification],
    )).rows;

  beforeAll(async () => {
    server = await createTestServer(engine, { demoInbox: inbox });
    receiver = await startDemoReceiver(inbox, { port: 0 });
    worker = startNotificationWorker(server.db, { pollMs: 3_600_000, log: (line) => logged.push(line) });
    canary = await insertCanary(server.db, 'notified', { schedule: '@every 1h' });
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await receiver?.close();
    await server?.close();
  });

  it('delivers one message for a Run now that turns a check failing, one more for each later failing Run now, and none for a failing scheduled run', async () => {
    await addConnection('inbox', 'webhook', demoReceiverUrl(receiver.port));
    const notification = await addNotification('tell the inbox', 'inbox');
    const check = await addFailingCheck('refused');
    const told = () => inbox.list().filter((m) => JSON.stringify(m.body).includes('refused'));
    await runNow(check);
    await worker.drain();
    expect(told()).toHaveLength(1);
    expect(told()[0]!.body).toMatchObject({ title: 'Check refused has failed' });
    // The scheduler's runs tell only turns: failing again on schedule sends nothing.
    const scheduled: CheckResult = { start: new Date(), pass: false, invalid: false, duration: 1, message: '', error: 'refused again' };
    await recordResult(server.db, check, scheduled, null);
    await worker.drain();
    expect(told()).toHaveLength(1);
    // An operator who presses Run now asked to hear the answer, so a manual failure is told even without a turn.
    await runNow(check);
    await worker.drain();
    expect(told()).toHaveLength(2);

    expect(await sends(notification)).toEqual([{ status: 'sent', error: null, retries: 0 }, { status: 'sent', error: null, retries: 0 }]);
    const summary = await server.request(`/api/db/notifications_summary?id=eq.${notification}&select=sent,failed,pending`, { headers: as('admin') });
    expect(await summary.json()).toEqual([{ sent: 2, failed: 0, pending: 0 }]);
    const { rows: jobs } = await server.db.query<{ status: string }>(
      `SELECT status FROM job_history WHERE resource_type = 'notification' AND resource_id = $1`, [notification],
    );
    expect(jobs).toEqual([{ status: 'SUCCESS' }, { status: 'SUCCESS' }]);
    const { rows: left } = await server.db.query('SELECT name FROM event_queue');
    expect(left).toEqual([]);
  });

  it('shows the inbox to admins only', async () => {
    const admin = await server.request('/api/demo/inbox', { headers: as('admin') });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
    for (const role of ['editor', 'viewer'] as const) expect((await server.request('/api/demo/inbox', { headers: as(role) })).status).toBe(403);
  });

  it('fails a send through a type the built-in backend does not deliver at once, with the decision\'s words', async () => {
    await addConnection('chat', 'telegram', 'telegram://token@telegram?chats=1');
    const notification = await addNotification('tell telegram', 'chat');
    await runNow(await addFailingCheck('untold'));
    await worker.drain();
    expect(await sends(notification)).toEqual([{ status: 'error', error: NOT_DELIVERED, retries: 1 }]);
    const summary = await server.request(`/api/db/notifications_summary?id=eq.${notification}&select=failed,most_common_error`, { headers: as('admin') });
    expect(await summary.json()).toEqual([{ failed: 1, most_common_error: NOT_DELIVERED }]);
  });

  it('retries a receiver that is down with a growing delay, keeps its error, and never shows the password', async () => {
    const down = await closedPort();
    await addConnection('down', 'webhook', `http://hook:pa55word-x@127.0.0.1:${down}/hook`);
    const notification = await addNotification('tell a receiver that is down', 'down');
    await runNow(await addFailingCheck('unheard'));
    await worker.drain();
    const [send] = await sends(notification);
    expect(send).toMatchObject({ status: 'pending', retries: 0 });
    expect(send!.error).toMatch(/ECONNREFUSED|fetch failed/);
    const { rows: queued } = await server.db.query<{ attempts: number; delay: string; error: string }>(
      `SELECT attempts, delay::text, error FROM event_queue WHERE name = 'notification.send' AND properties ->> 'notification_id' = $1`, [notification],
    );
    expect(queued).toEqual([{ attempts: 1, delay: '5000', error: send!.error }]);
    // Its backoff passed three times: the fourth try is the last, and the send fails with the error.
    for (let attempt = 2; attempt <= 4; attempt++) {
      await server.db.query(`UPDATE event_queue SET last_attempt = last_attempt - interval '1 hour'`);
      await worker.drain();
    }
    const [failed] = await sends(notification);
    expect(failed).toMatchObject({ status: 'error', retries: 4 });
    const { rows: kept } = await server.db.query<{ attempts: number; delay: string }>(
      `SELECT attempts, delay::text FROM event_queue WHERE name = 'notification.send' AND properties ->> 'notification_id' = $1`, [notification],
    );
    expect(kept).toEqual([{ attempts: 4, delay: '40000' }]);
    await server.db.query(`UPDATE event_queue SET last_attempt = last_attempt - interval '1 hour'`);
    await worker.drain();
    expect((await sends(notification))[0]).toMatchObject({ retries: 4 });
    const everything = JSON.stringify([
      await (await server.request('/api/db/notification_send_history?select=*', { headers: as('admin') })).text(),
      await (await server.request('/api/db/event_queue_summary?select=*', { headers: as('admin') })).text(),
      await (await server.request('/api/db/job_history?select=*', { headers: as('admin') })).text(),
      logged,
    ]);
    expect(everything).not.toContain('pa55word-x');
  });
});
