import { describe, expect, it } from 'vitest';
import { authStateCheckerUrl } from './unauthenticated';

describe('where a 401 sends the browser', () => {
  it('is the auth state checker, returning to the current page', () => {
    expect(authStateCheckerUrl({ pathname: '/settings/feature-flags', search: '?a=1', hash: '' })).toBe(
      '/auth-state-checker?return_to=%2Fsettings%2Ffeature-flags%3Fa%3D1',
    );
  });

  it('is nowhere while the person is already signing in', () => {
    expect(authStateCheckerUrl({ pathname: '/login', search: '?return_to=/', hash: '' })).toBeUndefined();
    expect(authStateCheckerUrl({ pathname: '/auth-state-checker', search: '', hash: '' })).toBeUndefined();
  });
});
