import { describe, expect, it } from 'vitest';
import { topologyRequest } from '../../core/topology/rules/topology-query';
import { snapshotPath, topologyApiParams } from './topology-requests';

describe('when the topology endpoint is asked', () => {
  it('sends type, team, labels, status and agent_id with flatten for a type', () => {
    const request = topologyRequest('c1', {
      status: 'unhealthy',
      type: 'Pod',
      team: 'ops',
      labels: [{ key: 'env', value: 'prod' }],
      agentId: 'a1',
    });
    expect(topologyApiParams(request)).toEqual({
      id: 'c1', status: 'unhealthy', type: 'Pod', flatten: 'true', team: 'ops', labels: 'env=prod', agent_id: 'a1',
    });
  });

  it('removes any filter whose value is All', () => {
    expect(topologyApiParams({ status: 'All', type: 'All', team: 'All', agentId: 'All' })).toEqual({});
  });

  it('asks for hidden=false when hidden components are not shown', () => {
    expect(topologyApiParams(topologyRequest(undefined, { showHiddenComponents: false }))).toEqual({ hidden: 'false' });
  });
});

describe('when a snapshot is downloaded', () => {
  it('asks /snapshot/topology/{id} with start and related', () => {
    expect(snapshotPath('c1', { start: '1h', related: true })).toBe('/snapshot/topology/c1?start=1h&related=true');
  });
});
