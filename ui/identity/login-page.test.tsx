import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_VIOLATION_TOAST, IdentityErrorId, LOGIN_AAL2_HEADING, LOGIN_HEADING, LOGIN_REFRESH_HEADING } from '../../core/identity';
import { FakeIdentityPort } from '../../tests/fakes/identity';
import { aal2LoginFlow, CSRF_TOKEN, INVALID_CREDENTIALS, loginFlow, loginNodes, PASSWORD_MISSING, socialLoginNodes } from '../../tests/fakes/identity-flows';
import { renderIdentityPage } from '../../tests/setup/render-identity';
import { toaster } from '../components/toaster';
import { LoginPage } from './login-page';

const renderLogin = (port: FakeIdentityPort, path = '/login') => renderIdentityPage(port, path, <LoginPage />);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the sign-in page', () => {
  it("titles the document 'Sign in | Mission Control' and greets with 'Sign In to your account'", async () => {
    renderLogin(new FakeIdentityPort());
    expect(await screen.findByRole('heading', { name: LOGIN_HEADING })).toBeTruthy();
    expect(document.title).toBe('Sign in | Mission Control');
    expect(screen.getByText('Mission Control')).toBeTruthy();
  });

  it("reads 'Confirm Action' on a refresh", async () => {
    renderLogin(new FakeIdentityPort(), '/login?refresh=true');
    expect(await screen.findByRole('heading', { name: LOGIN_REFRESH_HEADING })).toBeTruthy();
  });

  it("reads 'Two-Factor Authentication' on a second factor and offers each method's button", async () => {
    const port = new FakeIdentityPort().setFlowTemplate('login', () => aal2LoginFlow());
    renderLogin(port, '/login?aal=aal2');
    expect(await screen.findByRole('heading', { name: LOGIN_AAL2_HEADING })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Use Authenticator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use backup recovery code' })).toBeTruthy();
    expect(screen.getByText('Please complete the second authentication challenge.')).toBeTruthy();
  });

  it("links 'Reset password' to /recovery", async () => {
    renderLogin(new FakeIdentityPort());
    expect((await screen.findByRole('link', { name: 'Reset password' })).getAttribute('href')).toBe('/recovery');
  });

  it('renders the fields of the flow from its nodes', async () => {
    renderLogin(new FakeIdentityPort());
    expect(await screen.findByLabelText(/ID/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toHaveProperty('type', 'password');
    expect(document.body.querySelector('input[type="hidden"][name="csrf_token"]')).toHaveProperty('value', CSRF_TOKEN);
    expect(screen.getByRole('button', { name: 'Sign in with password' })).toBeTruthy();
  });

  describe('when the person signs in', () => {
    it('puts the flow id in the address, posts the values and returns to return_to', async () => {
      const port = new FakeIdentityPort();
      const { memory, assign } = renderLogin(port, '/login?return_to=%2Fcatalog');
      fireEvent.change(await screen.findByLabelText(/ID/), { target: { value: 'admin@local' } });
      fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'pw-123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/catalog'));
      expect(memory.history).toContain('/login?flow=login-flow-1&return_to=%2Fcatalog');
      expect(port.callsOf('submitFlow')).toEqual([
        ['login', 'login-flow-1', { csrf_token: CSRF_TOKEN, identifier: 'admin@local', password: 'pw-123456', method: 'password' }],
      ]);
    });

    it('shows a spinner on the button and ignores more clicks while the submit is in flight', async () => {
      const port = new FakeIdentityPort().holdSubmits();
      renderLogin(port);
      const button = await screen.findByRole('button', { name: 'Sign in with password' });
      fireEvent.click(button);
      await waitFor(() => expect(button.getAttribute('data-loading')).not.toBeNull());
      fireEvent.click(button);
      expect(port.callsOf('submitFlow')).toHaveLength(1);
      await act(async () => {
        port.releaseSubmits();
      });
    });

    it('shows no spinner on a social sign-in button, whose page is left for the provider, but takes nothing more meanwhile', async () => {
      const port = new FakeIdentityPort().setFlowTemplate('login', (id) => loginFlow(id, { nodes: socialLoginNodes('Demo identity provider') })).holdSubmits();
      renderLogin(port);
      const social = await screen.findByRole('button', { name: 'Sign in with Demo identity provider' });
      fireEvent.click(social);
      await waitFor(() => expect(social).toHaveProperty('disabled', true));
      expect(social.getAttribute('data-loading')).toBeNull();
      expect(screen.getByRole('button', { name: 'Sign in with password' }).getAttribute('data-loading')).toBeNull();
      expect(port.callsOf('submitFlow')).toEqual([['login', 'login-flow-1', { csrf_token: CSRF_TOKEN, provider: 'oidc' }]]);
      await act(async () => {
        port.releaseSubmits();
      });
    });

    it('shows the messages of a refused sign-in: global ones and the field ones under their field', async () => {
      const refused = loginFlow('login-flow-1', {
        messages: [INVALID_CREDENTIALS],
        nodes: loginNodes({ identifier: 'admin@local', passwordMessages: [PASSWORD_MISSING] }),
      });
      const port = new FakeIdentityPort().answerSubmits({ type: 'invalid', flow: refused });
      renderLogin(port);
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in with password' }));
      expect(await screen.findByText(INVALID_CREDENTIALS.text)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(INVALID_CREDENTIALS.text);
      expect(screen.getByText(PASSWORD_MISSING.text)).toBeTruthy();
      expect(screen.getByLabelText(/ID/)).toHaveProperty('value', 'admin@local');
    });

    it('toasts a security violation and shows a fresh flow', async () => {
      const port = new FakeIdentityPort().answerSubmits({
        type: 'error',
        error: { id: IdentityErrorId.csrfViolation, status: 403, message: 'csrf' },
      });
      const create = vi.spyOn(toaster, 'create');
      renderLogin(port);
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in with password' }));
      await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: CSRF_VIOLATION_TOAST })));
      await waitFor(() => expect(port.callsOf('createBrowserFlow')).toHaveLength(2));
    });

    it('toasts any other login error', async () => {
      const port = new FakeIdentityPort().answerSubmits({ type: 'error', error: { status: 429, message: 'Too many sign-in attempts' } });
      const create = vi.spyOn(toaster, 'create');
      renderLogin(port);
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in with password' }));
      await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Too many sign-in attempts' })));
    });
  });

  describe('when opened with username and password', () => {
    it('signs in on its own and leaves the password out of the address', async () => {
      const port = new FakeIdentityPort();
      const { memory, assign } = renderLogin(port, '/login?username=viewer%40local&password=pw-123456');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(port.callsOf('submitFlow')[0]?.[2]).toMatchObject({ identifier: 'viewer@local', password: 'pw-123456' });
      expect(memory.history?.at(-1)).toBe('/login?flow=login-flow-1');
    });
  });

  describe('when the flow cannot be created', () => {
    it('shows the error with a retry', async () => {
      const port = new FakeIdentityPort().failCreate('login', { status: 502, message: 'The identity service is down' });
      renderLogin(port);
      expect(await screen.findByText('The identity service is down')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Sign in with password' })).toBeTruthy();
    });
  });
});
