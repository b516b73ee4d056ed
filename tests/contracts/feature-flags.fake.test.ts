import { FakeFeatureFlagPort } from '../fakes/fake-feature-flag-port';
import { describeFeatureFlagsContract } from './feature-flags.contract';

describeFeatureFlagsContract('fake', async () => {
  const fake = new FakeFeatureFlagPort();
  return {
    port: fake,
    arrange: {
      me: { id: 'u-admin' },
      local: async (values) => {
        fake.setLocal(values);
      },
    },
  };
});
