import { describe, expect, it } from 'vitest';
import { reactToFlowError } from './flow-error-reaction';

describe('reacting to session_aal2_required in settings', () => {
  it('adds the current location as return_to to the redirect', () => {
    const reaction = reactToFlowError(
      { id: 'session_aal2_required', status: 403, message: '', redirectBrowserTo: 'http://h/api/.ory/self-service/login/browser?aal=aal2' },
      { kind: 'settings', currentUrl: '/profile-settings' },
    );
    expect(reaction).toEqual({
      type: 'redirect',
      to: 'http://h/api/.ory/self-service/login/browser?aal=aal2&return_to=%2Fprofile-settings',
      document: true,
    });
  });
});

describe('reacting to an unknown error', () => {
  it('leaves it to the caller', () => {
    expect(reactToFlowError({ status: 500, message: 'x' }, { kind: 'login', currentUrl: '/login' })).toEqual({ type: 'unhandled' });
  });
});
