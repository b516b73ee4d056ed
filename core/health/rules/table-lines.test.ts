import { describe, expect, it } from 'vitest';
import { aCheck } from '../../../tests/fakes/health';
import { groupChecks } from './grouping';
import { tableLines, toggleGroup } from './table-lines';

const rows = groupChecks(
  [aCheck({ id: 'c1', name: 'api/health', canaryName: 'web' }), aCheck({ id: 'c2', name: 'api/ready', canaryName: 'web' }), aCheck({ id: 'c3', name: 'db/ping', canaryName: 'db' })],
  'canary_name',
);
const groupKey = rows.find((row) => row.kind === 'group')!.key;
const describeLines = (open: ReadonlySet<string>) =>
  tableLines(rows, open).map((line) => (line.kind === 'group' ? `${line.group.name}:${line.open}` : `${line.nested ? '>' : ''}${line.row.check.id}`));

describe('the health table lines', () => {
  describe('when a group is closed', () => {
    it('shows the group row alone', () => {
      expect(describeLines(new Set())).toEqual(['c3', 'web:false']);
    });
  });

  describe('when a group is open', () => {
    it('shows its checks nested right below it, with keys apart from the ungrouped rows', () => {
      const open = toggleGroup(new Set(), groupKey);
      expect(describeLines(open)).toEqual(['c3', 'web:true', '>c1', '>c2']);
      const keys = tableLines(rows, open).map((line) => line.key);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });

  describe('when an open group is clicked again', () => {
    it('closes it and leaves the set it came from alone', () => {
      const open = toggleGroup(new Set(), groupKey);
      expect(toggleGroup(open, groupKey).has(groupKey)).toBe(false);
      expect(open.has(groupKey)).toBe(true);
    });
  });
});

describe('when a live run replaced one check', () => {
  it('keeps the lines of the other checks the same objects, so the table redraws only the one that ran', () => {
    const checks = [aCheck({ id: 'c1', name: 'api' }), aCheck({ id: 'c2', name: 'db' })];
    const before = tableLines(groupChecks(checks, ''), new Set());
    const after = tableLines(groupChecks([checks[0]!, { ...checks[1]!, status: 'unhealthy' }], ''), new Set());
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.kind === 'check' && after[1]!.row.check.status).toBe('unhealthy');
  });
});
