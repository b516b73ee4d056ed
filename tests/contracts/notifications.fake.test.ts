import { FakeNotificationPort } from '../fakes/notifications';
import { describeNotificationContract } from './notifications.contract';

const me = { id: 'u-admin', name: 'Admin' };
const team = { id: 't-sre', name: 'sre' };
const connection = { id: 'c-hook', name: 'hook', type: 'webhook' };

describeNotificationContract('fake', async () => ({
  port: new FakeNotificationPort().setChoices({ people: [me], teams: [team], connections: [connection] }),
  arrange: { me, team, connection },
}));
