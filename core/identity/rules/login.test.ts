import { describe, expect, it } from 'vitest';
import { loginAutoSubmit, loginHeading } from './login';
import { LOGIN_AAL2_HEADING, LOGIN_HEADING, LOGIN_REFRESH_HEADING } from '../texts';
import { loginFlow } from '../../../tests/fakes/identity-flows';

describe('the sign-in heading', () => {
  it('reads Sign In to your account for a first sign-in', () => {
    expect(loginHeading(undefined, {})).toBe(LOGIN_HEADING);
  });

  it('reads Confirm Action on a refresh', () => {
    expect(loginHeading(undefined, { refresh: true })).toBe(LOGIN_REFRESH_HEADING);
    expect(loginHeading(loginFlow('f', { refresh: true }), {})).toBe(LOGIN_REFRESH_HEADING);
  });

  it('reads Two-Factor Authentication for a second factor, from the flow once it is there', () => {
    expect(loginHeading(undefined, { aal: 'aal2' })).toBe(LOGIN_AAL2_HEADING);
    expect(loginHeading(loginFlow('f', { requested_aal: 'aal2' }), { aal: 'aal1' })).toBe(LOGIN_AAL2_HEADING);
  });
});

describe('signing in from the address', () => {
  it('needs both username and password', () => {
    expect(loginAutoSubmit('a', undefined)).toBeUndefined();
    expect(loginAutoSubmit('a', 'b')).toEqual({ values: { identifier: 'a', password: 'b' }, trigger: { name: 'method', value: 'password' } });
  });
});
