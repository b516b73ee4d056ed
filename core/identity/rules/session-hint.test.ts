import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../shared';
import { toIdentityFailure } from '../errors';
import { hasSessionHint, probeSession, SESSION_HINT_COOKIE } from './session-hint';

describe('the session hint', () => {
  it('is found among the cookies by its name, whatever its value', () => {
    expect(hasSessionHint(`csrf=abc; ${SESSION_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=`)).toBe(true);
  });

  it('is not found in no cookies, nor in a cookie whose name only contains it', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint(`my_${SESSION_HINT_COOKIE}=1; x=${SESSION_HINT_COOKIE}`)).toBe(false);
  });
});

describe('when the session is probed', () => {
  it('asks who is signed in while the hint is present', async () => {
    await expect(probeSession(true, async () => 'person')).resolves.toBe('person');
  });

  it('does not ask without the hint, and fails as a 401 would', async () => {
    let asked = false;
    const error = await probeSession(false, async () => (asked = true)).catch((e: unknown) => e);
    expect(asked).toBe(false);
    expect(isDomainError(error) && error.kind).toBe('unauthenticated');
    expect(toIdentityFailure(error).status).toBe(401);
  });
});
