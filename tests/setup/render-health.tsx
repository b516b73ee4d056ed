import type { CheckSummary } from '../../core/health';
import { fakeConsole } from '../fakes/fake-console';
import { aCheck, type FakeHealthPort } from '../fakes/health';
import { renderConsole } from './render-console';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import HealthPage from '../../ui/health/health-page';

export const NOW = '2024-06-12T10:30:00Z';

export const CHECKS: readonly CheckSummary[] = [
  aCheck({ id: 'c1', name: 'api/health', canaryName: 'web', namespace: 'prod', labels: { env: 'prod' }, lastRuntime: NOW }),
  aCheck({ id: 'c2', name: 'api/ready', canaryName: 'web', namespace: 'prod', status: 'unhealthy', labels: { env: 'prod' }, lastRuntime: NOW }),
  aCheck({ id: 'c3', name: 'db/ping', canaryName: 'db', namespace: 'data', status: 'unhealthy', type: 'tcp', labels: { env: 'dev' }, lastRuntime: NOW }),
  aCheck({ id: 'c4', name: 'edge/ping', canaryName: 'edge', namespace: undefined, status: 'unhealthy', agentId: 'a1', agent: { id: 'a1', name: 'edge-eu' } }),
];

/** /health over the fake console: its health port holding CHECKS, its clock still at NOW. */
export function openHealth(path = '/health', setup: (health: FakeHealthPort) => void = () => undefined) {
  const fakes = fakeConsole();
  fakes.clock.set(NOW);
  const health = fakes.health.setChecks(CHECKS);
  setup(health);
  const view = renderConsole(
    <SignedInProviders>
      <HealthPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path },
  );
  return { ...view, health };
}
