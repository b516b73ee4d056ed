import { describe, expect, it } from 'vitest';
import { loginFlow, socialLoginNodes } from '../../../tests/fakes/identity-flows';
import { spinningButton } from './submit-spinner';

describe('which button spins while a submit is out', () => {
  const flow = loginFlow('flow-1', { nodes: socialLoginNodes() });

  it('is the button the submit pressed', () => {
    expect(spinningButton(flow, { csrf_token: 'c', identifier: 'a', password: 'p', method: 'password' })).toEqual({ name: 'method', value: 'password' });
  });

  it('is none for a social sign-in, whose page is left for the provider', () => {
    expect(spinningButton(flow, { csrf_token: 'c', provider: 'oidc' })).toBeUndefined();
  });

  it('is none before a submit', () => {
    expect(spinningButton(flow, undefined)).toBeUndefined();
    expect(spinningButton(undefined, { method: 'password' })).toBeUndefined();
  });
});
