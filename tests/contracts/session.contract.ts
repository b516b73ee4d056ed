import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UNKNOWN_VERSION, type SessionPort } from '../../core/session';
import type { ContractSetup } from './contract';

export interface SessionArrange {
  /** Who the port's caller is signed in as. */
  readonly signedIn: { readonly name: string; readonly email: string; readonly roles: readonly string[] };
  /** The version the console was built with. */
  readonly frontendVersion: string;
}

interface Kubeconfig {
  kind: string;
  clusters: { cluster: { server: string } }[];
  users: { user: { token: string } }[];
  'current-context': string;
}

/** The Session port as the built-in backend answers it (reference §4.7, §4.8; DECISIONS §13, §15). */
export function describeSessionContract(name: string, setup: ContractSetup<SessionPort, SessionArrange>) {
  describe(`the session port (${name})`, () => {
    let port: SessionPort;
    let arrange: SessionArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('answers the signed-in person with their roles', async () => {
      const session = await port.whoami();
      expect(session.user).toMatchObject({ name: arrange.signedIn.name, email: arrange.signedIn.email });
      expect(session.user.id).toBeTruthy();
      expect([...session.roles].sort()).toEqual([...arrange.signedIn.roles].sort());
    });

    it("answers the console's version and the backend's", async () => {
      const versions = await port.versions();
      expect(versions.frontend).toBe(arrange.frontendVersion);
      expect(versions.backend).not.toBe(UNKNOWN_VERSION);
    });

    it('gives a kubeconfig for the Kubernetes proxy with an access token', async () => {
      const file = await port.kubeconfig();
      expect(file.filename).toMatch(/-kubeconfig\.yaml$/);
      const config = parse(file.content) as Kubeconfig;
      expect(config.kind).toBe('Config');
      expect(config.clusters[0]?.cluster.server).toMatch(/\/kubeproxy$/);
      expect(config.users[0]?.user.token).toBeTruthy();
      expect(config['current-context']).toBeTruthy();
    });
  });
}
