import { FakeIdentityPort, DEMO_SESSION } from '../fakes/identity';
import { INVALID_CREDENTIALS, loginFlow } from '../fakes/identity-flows';
import { describeIdentityContract } from './identity.contract';

describeIdentityContract('fake', async () => {
  const fake = new FakeIdentityPort();
  return {
    port: fake,
    arrange: {
      account: { email: 'admin@local', password: 'correct horse battery staple' },
      nextLogin: (flow, outcome) => {
        fake.answerSubmits(
          outcome === 'accepted'
            ? { type: 'success', session: DEMO_SESSION }
            : { type: 'invalid', flow: loginFlow(flow.id, { messages: [INVALID_CREDENTIALS] }) },
        );
      },
    },
  };
});
