import { FakeConnectionPort } from '../fakes/connections';
import { describeConnectionContract } from './connections.contract';

describeConnectionContract('fake', async () => ({ port: new FakeConnectionPort(), arrange: { me: { id: 'u-admin' }, reachable: 'http://127.0.0.1:9/inbox' } }));
