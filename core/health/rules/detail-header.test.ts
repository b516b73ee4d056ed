import { describe, expect, it } from 'vitest';
import { aCheck } from '../../../tests/fakes/health';
import { canRunNow, checkDetailHeader } from './detail-header';

describe('the check detail header', () => {
  describe('when an agent pushed the check', () => {
    it('shows its name, type, namespace, endpoint and agent', () => {
      const check = aCheck({ id: 'c1', name: 'api/health', type: 'http', namespace: 'web', endpoint: 'http://127.0.0.1/', agent: { id: 'a1', name: 'edge' } });
      expect(checkDetailHeader(check)).toEqual({
        name: 'api/health', type: 'http', namespace: 'web', endpoint: 'http://127.0.0.1/', agent: { id: 'a1', name: 'edge' },
      });
    });
  });

  describe('when the check is local and has no namespace or endpoint', () => {
    it('leaves them out', () => {
      expect(checkDetailHeader(aCheck({ id: 'c1', name: 'ping', type: 'tcp', namespace: undefined }))).toEqual({ name: 'ping', type: 'tcp' });
    });
  });
});

describe('Run Now', () => {
  it('is offered to those who may write canaries', () => {
    expect(canRunNow(['editor'])).toBe(true);
    expect(canRunNow(['viewer'])).toBe(false);
    expect(canRunNow([])).toBe(false);
  });
});
