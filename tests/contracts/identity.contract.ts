import { beforeEach, describe, expect, it } from 'vitest';
import type { FlowKind, IdentityPort, SelfServiceFlow } from '../../core/identity';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface IdentityArrange {
  /** An account the identity service knows. */
  readonly account: { readonly email: string; readonly password: string };
  /**
   * What the next login submit on `flow` will meet: the backend checks the password itself; the fake
   * answers submits from a script, so it is told.
   */
  nextLogin(flow: SelfServiceFlow, outcome: 'accepted' | 'refused'): void;
}

/** Each node of a flow as group, name and type: what the console's forms are built from. */
const shape = (flow: SelfServiceFlow) =>
  flow.ui.nodes.map((node) => `${node.group} ${'name' in node.attributes ? node.attributes.name : node.attributes.id} ${'type' in node.attributes ? node.attributes.type : node.type}`);

const FIRST_SCREEN: Readonly<Record<Exclude<FlowKind, 'settings'>, readonly string[]>> = {
  login: ['default csrf_token hidden', 'default identifier text', 'password password password', 'password method submit'],
  registration: [
    'default csrf_token hidden', 'default traits.email email', 'default traits.name.first text', 'default traits.name.last text',
    'password password password', 'password method submit',
  ],
  recovery: ['default csrf_token hidden', 'code email email', 'code method submit'],
  verification: ['default csrf_token hidden', 'code email email', 'code method submit'],
};

const INVALID_CREDENTIALS_ID = 4000006;

/** The anti-CSRF token a flow's form carries, sent back with every submit as the console's forms do. */
const csrfOf = (flow: SelfServiceFlow) => {
  const node = flow.ui.nodes.find((n) => 'name' in n.attributes && n.attributes.name === 'csrf_token');
  return node && 'value' in node.attributes ? String(node.attributes.value) : '';
};

/** The self-service flows as the built-in identity service answers them (identity-flows.md, seed 002 §8). */
export function describeIdentityContract(name: string, setup: ContractSetup<IdentityPort, IdentityArrange>) {
  describe(`the identity port (${name})`, () => {
    let port: IdentityPort;
    let arrange: IdentityArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    describe('createBrowserFlow and getFlow', () => {
      for (const kind of Object.keys(FIRST_SCREEN) as (keyof typeof FIRST_SCREEN)[]) {
        it(`opens a ${kind} flow with its first screen's fields, posted to the flow's own action`, async () => {
          const flow = await port.createBrowserFlow(kind, {});
          expect(flow).toMatchObject({ type: 'browser', ui: { method: 'POST' } });
          expect(flow.ui.action).toMatch(new RegExp(`/self-service/${kind}\\?flow=${flow.id}$`));
          expect(shape(flow)).toEqual(FIRST_SCREEN[kind]);
          expect((await port.getFlow(kind, flow.id)).id).toBe(flow.id);
        });
      }

      it('rejects a flow it does not hold as not found', async () => {
        await rejectsWith(port.getFlow('login', MISSING_ID), 'not_found');
      });
    });

    describe('submitFlow', () => {
      it('refuses a wrong password with the flow to show again and the invalid-credentials message', async () => {
        const flow = await port.createBrowserFlow('login', {});
        arrange.nextLogin(flow, 'refused');
        const result = await port.submitFlow('login', flow.id, { csrf_token: csrfOf(flow), method: 'password', identifier: arrange.account.email, password: 'wrong password' });
        expect(result.type).toBe('invalid');
        if (result.type !== 'invalid') return;
        expect(result.flow.id).toBe(flow.id);
        expect(result.flow.ui.messages.map((m) => [m.id, m.type])).toEqual([[INVALID_CREDENTIALS_ID, 'error']]);
      });

      it('signs in with the right password, and the session is the account', async () => {
        const flow = await port.createBrowserFlow('login', {});
        arrange.nextLogin(flow, 'accepted');
        const result = await port.submitFlow('login', flow.id, { csrf_token: csrfOf(flow), method: 'password', identifier: arrange.account.email, password: arrange.account.password });
        expect(result.type).toBe('success');
        if (result.type !== 'success') return;
        expect(result.session).toMatchObject({ active: true, identity: { traits: { email: arrange.account.email } } });
        expect((await port.whoami()).identity.traits).toMatchObject({ email: arrange.account.email });
        const logout = await port.createLogoutFlow();
        expect(logout.logout_url).toContain(`token=${logout.logout_token}`);
        await port.performLogout(logout.logout_token, '/');
      });
    });

    describe('getFlowError', () => {
      it('rejects an error it does not hold as not found', async () => {
        await rejectsWith(port.getFlowError(MISSING_ID), 'not_found');
      });
    });
  });
}
