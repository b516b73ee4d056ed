import { afterAll, beforeAll } from 'vitest';
import { HttpIdentityAdapter } from '../../../adapters/identity/identity.http';
import { describeIdentityContract } from '../../contracts/identity.contract';
import { CookieJar, TEST_PASSWORD } from '../support/test-server';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

// Each case is a browser of its own: its own cookies (the flows' CSRF cookie, then the session).
describeIdentityContract('HTTP adapter on the built-in backend', async () => ({
  port: new HttpIdentityAdapter({ baseURL: `${backend.origin}/api/.ory`, fetch: backend.browserFetch(new CookieJar()) }),
  arrange: {
    account: { email: 'editor@local', password: TEST_PASSWORD },
    // The backend checks the password it is sent.
    nextLogin: () => undefined,
  },
}));
