import { ContainerModule } from 'inversify';
import { ConnectionPort, ConnectionsMachines, bindConnectionsPorts } from '../../../core/settings/connections';
import { HttpClient } from '../client';
import { PostgrestClient } from '../postgrest-client';
import { HttpConnectionAdapter } from './connections.http';

/** The Connections screen's machines over whichever ConnectionPort the container holds: the console's HTTP one, or the fakes'. */
export const connectionsMachinesModule = new ContainerModule(({ bind }) => {
  bind<ConnectionsMachines>(ConnectionsMachines).toDynamicValue((ctx) => bindConnectionsPorts({ connections: ctx.get<ConnectionPort>(ConnectionPort) }));
});

/** Binds the Connections screen's port over the PostgREST and HTTP clients the http module provides. */
export const connectionsHttpModule = new ContainerModule(({ bind }) => {
  bind<ConnectionPort>(ConnectionPort).toDynamicValue((ctx) => new HttpConnectionAdapter(ctx.get(PostgrestClient), ctx.get<HttpClient>(HttpClient)));
});
