import { ContainerModule } from 'inversify';
import { LoggingBackendsMachines, LoggingBackendPort, bindLoggingBackendsPorts } from '../../../core/settings/logging-backends';
import { PostgrestClient } from '../postgrest-client';
import { HttpLoggingBackendAdapter } from './logging-backends.http';

/** The Logging Backends screen's machines over whichever LoggingBackendPort the container holds: the console's HTTP one, or the fakes'. */
export const loggingBackendsMachinesModule = new ContainerModule(({ bind }) => {
  bind<LoggingBackendsMachines>(LoggingBackendsMachines).toDynamicValue((ctx) => bindLoggingBackendsPorts({ logBackends: ctx.get<LoggingBackendPort>(LoggingBackendPort) }));
});

/** Binds the Logging Backends screen's port over the PostgREST client the http module provides. */
export const loggingBackendsHttpModule = new ContainerModule(({ bind }) => {
  bind<LoggingBackendPort>(LoggingBackendPort).toDynamicValue((ctx) => new HttpLoggingBackendAdapter(ctx.get(PostgrestClient)));
});
