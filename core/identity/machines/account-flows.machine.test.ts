import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeSessionHint } from '../../../tests/fakes/fake-browser';
import { bindIdentityPorts, type IdentityMachines } from '../bind';
import type { FlowEmitted, FlowMachineInput } from './self-service-flow.machine';
import { FakeIdentityPort } from '../../../tests/fakes/identity';
import {
  CSRF_TOKEN, RECOVERY_CODE_SENT, recoveryFlow, SETTINGS_SAVED, settingsFlow, verificationFlow,
} from '../../../tests/fakes/identity-flows';

type FlowName = 'registration' | 'recovery' | 'verification' | 'settings';

function start(port: FakeIdentityPort, name: FlowName, input: Partial<FlowMachineInput> = {}) {
  const machine = bindIdentityPorts({ identity: port, hint: new FakeSessionHint() })[name] as IdentityMachines['recovery'];
  const actor = createActor(machine, { input: { params: {}, currentUrl: `/${name}`, ...input } });
  const emitted: FlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

type FlowActor = ReturnType<typeof start>['actor'];
const settled = (actor: FlowActor) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('failed') || s.matches('left'), { timeout: 1000 });

describe('the registration flow', () => {
  describe('when the registration is accepted', () => {
    it("makes a full redirect to the flow's return_to", async () => {
      const port = new FakeIdentityPort();
      const { actor, emitted } = start(port, 'registration', { params: { returnTo: 'http://console.test/health' } });
      await settled(actor);
      actor.send({ type: 'flow.change', name: 'traits.email', value: 'new@local' });
      actor.send({ type: 'flow.change', name: 'password', value: 'a-long-passphrase' });
      actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'password' } });
      await waitFor(actor, (s) => s.matches('left'));
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({
        csrf_token: CSRF_TOKEN, 'traits.email': 'new@local', password: 'a-long-passphrase', method: 'password',
      });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: 'http://console.test/health', document: true });
    });

    it("goes to '/' without a return target", async () => {
      const { actor, emitted } = start(new FakeIdentityPort(), 'registration');
      await settled(actor);
      actor.send({ type: 'flow.submit' });
      await waitFor(actor, (s) => s.matches('left'));
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/', document: true });
    });
  });
});

describe('the recovery flow', () => {
  describe('when the email is accepted', () => {
    it('shows the flow waiting for the code, with its message', async () => {
      const sent = recoveryFlow('recovery-flow-1', { state: 'sent_email', messages: [RECOVERY_CODE_SENT] });
      const port = new FakeIdentityPort().answerSubmits({ type: 'success', flow: sent });
      const { actor } = start(port, 'recovery');
      await settled(actor);
      actor.send({ type: 'flow.change', name: 'email', value: 'someone@local' });
      actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'code' } });
      const state = await waitFor(actor, (s) => s.matches('ready') && s.context.flow === sent);
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: CSRF_TOKEN, email: 'someone@local', method: 'code' });
      expect(state.context.flow?.ui.messages).toEqual([RECOVERY_CODE_SENT]);
    });
  });

  describe('when the code is accepted', () => {
    it('follows the service to the settings flow with a full page load', async () => {
      const to = 'http://console.test/profile-settings?flow=s1';
      const port = new FakeIdentityPort()
        .storeFlow(recoveryFlow('r1', { state: 'sent_email' }))
        .answerSubmits({ type: 'error', error: { id: 'browser_location_change_required', status: 422, message: 'go', redirectBrowserTo: to } });
      const { actor, emitted } = start(port, 'recovery', { flowId: 'r1' });
      await settled(actor);
      actor.send({ type: 'flow.change', name: 'code', value: '123456' });
      actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'code' } });
      await waitFor(actor, (s) => s.matches('left'));
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: CSRF_TOKEN, code: '123456', method: 'code' });
      expect(emitted).toContainEqual({ type: 'flow.redirect', to, document: true });
    });
  });
});

describe('the verification flow', () => {
  it.each([410, 403])('starts again at /verification when fetching the flow answers %i', async (status) => {
    const port = new FakeIdentityPort().failGet('old', { status, message: 'gone' });
    const { actor, emitted } = start(port, 'verification', { flowId: 'old' });
    const state = await settled(actor);
    expect(state.context.flow?.id).toBe('verification-flow-1');
    expect(emitted).toContainEqual({ type: 'flow.location', to: '/verification' });
    expect(emitted.filter((e) => e.type === 'flow.toast')).toEqual([]);
  });

  it("goes to '/' when creating the flow answers 400", async () => {
    const port = new FakeIdentityPort().failCreate('verification', { status: 400, message: 'bad request' });
    const { actor, emitted } = start(port, 'verification');
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toContainEqual({ type: 'flow.redirect', to: '/', document: false });
  });

  it('shows the flow the code passed, with its continue link', async () => {
    const passed = verificationFlow('verification-flow-1', { state: 'passed_challenge' });
    const port = new FakeIdentityPort().answerSubmits({ type: 'success', flow: passed });
    const { actor } = start(port, 'verification');
    await settled(actor);
    actor.send({ type: 'flow.submit' });
    const state = await waitFor(actor, (s) => s.matches('ready') && s.context.flow === passed);
    expect(state.context.flow?.state).toBe('passed_challenge');
  });
});

describe('the settings flow', () => {
  describe('when a change is saved', () => {
    it('replaces the flow and starts the form again from its values', async () => {
      const saved = settingsFlow('settings-flow-1', { state: 'success', messages: [SETTINGS_SAVED] });
      const port = new FakeIdentityPort().answerSubmits({ type: 'success', flow: saved });
      const { actor } = start(port, 'settings');
      await settled(actor);
      actor.send({ type: 'flow.change', name: 'password', value: 'a-new-passphrase' });
      actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'password' } });
      const state = await waitFor(actor, (s) => s.matches('ready') && s.context.flow === saved);
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: CSRF_TOKEN, password: 'a-new-passphrase', method: 'password' });
      expect(state.context.values.password).toBeUndefined();
    });

    it('posts only the pressed recovery-code button with its group', async () => {
      const port = new FakeIdentityPort();
      const { actor } = start(port, 'settings');
      await settled(actor);
      actor.send({ type: 'flow.submit', trigger: { name: 'lookup_secret_regenerate', value: 'true' } });
      await settled(actor);
      expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: CSRF_TOKEN, method: 'lookup_secret', lookup_secret_regenerate: 'true' });
    });
  });

  describe('when the service needs a second factor first', () => {
    it('goes to the given sign-in with the settings page as return_to', async () => {
      const redirect = 'http://console.test/api/.ory/self-service/login/browser?aal=aal2';
      const port = new FakeIdentityPort().failCreate('settings', { id: 'session_aal2_required', status: 403, message: 'aal2', redirectBrowserTo: redirect });
      const { actor, emitted } = start(port, 'settings', { currentUrl: '/profile-settings' });
      await waitFor(actor, (s) => s.matches('left'));
      expect(emitted).toContainEqual({ type: 'flow.redirect', to: `${redirect}&return_to=%2Fprofile-settings`, document: true });
    });
  });
});

describe('the flow-error page', () => {
  function open(port: FakeIdentityPort, id: string) {
    const actor = createActor(bindIdentityPorts({ identity: port, hint: new FakeSessionHint() }).flowError, { input: { id } });
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, emitted };
  }

  it('shows the error the service kept', async () => {
    const report = { id: 'e1', error: { code: 403, message: 'csrf' } };
    const { actor } = open(new FakeIdentityPort().storeFlowError(report), 'e1');
    const state = await waitFor(actor, (s) => s.matches('shown'));
    expect(state.context.report).toEqual(report);
  });

  it.each([404, 403, 410])("goes to '/' when the error answers %i", async (status) => {
    const { actor, emitted } = open(new FakeIdentityPort().failFlowError('e1', { status, message: 'x' }), 'e1');
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toEqual([{ type: 'flowError.redirect', to: '/' }]);
  });

  it('shows any other failure with a retry', async () => {
    const port = new FakeIdentityPort().failFlowError('e1', { status: 500, message: 'down' });
    const { actor } = open(port, 'e1');
    await waitFor(actor, (s) => s.matches('failed'));
    port.storeFlowError({ id: 'e1', error: {} });
    actor.send({ type: 'flowError.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
  });
});
