import { describe, expect, it } from 'vitest';
import { visibleSettingsSections } from './settings-sections';
import { registrationForcedRedirect } from './registration';
import { settingsFlow, settingsNodes } from '../../../tests/fakes/identity-flows';

describe('the sections of the profile settings', () => {
  it('appear only for the groups the flow has nodes of', () => {
    const flow = settingsFlow('s', { nodes: settingsNodes({ groups: ['password', 'totp'] }) });
    expect(visibleSettingsSections(flow).map((s) => s.title)).toEqual(['Change Password', 'Manage 2FA TOTP Authenticator App']);
  });

  it('follow the page order whatever the order of the nodes', () => {
    expect(visibleSettingsSections(settingsFlow('s')).map((s) => s.group)).toEqual(['profile', 'password', 'lookup_secret', 'totp']);
  });

  it('are none without a flow', () => {
    expect(visibleSettingsSections(undefined)).toEqual([]);
  });
});

describe('a registration opened with redirectUrl', () => {
  it("goes to '/?return_to=' with the return_to value", () => {
    expect(registrationForcedRedirect('x', '/health')).toBe('/?return_to=%2Fhealth');
    expect(registrationForcedRedirect('x', undefined)).toBe('/?return_to=');
  });

  it('does nothing without redirectUrl', () => {
    expect(registrationForcedRedirect(undefined, '/health')).toBeUndefined();
  });
});
