import { describe, expect, it } from 'vitest';
import {
  decodeComponentLabels, parseTopologyQuery, serialiseTopologyQuery, showsHiddenComponents, topologyRequest,
} from './topology-query';

const params = (text: string) => new URLSearchParams(text);

describe('when the URL is read', () => {
  it('takes every filter, the sort and the hidden toggle', () => {
    expect(
      parseTopologyQuery(params('status=unhealthy&type=Database&team=ops&labels=env%3Dprod&agent_id=a1&sortBy=name&sortOrder=desc&showHiddenComponents=no&refererId=r1')),
    ).toEqual({
      status: 'unhealthy',
      type: 'Database',
      team: 'ops',
      labels: [{ key: 'env', value: 'prod' }],
      agentId: 'a1',
      sortBy: 'name',
      sortOrder: 'desc',
      showHiddenComponents: false,
      refererId: 'r1',
    });
  });

  it('treats All as no filter', () => {
    expect(parseTopologyQuery(params('status=All&type=All&team=all&labels=All&agent_id=All'))).toEqual({});
  });

  it('ignores a sort order or toggle value it does not know', () => {
    expect(parseTopologyQuery(params('sortOrder=up&showHiddenComponents=maybe'))).toEqual({});
  });

  it('reads several labels and drops pairs without a key', () => {
    expect(decodeComponentLabels('env=prod,=x,tier=db')).toEqual([
      { key: 'env', value: 'prod' },
      { key: 'tier', value: 'db' },
    ]);
  });
});

describe('when a query is written to the URL', () => {
  it('round-trips', () => {
    const text = 'status=warning&type=Pod&labels=env%3Dprod%2Ctier%3Ddb&agent_id=a1&sortBy=type&sortOrder=asc&showHiddenComponents=yes&refererId=r1';
    const query = parseTopologyQuery(params(text));
    expect(parseTopologyQuery(params(new URLSearchParams(serialiseTopologyQuery(query)).toString()))).toEqual(query);
  });

  it('writes the hidden toggle as yes or no', () => {
    expect(serialiseTopologyQuery({ showHiddenComponents: true })).toEqual({ showHiddenComponents: 'yes' });
    expect(serialiseTopologyQuery({ showHiddenComponents: false })).toEqual({ showHiddenComponents: 'no' });
  });

  it('leaves out filters that mean all', () => {
    expect(serialiseTopologyQuery({ status: 'All', team: '' })).toEqual({});
  });
});

describe('hidden components', () => {
  it('are shown unless the URL says no', () => {
    expect(showsHiddenComponents({})).toBe(true);
    expect(showsHiddenComponents({ showHiddenComponents: true })).toBe(true);
    expect(showsHiddenComponents({ showHiddenComponents: false })).toBe(false);
  });
});

describe('when the topology endpoint is asked', () => {
  it('passes on only the sorts the endpoint knows', () => {
    expect(topologyRequest(undefined, { sortBy: 'name', sortOrder: 'desc' })).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(topologyRequest(undefined, { sortBy: 'field:cpu' })).toEqual({ sortBy: 'field:cpu', sortOrder: 'asc' });
    expect(topologyRequest(undefined, { sortBy: 'status' })).toEqual({});
  });
});
