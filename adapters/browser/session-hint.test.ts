import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../core/identity';
import { CookieSessionHint } from './session-hint';

describe('the session hint of the browser', () => {
  it('follows document.cookie as signing in and out change it', () => {
    const document = { cookie: '' };
    const hint = new CookieSessionHint(document);
    expect(hint.present()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    expect(hint.present()).toBe(true);
  });
});
