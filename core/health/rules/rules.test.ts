import { describe, expect, it } from 'vitest';
import { aCheck } from '../../../tests/fakes/health';
import { DURATION_FILTER_ERROR } from '../texts';
import {
  buildTabs, checkFooterLink, checksInTab, closeCheck, defaultDetailTimeRange, detailTabs, disabledRefreshRates,
  effectiveRefreshRate, formatAge, formatLatency, formatUptime, groupByOptions, groupChecks, groupHealth, healthColour,
  historyQuery, historyStatusValue, labelFilterOptions, labelStrip, lastRunAgeShown, matchesLabels, matchesSearch,
  parseDurationFilter, parseHealthQuery, parseHealthSettings, parseRefreshRate, refreshIntervalMs, refreshRateOptions,
  serialiseHealthQuery, tabByOptions, checkSeverity, relationshipLinks, specYaml, type GroupRow,
} from '.';

const NOW = new Date('2024-06-12T10:30:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('refresh rates', () => {
  it('offers None, 15s, 30s, 60s, 2m, 3m, 5m, 10m and 15m', () => {
    expect(refreshRateOptions(undefined).map((o) => o.rate)).toEqual(['None', '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m']);
  });

  it.each([
    ['15m', []],
    ['1h', ['15s', '30s']],
    ['2h', ['15s', '30s']],
    ['3h', ['15s', '30s', '2m', '3m']],
    ['1w', ['15s', '30s', '2m', '3m']],
    ['unknown', []],
  ])('at a %s range disables %j', (range, disabled) => {
    expect([...disabledRefreshRates(range)]).toEqual(disabled);
  });

  it.each([
    ['15s', '1h', '60s'],
    ['30s', '3h', '60s'],
    ['2m', '3h', '5m'],
    ['3m', '6h', '5m'],
    ['5m', '1y', '5m'],
    ['15s', '15m', '15s'],
  ] as const)('a choice of %s at %s runs at %s', (chosen, range, rate) => {
    expect(effectiveRefreshRate(chosen, range)).toBe(rate);
  });

  it('reads a saved rate and treats anything else as None', () => {
    expect(parseRefreshRate('2m')).toBe('2m');
    expect(parseRefreshRate('7s')).toBe('None');
    expect(parseRefreshRate(undefined)).toBe('None');
  });

  it('turns a rate into milliseconds', () => {
    expect(refreshIntervalMs('60s')).toBe(60_000);
    expect(refreshIntervalMs('2m')).toBe(120_000);
    expect(refreshIntervalMs('None')).toBeUndefined();
  });
});

describe('the default range of a check detail', () => {
  it.each([
    [0, '1h'], [59.9, '1h'], [60, '3h'], [179, '3h'], [180, '6h'], [719, '12h'], [720, '1d'], [1439, '1d'], [1440, '2d'],
    [4319, '3d'], [4320, '1w'], [10080, '2w'], [30239, '3w'], [30240, '1mo'], [129600, '6mo'], [259200, '1y'],
    [518400, '2y'], [1036800, '3y'], [1555200, '5y'], [9_999_999, '5y'],
  ])('after %s minutes is %s', (minutes, range) => {
    expect(defaultDetailTimeRange(ago(minutes * 60_000), NOW)).toBe(range);
  });

  it('is 1h for a check that never ran', () => {
    expect(defaultDetailTimeRange(undefined, NOW)).toBe('1h');
  });
});

describe('health colours', () => {
  it.each([
    ['degraded', 'red'], ['missing', 'red'], ['Unhealthy', 'red'], ['unknown', 'gray'], ['suspended', 'gray'],
    ['warning', 'orange'], ['mixed', 'orange'], ['healthy', 'green'], ['anything', 'green'], [undefined, 'green'],
  ])('%s is %s', (health, colour) => {
    expect(healthColour(health)).toBe(colour);
  });

  it('calls a group good, mixed or bad', () => {
    expect(groupHealth(['healthy', 'healthy'])).toBe('good');
    expect(groupHealth(['healthy', 'unhealthy'])).toBe('mixed');
    expect(groupHealth(['unhealthy'])).toBe('bad');
  });

  it('shows the time since the last run only past 3,600,001 ms', () => {
    expect(lastRunAgeShown(ago(3_600_001), NOW)).toBeUndefined();
    expect(lastRunAgeShown(ago(3_600_002), NOW)).toBe(3_600_002);
    expect(lastRunAgeShown(undefined, NOW)).toBeUndefined();
  });
});

describe('formatting', () => {
  it('shows uptime as a percentage', () => {
    expect(formatUptime({ passed: 9, failed: 1 })).toBe('90%');
    expect(formatUptime({ passed: 2, failed: 1 })).toBe('66.67%');
    expect(formatUptime({ passed: 0, failed: 0 })).toBe('-');
  });

  it('shows latency in the largest fitting unit', () => {
    expect(formatLatency(87.4)).toBe('87ms');
    expect(formatLatency(1540)).toBe('1.54s');
    expect(formatLatency(90_000)).toBe('1.5m');
    expect(formatLatency(5_400_000)).toBe('1.5h');
    expect(formatLatency(undefined)).toBe('-');
  });

  it('shows an age in its two largest units', () => {
    expect(formatAge(3_900_000)).toBe('1h 5m');
    expect(formatAge(3_600_000)).toBe('1h');
    expect(formatAge(90_000_000)).toBe('1d 1h');
    expect(formatAge(45_000)).toBe('45s');
  });

  it('collapses the labels that do not fit into +N more', () => {
    const strip = labelStrip({ a: '1', b: '2', c: '3', d: '4' }, 1);
    expect(strip.shown).toEqual([['a', '1']]);
    expect(strip.more).toBe('+3 more');
    expect(labelStrip({ a: '1' }, 3).more).toBeUndefined();
  });

  it('takes the severity from the check, else its spec', () => {
    expect(checkSeverity({ severity: 'high' })).toBe('High');
    expect(checkSeverity({ spec: { severity: 'low' } })).toBe('Low');
    expect(checkSeverity({})).toBe('-');
  });
});

describe('grouping', () => {
  const checks = [
    aCheck({ id: '1', name: 'api/health', canaryName: 'web', labels: { env: 'prod' } }),
    aCheck({ id: '2', name: 'api/ready', canaryName: 'web', status: 'unhealthy', labels: { env: 'dev' } }),
    aCheck({ id: '3', name: 'db/ping', canaryName: 'db' }),
    aCheck({ id: '4', name: 'plain', canaryName: 'db', type: 'tcp' }),
  ];

  it('offers the built-in choices then the label keys', () => {
    expect(groupByOptions(checks).map((o) => o.label)).toEqual(['No Grouping', 'Group Name', 'Name', 'Description', 'Type', 'env']);
  });

  it('groups by name on the part before the first slash, a lone check keeping its full name', () => {
    const rows = groupChecks(checks, 'name');
    expect(rows.map((r) => (r.kind === 'group' ? `group ${r.name}` : r.displayName))).toEqual(['group api', 'db/ping', 'plain']);
    const api = rows[0] as GroupRow;
    expect(api.checks.map((c) => c.displayName)).toEqual(['health', 'ready']);
    expect(api.health).toBe('mixed');
    expect(api.uptime).toEqual({ passed: 20, failed: 0 });
  });

  it('groups by canary name, type, description or a label key', () => {
    expect(groupChecks(checks, 'canary_name').map((r) => r.key)).toEqual(['group:db', 'group:web']);
    expect(groupChecks(checks, 'type').map((r) => r.key)).toEqual(['group:http', '4']);
    expect(groupChecks(checks, 'description').map((r) => r.key)).toEqual(['group:(none)']);
    expect(groupChecks(checks, 'env').map((r) => r.key)).toEqual(['2', '1', 'group:Others']);
  });

  it('lists checks without grouping, sorted by the chosen column', () => {
    expect(groupChecks(checks, 'no-group').map((r) => r.key)).toEqual(['1', '2', '3', '4']);
    expect(groupChecks(checks, 'no-group', { sortBy: 'status', sortDesc: true }).map((r) => r.key)[0]).toBe('2');
  });
});

describe('tabs', () => {
  const checks = [
    aCheck({ id: '1', namespace: 'prod', labels: { team: 'b' } }),
    aCheck({ id: '2', namespace: undefined, labels: { team: 'a' } }),
    aCheck({ id: '3', namespace: 'apps', agentId: 'agent-1', agent: { id: 'agent-1', name: 'edge' } }),
  ];

  it('puts All first and the namespaces after it alphabetically, none for a missing one', () => {
    expect(buildTabs(checks, 'namespace').map((t) => t.label)).toEqual(['All', 'apps', 'none', 'prod']);
    expect(checksInTab(checks, 'namespace', 'none').map((c) => c.id)).toEqual(['2']);
  });

  it('builds tabs from label values or agents', () => {
    expect(buildTabs(checks, 'team').map((t) => t.label)).toEqual(['All', 'a', 'b']);
    expect(buildTabs(checks, 'agent_id').map((t) => t.label)).toEqual(['All', 'edge', 'local']);
    expect(checksInTab(checks, 'agent_id', 'agent-1').map((c) => c.id)).toEqual(['3']);
  });

  it('offers namespace, the label keys and Agent', () => {
    expect(tabByOptions(checks).map((o) => o.label)).toEqual(['namespace', 'team', 'Agent']);
  });
});

describe('filters', () => {
  const check = aCheck({ id: '1', name: 'API health', canaryName: 'web', endpoint: 'http://127.0.0.1:8080', labels: { env: 'prod', tier: 'web' } });

  it('searches name, group, description and endpoint', () => {
    expect(matchesSearch(check, 'api')).toBe(true);
    expect(matchesSearch(check, '8080')).toBe(true);
    expect(matchesSearch(check, 'zzz')).toBe(false);
  });

  it('includes and excludes by label', () => {
    expect(matchesLabels(check, { 'env:prod': 1 })).toBe(true);
    expect(matchesLabels(check, { 'env:dev': 1, 'env:prod': 1 })).toBe(true);
    expect(matchesLabels(check, { 'env:prod': 1, 'tier:db': 1 })).toBe(false);
    expect(matchesLabels(check, { 'tier:web': -1 })).toBe(false);
  });

  it('offers label values grouped by key, and toggles for true/false labels', () => {
    const options = labelFilterOptions([check, aCheck({ id: '2', labels: { env: 'dev', canary: 'true' } })]);
    expect(options.groups.map((g) => `${g.key}=${g.values.map((v) => v.value).join('|')}`)).toEqual(['env=dev|prod', 'tier=web']);
    expect(options.toggles).toEqual([{ id: 'canary:true', key: 'canary' }]);
  });
});

describe('the URL', () => {
  it('defaults to table, canary_name, namespace and Hide Passing on', () => {
    expect(parseHealthQuery(new URLSearchParams(''))).toEqual({
      timeRange: undefined, checkId: undefined, layout: 'table', labels: {}, query: '', groupBy: 'canary_name',
      tabBy: 'namespace', hidePassing: true, sortBy: undefined, sortDesc: false, pivotBy: undefined, pivotLabel: undefined,
      pivotCellType: undefined,
    });
  });

  it('round-trips every parameter', () => {
    const url = new URLSearchParams({
      timeRange: '3h', checkId: 'c1', layout: 'card', labels: '{"env:prod":1,"tier:db":-1}', query: 'api', groupBy: 'type',
      tabBy: 'agent_id', hidePassing: 'false', sortBy: 'latency', sortDesc: 'true', pivotBy: 'env', pivotLabel: 'team',
      pivotCellType: 'uptime',
    });
    const query = parseHealthQuery(url);
    expect(serialiseHealthQuery(query)).toEqual(Object.fromEntries(url));
  });

  it('closes the detail by removing checkId and resetting timeRange to 1h', () => {
    const closed = closeCheck(parseHealthQuery(new URLSearchParams('checkId=c1&timeRange=1w')));
    expect(serialiseHealthQuery(closed)).toEqual({ timeRange: '1h' });
  });

  it('reads saved settings, falling back to the defaults', () => {
    expect(parseHealthSettings('{"groupBy":"type","hidePassing":"false"}')).toEqual({ groupBy: 'type', tabBy: 'namespace', hidePassing: false });
    expect(parseHealthSettings('not json')).toEqual({ groupBy: 'canary_name', tabBy: 'namespace', hidePassing: true });
  });
});

describe('the history filters', () => {
  it('maps Healthy to 1 and Unhealthy to 0', () => {
    expect(historyStatusValue('Healthy')).toBe(1);
    expect(historyStatusValue('Unhealthy')).toBe(0);
    expect(historyStatusValue('All')).toBeUndefined();
  });

  it.each([
    ['All', undefined], ['100ms', 100], ['1s', 1000], ['1.5s', 1500], [' 30s ', 30_000], ['2.5ms', 3],
  ])('accepts %j as %s ms', (text, ms) => {
    expect(parseDurationFilter(text)).toEqual(ms === undefined ? { valid: true } : { valid: true, minDuration: ms });
  });

  it.each(['5m', '1h', '100', 'fast', '-1s', '1 sec'])('refuses %j', (text) => {
    expect(parseDurationFilter(text)).toEqual({ valid: false, error: DURATION_FILTER_ERROR });
  });

  it('describes the page of runs to ask for', () => {
    expect(
      historyQuery({ checkId: 'c1', timeRange: '1d', filters: { status: 'Unhealthy', duration: '5s' }, pageIndex: 2, pageSize: 50, now: NOW, zone: 'utc' }),
    ).toEqual({ checkId: 'c1', since: '2024-06-11T10:30:00.000Z', status: 0, minDuration: 5000, pageIndex: 2, pageSize: 50 });
    expect(historyQuery({ checkId: 'c1', timeRange: '1mo', filters: { status: 'All', duration: 'All' }, pageIndex: 0, pageSize: 50, now: NOW, zone: 'utc' }).since)
      .toBe('2024-05-12T10:30:00.000Z');
  });
});

describe('the detail', () => {
  it('links a topology-made check to its component, a catalog-made one to the item, others to Edit', () => {
    expect(checkFooterLink({ canaryId: 'k1', canary: { source: 'component/c9', name: 'svc' } })).toEqual({ kind: 'source', label: 'Created by svc', href: '/topology/c9' });
    expect(checkFooterLink({ canaryId: 'k1', canary: { source: 'kubernetes/u1', name: 'crd' } })?.href).toBe('/catalog/u1');
    expect(checkFooterLink({ canaryId: 'k1', canary: { source: 'UI', name: 'x' } })).toEqual({ kind: 'edit', label: 'Edit', href: '/settings/canaries/k1' });
  });

  it('shows the Graph tab only on short screens and counts relationships', () => {
    const relationships = { components: [{ id: 'c', name: 'api' }], configs: [{ id: 'k', name: 'pod', type: 'Kubernetes::Pod' }] };
    expect(detailTabs(false, relationships).map((t) => t.label)).toEqual(['History', 'Spec', 'Relationships']);
    expect(detailTabs(true, relationships).map((t) => t.label)).toEqual(['History', 'Graph', 'Spec', 'Relationships']);
    expect(detailTabs(true, relationships).at(-1)?.count).toBe(2);
    expect(relationshipLinks(relationships).map((l) => l.href)).toEqual(['/topology/c', '/catalog/k']);
  });

  it('shows the spec as YAML', () => {
    expect(specYaml({ http: [{ url: 'http://127.0.0.1' }] })).toBe('http:\n  - url: http://127.0.0.1\n');
    expect(specYaml(undefined)).toBe('');
  });
});
