import { describe, expect, it } from 'vitest';
import { incidentListFilter, incidentListParams } from './list-filter';

const read = (query: string) => incidentListFilter(new URLSearchParams(query));

describe('when the incident list reads its address', () => {
  it('shows open incidents by default', () => {
    expect(read('')).toEqual({ status: 'open' });
  });

  it('treats all as no filter', () => {
    expect(read('status=all&severity=all&type=security')).toEqual({ type: 'security' });
  });

  it('takes the deep links of topology cards', () => {
    expect(read('type=availability&component=c1')).toEqual({ status: 'open', type: 'availability', component: 'c1' });
    expect(read('severity=high&component=c1&type=security')).toEqual({ status: 'open', severity: 'high', component: 'c1', type: 'security' });
  });

  it('writes a filter back so that it reads the same', () => {
    for (const query of ['', 'status=all', 'severity=high&owner=p1&search=db%20down']) {
      expect(read(new URLSearchParams(incidentListParams(read(query))).toString())).toEqual(read(query));
    }
    expect(incidentListParams({})).toEqual({ status: 'all' });
  });
});
