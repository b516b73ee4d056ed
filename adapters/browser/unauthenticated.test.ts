import { describe, expect, it } from 'vitest';
import { authStateCheckerUrl, redirectToAuthStateChecker } from './unauthenticated';

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

  it('is sent once when several requests of the page fail together', () => {
    const assigned: string[] = [];
    const location = { pathname: '/health', search: '', hash: '', assign: (to: string) => assigned.push(to) };
    const redirect = redirectToAuthStateChecker(location);
    redirect();
    redirect();
    expect(assigned).toEqual(['/auth-state-checker?return_to=%2Fhealth']);
  });
});
