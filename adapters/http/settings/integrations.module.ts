import { ContainerModule } from 'inversify';
import { IntegrationPort, IntegrationsMachines, bindIntegrationsPorts } from '../../../core/settings/integrations';
import { PostgrestClient } from '../postgrest-client';
import { HttpIntegrationAdapter } from './integrations.http';

/** The Integrations screen's machines over whichever IntegrationPort the container holds: the console's HTTP one, or the fakes'. */
export const integrationsMachinesModule = new ContainerModule(({ bind }) => {
  bind<IntegrationsMachines>(IntegrationsMachines).toDynamicValue((ctx) => bindIntegrationsPorts({ integrations: ctx.get<IntegrationPort>(IntegrationPort) }));
});

/** Binds the Integrations screen's port over the PostgREST client the http module provides. */
export const integrationsHttpModule = new ContainerModule(({ bind }) => {
  bind<IntegrationPort>(IntegrationPort).toDynamicValue((ctx) => new HttpIntegrationAdapter(ctx.get(PostgrestClient)));
});
