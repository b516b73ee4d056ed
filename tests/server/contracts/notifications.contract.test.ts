import { afterAll, beforeAll } from 'vitest';
import { HttpNotificationAdapter } from '../../../adapters/http/settings/notifications.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeNotificationContract } from '../../contracts/notifications.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
let team: { id: string; name: string };
let connection: { id: string; name: string; type: string };
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
  [team] = await backend.sql<{ id: string; name: string }>(`INSERT INTO teams (name, created_by) VALUES ('contract-sre', $1) RETURNING id, name`, [admin.id]);
  [connection] = await backend.sql<{ id: string; name: string; type: string }>(
    `INSERT INTO connections (name, type, url, password) VALUES ('contract-hook', 'webhook', 'http://127.0.0.1:9/', 'hidden') RETURNING id, name, type`,
  );
});
afterAll(async () => backend?.close());

describeNotificationContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('notification_send_history', 'notifications');
  return { port: new HttpNotificationAdapter(backend.db), arrange: { me: { id: admin.id, name: admin.name }, team: team!, connection: connection! } };
});
