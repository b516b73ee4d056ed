import { FakeUsersPort } from '../fakes/users';
import { describeUsersContract } from './users.contract';

describeUsersContract('fake', async () => ({ port: new FakeUsersPort(), arrange: {} }));
