import { describe, expect, it } from 'vitest';
import { logsRequest, logsRequestBody, parseLogsQuery, serialiseLogsQuery } from './logs-query';

const params = (text: string) => new URLSearchParams(text);

describe('the logs URL', () => {
  it('keeps topologyId, logsSelector, query and start', () => {
    expect(parseLogsQuery(params('topologyId=c1&logsSelector=app&query=error&start=1h'))).toEqual({
      topologyId: 'c1', logsSelector: 'app', query: 'error', start: '1h',
    });
  });

  it('starts at the first preset by default', () => {
    expect(parseLogsQuery(params(''))).toEqual({ start: '15m' });
  });

  it('round-trips, leaving out the default start', () => {
    const query = parseLogsQuery(params('topologyId=c1&query=a%20b'));
    expect(serialiseLogsQuery(query)).toEqual({ topologyId: 'c1', query: 'a b' });
    expect(parseLogsQuery(params(new URLSearchParams(serialiseLogsQuery(query)).toString()))).toEqual(query);
  });
});

describe('the logs request', () => {
  it('is nothing without a component', () => {
    expect(logsRequest({ start: '15m' })).toBeUndefined();
  });

  it('posts the component id, selector name, search and time range', () => {
    const request = logsRequest({ topologyId: 'c1', logsSelector: 'app', query: 'timeout', start: '1h' })!;
    expect(logsRequestBody(request)).toEqual({ id: 'c1', name: 'app', query: 'timeout', start: '1h' });
  });
});
