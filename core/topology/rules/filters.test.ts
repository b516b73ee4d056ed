import { describe, expect, it } from 'vitest';
import { NIL_UUID } from '../../shared';
import type { TopologyResult } from '../model';
import { chooseFilter, toggleSortOrder, topologyFilterBar } from './filters';
import { STANDARD_SORTS } from './sort';

const result: TopologyResult = {
  components: [
    { id: 'a', name: 'a', agentId: NIL_UUID, components: [{ id: 'b', name: 'b', agentId: '0b7c4c7e-1b7a-4f5e-9a3c-4f6b1d2e3a10' }] },
  ],
  healthStatuses: ['warning', 'healthy', 'healthy'],
  teams: [],
  types: ['Pod'],
  tags: { env: ['prod', 'dev'] },
};

const labels = (field: { options: readonly { label: string }[] }) => field.options.map((o) => o.label);

describe('the filter bar', () => {
  it("offers All, then the answer's values once each and in order", () => {
    const bar = topologyFilterBar(result, {}, STANDARD_SORTS);
    expect(labels(bar.status)).toEqual(['All', 'healthy', 'warning']);
    expect(labels(bar.labels)).toEqual(['All', 'env=dev', 'env=prod']);
    expect(bar.team).toEqual({ value: 'All', options: [{ value: 'All', label: 'All' }] });
  });

  it('names the local agent and any other by the start of its id, children included', () => {
    expect(labels(topologyFilterBar(result, {}, STANDARD_SORTS).agentId)).toEqual(['All', 'local', '0b7c4c7e']);
  });

  it("keeps the URL's own choice when the answer no longer holds it", () => {
    const bar = topologyFilterBar(result, { agentId: 'gone-agent', labels: [{ key: 'app', value: 'x' }], sortBy: 'field:CPU' }, STANDARD_SORTS);
    expect(bar.agentId.value).toBe('gone-agent');
    expect(labels(bar.agentId)).toContain('gone-age');
    expect(bar.labels.value).toBe('app=x');
    expect(bar.sortBy.options.at(-1)).toEqual({ value: 'field:CPU', label: 'field:CPU' });
  });

  it('sorts by health, ascending, and shows hidden components unless the URL says otherwise', () => {
    expect(topologyFilterBar(undefined, {}, STANDARD_SORTS)).toMatchObject({ sortBy: { value: 'status' }, sortOrder: 'asc', showHiddenComponents: true });
  });
});

describe('a choice in the filter bar', () => {
  it('sets its filter, and All turns it off', () => {
    expect(chooseFilter({ team: 'ops' }, 'type', 'Pod')).toEqual({ team: 'ops', type: 'Pod' });
    expect(chooseFilter({ team: 'ops' }, 'team', 'All')).toEqual({ team: undefined });
    expect(chooseFilter({}, 'labels', 'env=prod,app=x')).toEqual({ labels: [{ key: 'env', value: 'prod' }, { key: 'app', value: 'x' }] });
  });

  it('turns the sort order over', () => {
    expect(toggleSortOrder({})).toEqual({ sortOrder: 'desc' });
    expect(toggleSortOrder({ sortOrder: 'desc' })).toEqual({ sortOrder: 'asc' });
  });
});
