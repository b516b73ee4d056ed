import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNING_OUT } from '../../core/identity';
import { FakeIdentityPort } from '../../tests/fakes/identity';
import { renderIdentityPage } from '../../tests/setup/render-identity';
import { AuthStateCheckerPage } from './auth-state-checker-page';
import { LogoutPage } from './logout-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the auth-state checker page', () => {
  it('returns to return_to when the session is valid', async () => {
    const { memory } = renderIdentityPage(new FakeIdentityPort(), '/auth-state-checker?return_to=%2Fcatalog', <AuthStateCheckerPage />);
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/catalog'));
  });

  it('sends a signed-out person to sign-in with return_to', async () => {
    const port = new FakeIdentityPort().failWhoami({ status: 401, message: 'no session' });
    const { memory } = renderIdentityPage(port, '/auth-state-checker?return_to=%2Fcatalog', <AuthStateCheckerPage />);
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/login?return_to=%2Fcatalog'));
  });

  it('never returns to another site', async () => {
    const { memory } = renderIdentityPage(new FakeIdentityPort(), '/auth-state-checker?return_to=https%3A%2F%2Fevil.example', <AuthStateCheckerPage />);
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/'));
  });

  it('shows any other failure with a retry', async () => {
    const port = new FakeIdentityPort().failWhoami({ status: 500, message: 'Session store unavailable' });
    renderIdentityPage(port, '/auth-state-checker', <AuthStateCheckerPage />);
    expect(await screen.findByText('Session store unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(port.callsOf('whoami')).toHaveLength(2));
  });
});

describe('the sign-out page', () => {
  it('signs out through the logout flow and goes to /login?return_to=...', async () => {
    const port = new FakeIdentityPort();
    const { assign } = renderIdentityPage(port, '/logout?return_to=%2Fhealth', <LogoutPage />);
    expect(screen.getByText(SIGNING_OUT)).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?return_to=%2Fhealth'));
    expect(port.callsOf('performLogout')).toEqual([['logout-token-1', '/login?return_to=%2Fhealth']]);
  });
});
