import { describe, expect, it } from 'vitest';
import { logsRequest } from '../../core/logs/rules/logs-query';
import { logsRequestBody } from './logs-body';

describe('the logs request', () => {
  it('posts the component id, selector name, search and time range', () => {
    const request = logsRequest({ topologyId: 'c1', logsSelector: 'app', query: 'timeout', start: '1h' })!;
    expect(logsRequestBody(request)).toEqual({ id: 'c1', name: 'app', query: 'timeout', start: '1h' });
  });

  it('leaves out the selector and the search when there are none', () => {
    expect(logsRequestBody({ componentId: 'c1', start: '15m' })).toEqual({ id: 'c1', start: '15m' });
  });
});
