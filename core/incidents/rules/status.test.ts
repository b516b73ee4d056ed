import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES } from '../model';
import { allowedStatuses, asksForContributingFactors, canMoveTo, isIncidentStatus } from './status';

describe('when an incident changes status', () => {
  it('offers every status from new', () => {
    expect(allowedStatuses('new')).toEqual(INCIDENT_STATUSES);
  });

  it.each([
    ['open', ['open', 'investigating', 'mitigated', 'resolved', 'closed']],
    ['investigating', ['investigating', 'mitigated', 'resolved', 'closed']],
    ['mitigated', ['mitigated', 'resolved', 'closed', 'open']],
    ['resolved', ['resolved', 'closed', 'open']],
    ['closed', ['closed', 'open']],
  ] as const)('from %s offers exactly %j', (from, targets) => {
    expect(allowedStatuses(from)).toEqual(targets);
  });

  it('never offers closed → investigating, nor any way back to new', () => {
    expect(canMoveTo('closed', 'investigating')).toBe(false);
    for (const from of INCIDENT_STATUSES.filter((s) => s !== 'new')) expect(canMoveTo(from, 'new')).toBe(false);
  });

  it('asks for contributing factors only on the way to mitigated or resolved', () => {
    expect(INCIDENT_STATUSES.filter(asksForContributingFactors)).toEqual(['mitigated', 'resolved']);
  });

  it('knows the six statuses and nothing else', () => {
    expect(isIncidentStatus('cancelled')).toBe(false);
    expect(INCIDENT_STATUSES.every(isIncidentStatus)).toBe(true);
  });
});
