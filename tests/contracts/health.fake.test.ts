import { aCheck, FakeHealthPort } from '../fakes/health';
import type { CheckSummary } from '../../core/health';
import { minutesAgo } from './contract';
import { describeHealthContract } from './health.contract';

describeHealthContract('fake', async () => {
  const fake = new FakeHealthPort(() => new Date());
  const checks: CheckSummary[] = [];
  return {
    port: fake,
    arrange: {
      check: async (check) => {
        const id = `check-${checks.length + 1}`;
        checks.push(
          aCheck({
            id,
            name: check.name,
            type: check.type ?? 'http',
            status: check.status ?? 'healthy',
            labels: check.labels ?? {},
            deletedAt: check.deleted ? new Date().toISOString() : undefined,
          }),
        );
        fake.setChecks(checks);
        if (check.reachable) fake.setRunResult(id, { pass: true, duration: 5 });
        return id;
      },
      runs: async (checkId, entries) => {
        fake.setStatuses(checkId, entries);
      },
      componentTransitions: async (checkId, name, turns) => {
        fake.setRelatedTransitions(
          checkId,
          turns.map(([minutes, previous, health], i) => ({ id: `${checkId}-${i}`, componentId: `component-${name}`, componentName: name, previous, health, at: minutesAgo(minutes) })),
        );
      },
      configWithChecks: async (checkIds) => {
        const configId = `config-${checks.length}-${checkIds.length}`;
        fake.setConfigChecks(configId, checkIds);
        return configId;
      },
    },
  };
});
