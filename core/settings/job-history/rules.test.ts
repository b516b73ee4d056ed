import { describe, expect, it } from 'vitest';
import { JOB_FILTER_DEFAULTS, formatRunDuration, jobHistoryQuery, jobResourceLink } from './rules';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('the query a Jobs History page asks for', () => {
  it('leaves successes out of the last two days by default, newest first, 50 a page', () => {
    expect(jobHistoryQuery({ pageIndex: 0, pageSize: 50, filter: JOB_FILTER_DEFAULTS }, NOW, 'utc')).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sort: { column: 'createdAt', desc: true },
      names: {},
      resourceTypes: {},
      statuses: { SUCCESS: -1 },
      minDurationMs: undefined,
      from: new Date('2026-11-23T12:00:00Z'),
      to: NOW,
    });
  });

  it('reads the tri-state filters, the run duration and a quick range', () => {
    const filter = { ...JOB_FILTER_DEFAULTS, name: 'ConfigScraper:1', status: 'FAILED:1,WARNING:1', runDuration: '60000', rangeType: 'mapped', timeRange: 'Yesterday' };
    const query = jobHistoryQuery({ pageIndex: 2, pageSize: 50, sort: { column: 'durationMillis', desc: false }, filter }, NOW, 'utc');
    expect(query).toMatchObject({
      pageIndex: 2,
      sort: { column: 'durationMillis', desc: false },
      names: { ConfigScraper: 1 },
      statuses: { FAILED: 1, WARNING: 1 },
      minDurationMs: 60_000,
      from: new Date('2026-11-24T00:00:00Z'),
    });
    expect(query.to.toISOString()).toBe('2026-11-24T23:59:59.999Z');
  });

  it('sorts by creation time when the URL names a column it cannot sort by, and ignores a duration that is no number', () => {
    const query = jobHistoryQuery({ pageIndex: 0, sort: { column: 'details', desc: false }, filter: { ...JOB_FILTER_DEFAULTS, runDuration: 'soon' } }, NOW);
    expect(query.sort).toEqual({ column: 'createdAt', desc: true });
    expect(query.minDurationMs).toBeUndefined();
  });
});

describe('a run', () => {
  it('links nowhere without a resource or for a system job', () => {
    expect(jobResourceLink({ resourceType: 'canary', resourceId: '' })).toBeUndefined();
    expect(jobResourceLink({ resourceType: 'system', resourceId: 'x' })).toBeUndefined();
  });

  it.each([[850, '850ms'], [4_200, '4.2s'], [10_000, '10s'], [185_000, '3m 5s'], [7_800_000, '2h 10m']])('lasting %i ms reads %s', (ms, text) => {
    expect(formatRunDuration(ms)).toBe(text);
  });
});
