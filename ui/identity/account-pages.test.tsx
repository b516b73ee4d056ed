import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIdentityPort } from '../../tests/fakes/identity';
import { RECOVERY_CODE_SENT, recoveryFlow, settingsFlow, settingsNodes } from '../../tests/fakes/identity-flows';
import { renderIdentityPage } from '../../tests/setup/render-identity';
import { FlowErrorPage } from './flow-error-page';
import { ProfileSettingsPage } from './profile-settings-page';
import { RecoveryPage } from './recovery-page';
import { RegistrationPage } from './registration-page';
import { VerificationPage } from './verification-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the registration page', () => {
  it("is titled 'Register', reads 'Create account' and links to sign-in", async () => {
    renderIdentityPage(new FakeIdentityPort(), '/registration', <RegistrationPage />);
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(document.title).toBe('Register | Mission Control');
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it("goes to '/?return_to=' when opened with redirectUrl", async () => {
    const { memory } = renderIdentityPage(new FakeIdentityPort(), '/registration?redirectUrl=x&return_to=%2Fhealth', <RegistrationPage />);
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/?return_to=%2Fhealth'));
  });
});

describe('the recovery page', () => {
  it("is titled 'Recovery', reads 'Recover account' and links back to '/'", async () => {
    renderIdentityPage(new FakeIdentityPort(), '/recovery', <RecoveryPage />);
    expect(await screen.findByRole('heading', { name: 'Recover account' })).toBeInTheDocument();
    expect(document.title).toBe('Recovery | Mission Control');
    expect(await screen.findByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
  });

  it('asks for the code once the email is accepted', async () => {
    const port = new FakeIdentityPort().answerSubmits({
      type: 'success',
      flow: recoveryFlow('recovery-flow-1', { state: 'sent_email', messages: [RECOVERY_CODE_SENT] }),
    });
    renderIdentityPage(port, '/recovery', <RecoveryPage />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'someone@local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Recovery code/)).toBeInTheDocument();
    expect(screen.getByText(RECOVERY_CODE_SENT.text)).toBeInTheDocument();
  });
});

describe('the verification page', () => {
  it("reads 'Verify your account' and links back to '/'", async () => {
    renderIdentityPage(new FakeIdentityPort(), '/verification', <VerificationPage />);
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
  });
});

describe('the profile settings page', () => {
  it('shows a section only for the groups the flow has nodes of', async () => {
    const port = new FakeIdentityPort().setFlowTemplate('settings', (id) =>
      settingsFlow(id, { nodes: settingsNodes({ groups: ['password', 'totp'] }) }),
    );
    renderIdentityPage(port, '/profile-settings', <ProfileSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manage 2FA TOTP Authenticator App' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile Settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Manage 2FA Backup Recovery Codes' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Profile Management and Security Settings' })).toBeInTheDocument();
    expect(screen.getByAltText('Authenticator app QR code')).toBeInTheDocument();
  });

  it("links back to return_to, '/' by default", async () => {
    renderIdentityPage(new FakeIdentityPort(), '/profile-settings?return_to=%2Fhealth', <ProfileSettingsPage />);
    expect((await screen.findByRole('link', { name: 'Go back' })).getAttribute('href')).toBe('/health');
  });

  it('posts the fields of the section whose button is pressed', async () => {
    const port = new FakeIdentityPort();
    renderIdentityPage(port, '/profile-settings', <ProfileSettingsPage />);
    await screen.findByRole('heading', { name: 'Change Password' });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-new-passphrase' } });
    fireEvent.click(document.body.querySelector('section[aria-labelledby="settings-password"] button[value="password"]')!);
    await waitFor(() => expect(port.callsOf('submitFlow')).toHaveLength(1));
    expect(port.callsOf('submitFlow')[0]?.[2]).toEqual({ csrf_token: 'csrf-masked-token', password: 'a-new-passphrase', method: 'password' });
  });
});

describe('the flow-error page', () => {
  it("shows the error's JSON with a way back", async () => {
    const port = new FakeIdentityPort().storeFlowError({ id: 'e1', error: { code: 500, message: 'the courier is down' } });
    renderIdentityPage(port, '/error?id=e1', <FlowErrorPage />);
    expect(await screen.findByText(/"message": "the courier is down"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
  });

  it.each([404, 403, 410])("goes to '/' when the error answers %i", async (status) => {
    const port = new FakeIdentityPort().failFlowError('e1', { status, message: 'gone' });
    const { memory } = renderIdentityPage(port, '/error?id=e1', <FlowErrorPage />);
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/'));
  });
});
