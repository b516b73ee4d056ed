import { describe, expect, it } from 'vitest';
import { loginUrl, queryString, safeReturnTo } from './urls';

describe('queryString', () => {
  it('encodes the defined entries in order and leaves out empty ones', () => {
    expect(queryString({ flow: 'a b', return_to: undefined, aal: '' , x: '/p?q=1' })).toBe('?flow=a%20b&x=%2Fp%3Fq%3D1');
    expect(queryString({})).toBe('');
  });
});

describe('loginUrl', () => {
  it('puts aal before return_to, as the session checker sends it', () => {
    expect(loginUrl({ aal: 'aal2', returnTo: '/health' })).toBe('/login?aal=aal2&return_to=%2Fhealth');
    expect(loginUrl()).toBe('/login');
  });
});

describe('safeReturnTo', () => {
  it('keeps paths of the console', () => {
    expect(safeReturnTo('/catalog?x=1')).toBe('/catalog?x=1');
  });

  it('turns an absolute address on the same origin into its path', () => {
    expect(safeReturnTo('http://localhost:8080/health?a=1', 'http://localhost:8080')).toBe('/health?a=1');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'http://localhost:8080.evil.example/'])(
    'sends %s to the start page instead',
    (value) => {
      expect(safeReturnTo(value, 'http://localhost:8080')).toBe('/');
    },
  );

  it('falls back to the start page when there is no target', () => {
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
