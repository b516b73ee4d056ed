import { FakeSessionPort } from '../fakes/fake-session-port';
import { describeSessionContract } from './session.contract';

describeSessionContract('fake', async () => ({
  port: new FakeSessionPort(),
  arrange: { signedIn: { name: 'Admin User', email: 'admin@local', roles: ['admin'] }, frontendVersion: '0.1.0' },
}));
