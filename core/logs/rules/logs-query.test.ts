import { describe, expect, it } from 'vitest';
import { logsRequest, parseLogsQuery, serialiseLogsQuery } from './logs-query';

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

  it('carries the component, selector, search and time range of the query', () => {
    expect(logsRequest({ topologyId: 'c1', logsSelector: 'app', query: 'timeout', start: '1h' })).toEqual({
      componentId: 'c1', selector: 'app', query: 'timeout', start: '1h',
    });
  });
});
