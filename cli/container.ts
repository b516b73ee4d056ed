import { ContainerModule, type Container } from 'inversify';
import { createContainer } from '../adapters/container';
import { UnauthenticatedHandler, httpModule } from '../adapters/http';
import { healthHttpModule } from '../adapters/http/health.module';
import { incidentsHttpModule, incidentsMachinesModule } from '../adapters/http/incidents.module';
import { playbooksHttpModule } from '../adapters/http/playbooks.module';
import { BatchScheduler, LiveUpdates } from '../core/shared';
import packageJson from '../package.json' with { type: 'json' };
import { signedFetch, type Connection } from './connection';

// A command reads once and ends: it follows no stream, so the machines it starts keep their own refresh rules.
const NO_STREAM: LiveUpdates = {
  subscribe: (listener) => {
    listener.status('polling');
    return () => undefined;
  },
  status: () => 'polling',
};
const AT_ONCE: BatchScheduler = { schedule: (task) => queueMicrotask(task) };

/**
 * The CLI's composition root: the same HTTP adapters as the console, pointed at `connection` and signing
 * each request. A refused sign-in is reported by the command that met it, so nothing happens on a 401.
 */
export function cliContainer(connection: Connection, fetch: typeof globalThis.fetch = globalThis.fetch): Container {
  const cli = new ContainerModule(({ bind }) => {
    bind<UnauthenticatedHandler>(UnauthenticatedHandler).toConstantValue(() => undefined);
    bind<LiveUpdates>(LiveUpdates).toConstantValue(NO_STREAM);
    bind<BatchScheduler>(BatchScheduler).toConstantValue(AT_ONCE);
  });
  return createContainer([
    cli,
    httpModule({ frontendVersion: packageJson.version, baseURL: `${connection.url}/api`, fetch: signedFetch(connection, fetch) }),
    healthHttpModule,
    incidentsHttpModule,
    incidentsMachinesModule,
    playbooksHttpModule,
  ]);
}
