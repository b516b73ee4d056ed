import { createAuthServices } from '../../../server/auth/services';
import type { RateLimits } from '../../../server/auth/rate-limit';
import type { EngineCase } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

/** A test server whose courier writes into `courier` instead of the console. */
export async function identityServer(engine: EngineCase, rateLimits?: RateLimits): Promise<TestServer & { courier: string[] }> {
  const courier: string[] = [];
  const server = await createTestServer(engine, { auth: createAuthServices({ courierLog: (line) => courier.push(line), rateLimits }) });
  return Object.assign(server, { courier });
}

export const NEW_PASSWORD = 'a long and unusual passphrase 42';
