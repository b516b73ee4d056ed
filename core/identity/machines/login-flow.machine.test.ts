import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeSessionHint } from '../../../tests/fakes/fake-browser';
import { bindIdentityPorts } from '../bind';
import { IdentityErrorId } from '../errors';
import type { FlowEmitted, FlowMachineInput } from './self-service-flow.machine';
import { CSRF_VIOLATION_TOAST, FLOW_EXPIRED_TOAST, RETURN_TO_FORBIDDEN_TOAST } from '../texts';
import { FakeIdentityPort } from '../../../tests/fakes/identity';
import { CSRF_TOKEN, INVALID_CREDENTIALS, loginFlow, loginNodes, PASSWORD_MISSING } from '../../../tests/fakes/identity-flows';

function start(port: FakeIdentityPort, input: Partial<FlowMachineInput> = {}, clock?: SimulatedClock) {
  const machine = bindIdentityPorts({ identity: port, hint: new FakeSessionHint() }).login;
  const actor = createActor(machine, {
    input: { params: {}, currentUrl: '/login', ...input },
    ...(clock ? { clock } : {}),
  });
  const emitted: FlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

type LoginActor = ReturnType<typeof start>['actor'];
type LoginState = Parameters<ReturnType<LoginActor['getSnapshot']>['matches']>[0];

const settled = (actor: LoginActor, state: LoginState) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

describe('the login flow', () => {
  describe('when the address names no flow', () => {
    it('creates a browser flow with the return target, refresh and aal', async () => {
      const port = new FakeIdentityPort();
      const { actor } = start(port, { params: { returnTo: '/catalog', refresh: true, aal: 'aal2' } });
      const state = await settled(actor, 'ready');
      expect(port.callsOf('createBrowserFlow')).toEqual([['login', { returnTo: '/catalog', refresh: true, aal: 'aal2' }]]);
      expect(state.context.flow?.id).toBe('login-flow-1');
      expect(state.context.values).toEqual({ csrf_token: CSRF_TOKEN });
    });
  });

  describe('when the address names a flow', () => {
    it('fetches that flow instead of creating one', async () => {
      const port = new FakeIdentityPort().storeFlow(loginFlow('kept'));
      const { actor } = start(port, { flowId: 'kept' });
      const state = await settled(actor, 'ready');
      expect(port.callsOf('getFlow')).toEqual([['login', 'kept']]);
      expect(port.callsOf('createBrowserFlow')).toHaveLength(0);
      expect(state.context.flow?.id).toBe('kept');
    });

    it('creates a new flow when fetching it fails and drops the stale id from the address', async () => {
      const port = new FakeIdentityPort().failGet('gone', { status: 404, message: 'Not found' });
      const { actor, emitted } = start(port, { flowId: 'gone', params: { returnTo: '/health' } });
      const state = await settled(actor, 'ready');
      expect(state.context.flow?.id).toBe('login-flow-1');
      expect(emitted).toContainEqual({ type: 'flow.location', to: '/login?return_to=%2Fhealth' });
    });
  });

  describe('when submitting', () => {
    it('puts the flow id into the address and posts csrf_token, method, identifier and password', async () => {
      const port = new FakeIdentityPort();
      const { actor, emitted } = start(port, { params: { returnTo: '/catalog' } });
      await settled(actor, 'ready');
      actor.send({ type: 'flow.change', name: 'identifier', value: 'admin@local' });
      actor.send({ type: 'flow.change', name: 'password', value: 'secret-pass' });
      actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'password' } });
      expect(emitted).toContainEqual({ type: 'flow.location', to: '/login?flow=login-flow-1&return_to=%2Fcatalog' });
      await settled(actor, 'left');
      expect(port.callsOf('submitFlow')).toEqual([
        ['login', 'login-flow-1', { csrf_token: CSRF_TOKEN, identifier: 'admin@local', password: 'secret-pass', method: 'password' }],
      ]);
    });

    it('posts the first button of the flow when the form is sent with the Enter key', async () => {
      const port = new FakeIdentityPort();
      const { actor } = start(port);
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      await settled(actor, 'left');
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: CSRF_TOKEN, method: 'password' });
    });

    it('ignores a second submit while the first is in flight', async () => {
      const port = new FakeIdentityPort().holdSubmits();
      const { actor } = start(port);
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      actor.send({ type: 'flow.submit' });
      expect(actor.getSnapshot().matches('submitting')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(port.callsOf('submitFlow')).toHaveLength(1);
      port.releaseSubmits();
      await settled(actor, 'left');
      expect(port.callsOf('submitFlow')).toHaveLength(1);
    });
  });

  describe('when the sign-in is accepted', () => {
    it("returns to the flow's return_to with a full page load", async () => {
      const port = new FakeIdentityPort();
      const { actor, emitted } = start(port, { params: { returnTo: '/catalog?x=1' } });
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      await settled(actor, 'left');
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/catalog?x=1', document: true });
    });

    it("goes to '/' when the flow has no return_to", async () => {
      const port = new FakeIdentityPort();
      const { actor, emitted } = start(port);
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      await settled(actor, 'left');
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/', document: true });
    });
  });

  describe('when the service answers 400 with the flow', () => {
    it('replaces the flow, showing its global and field messages', async () => {
      const refused = loginFlow('login-flow-1', {
        messages: [INVALID_CREDENTIALS],
        nodes: loginNodes({ identifier: 'admin@local', passwordMessages: [PASSWORD_MISSING] }),
      });
      const port = new FakeIdentityPort().answerSubmits({ type: 'invalid', flow: refused });
      const { actor } = start(port);
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.flow === refused);
      const state = actor.getSnapshot();
      expect(state.context.flow?.ui.messages).toEqual([INVALID_CREDENTIALS]);
      expect(state.context.values).toEqual({ csrf_token: CSRF_TOKEN, identifier: 'admin@local' });
    });

    it('clears the global messages after 10 s and keeps the field messages', async () => {
      const clock = new SimulatedClock();
      const refused = loginFlow('login-flow-1', {
        messages: [INVALID_CREDENTIALS],
        nodes: loginNodes({ passwordMessages: [PASSWORD_MISSING] }),
      });
      const port = new FakeIdentityPort().answerSubmits({ type: 'invalid', flow: refused });
      const { actor } = start(port, {}, clock);
      await settled(actor, 'ready');
      actor.send({ type: 'flow.submit' });
      await waitFor(actor, (s) => s.context.flow === refused);
      clock.increment(9_999);
      expect(actor.getSnapshot().context.flow?.ui.messages).toHaveLength(1);
      clock.increment(1);
      const flow = actor.getSnapshot().context.flow;
      expect(flow?.ui.messages).toEqual([]);
      expect(flow?.ui.nodes.find((n) => n.type === 'input' && n.attributes.name === 'password')?.messages).toEqual([PASSWORD_MISSING]);
    });
  });

  describe('when the page is opened with username and password', () => {
    it('signs in on its own with them', async () => {
      const port = new FakeIdentityPort();
      const { actor } = start(port, {
        autoSubmit: { values: { identifier: 'viewer@local', password: 'pw-12345' }, trigger: { name: 'method', value: 'password' } },
      });
      await settled(actor, 'left');
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({
        csrf_token: CSRF_TOKEN,
        identifier: 'viewer@local',
        password: 'pw-12345',
        method: 'password',
      });
    });
  });

  describe('when the service refuses with an error id', () => {
    const submitError = async (error: { id?: string; status: number; message?: string; redirectBrowserTo?: string }, input: Partial<FlowMachineInput> = {}) => {
      const port = new FakeIdentityPort().answerSubmits({ type: 'error', error: { message: 'refused', ...error } });
      const run = start(port, input);
      await settled(run.actor, 'ready');
      run.actor.send({ type: 'flow.submit' });
      await waitFor(run.actor, (s) => s.matches('left') || (s.matches('ready') && port.callsOf('submitFlow').length > 0 && !s.matches('submitting')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { ...run, port };
    };

    it('session_aal2_required goes to the redirect the service gives', async () => {
      const to = 'http://127.0.0.1:8080/api/.ory/self-service/login/browser?aal=aal2';
      const { emitted } = await submitError({ id: IdentityErrorId.aal2Required, status: 403, redirectBrowserTo: to });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to, document: true });
    });

    it('session_aal2_required without a redirect goes to /login?aal=aal2', async () => {
      const { emitted } = await submitError({ id: IdentityErrorId.aal2Required, status: 403 });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/login?aal=aal2', document: true });
    });

    it("session_already_available goes to '/'", async () => {
      const port = new FakeIdentityPort().failCreate('login', { id: IdentityErrorId.alreadyAvailable, status: 400, message: 'signed in' });
      const { actor, emitted } = start(port);
      await settled(actor, 'left');
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/', document: false });
    });

    it('session_refresh_required goes to /login with refresh=true', async () => {
      const { emitted } = await submitError({ id: IdentityErrorId.refreshRequired, status: 403 }, { currentUrl: '/login?flow=x' });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/login?refresh=true&return_to=%2Flogin%3Fflow%3Dx', document: true });
    });

    it('self_service_flow_return_to_forbidden toasts, drops the return target and starts over on the login page', async () => {
      const port = new FakeIdentityPort().failCreate('login', {
        id: IdentityErrorId.returnToForbidden,
        status: 400,
        message: 'Requested return_to URL is not allowed.',
      });
      const { actor, emitted } = start(port, { params: { returnTo: 'https://evil.example' } });
      const state = await settled(actor, 'ready');
      expect(emitted).toContainEqual({ type: 'flow.toast', status: 'error', title: RETURN_TO_FORBIDDEN_TOAST });
      expect(emitted).toContainEqual({ type: 'flow.location', to: '/login' });
      expect(port.callsOf('createBrowserFlow')[1]).toEqual(['login', { returnTo: undefined }]);
      expect(state.context.flow).toBeDefined();
    });

    it('self_service_flow_expired toasts and restarts the flow', async () => {
      const { actor, emitted, port } = await submitError({ id: IdentityErrorId.flowExpired, status: 410 });
      await settled(actor, 'ready');
      expect(emitted).toContainEqual({ type: 'flow.toast', status: 'error', title: FLOW_EXPIRED_TOAST });
      expect(port.callsOf('createBrowserFlow')).toHaveLength(2);
    });

    it('security_csrf_violation toasts and restarts the flow', async () => {
      const { actor, emitted, port } = await submitError({ id: IdentityErrorId.csrfViolation, status: 403 });
      await settled(actor, 'ready');
      expect(emitted).toContainEqual({ type: 'flow.toast', status: 'error', title: CSRF_VIOLATION_TOAST });
      expect(port.callsOf('createBrowserFlow')).toHaveLength(2);
    });

    it('security_identity_mismatch restarts the flow without a toast', async () => {
      const { actor, emitted, port } = await submitError({ id: IdentityErrorId.identityMismatch, status: 403 });
      await settled(actor, 'ready');
      expect(emitted.filter((e) => e.type === 'flow.toast')).toEqual([]);
      expect(port.callsOf('createBrowserFlow')).toHaveLength(2);
    });

    it('browser_location_change_required goes to the given address', async () => {
      const to = 'http://127.0.0.1:8080/api/.ory/self-service/login/browser?aal=aal2&return_to=%2F';
      const { emitted } = await submitError({ id: IdentityErrorId.locationChangeRequired, status: 422, redirectBrowserTo: to });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to, document: true });
    });

    it('session_inactive goes to /login with return_to', async () => {
      const { emitted } = await submitError({ id: IdentityErrorId.sessionInactive, status: 401 }, { currentUrl: '/catalog' });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/login?return_to=%2Fcatalog', document: true });
    });

    it('an HTTP 410 without an id restarts the flow', async () => {
      const { actor, port } = await submitError({ status: 410 });
      await settled(actor, 'ready');
      expect(port.callsOf('createBrowserFlow')).toHaveLength(2);
    });

    it('any other refusal of a submit shows its message as a toast and keeps the form', async () => {
      const { actor, emitted } = await submitError({ status: 500, message: 'The database is down' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(emitted).toContainEqual({ type: 'flow.toast', status: 'error', title: 'The database is down' });
    });

    it('any other refusal while creating the flow is shown, with a retry', async () => {
      const port = new FakeIdentityPort().failCreate('login', { status: 500, message: 'The database is down' });
      const { actor } = start(port);
      const failed = await settled(actor, 'failed');
      expect(failed.context.failure?.message).toBe('The database is down');
      actor.send({ type: 'flow.retry' });
      await settled(actor, 'ready');
    });

    it('gives up after repeated restarts while creating, rather than looping', async () => {
      const csrf = { id: IdentityErrorId.csrfViolation, status: 403, message: 'csrf' };
      const port = new FakeIdentityPort().failCreate('login', csrf, csrf, csrf, csrf);
      const { actor } = start(port);
      await settled(actor, 'failed');
      expect(port.callsOf('createBrowserFlow')).toHaveLength(3);
    });
  });
});
