import { ContainerModule } from 'inversify';
import { LogsMachines, LogsPort, bindLogsPorts } from '../../core/logs';
import { PreferencesPort } from '../../core/session';
import { HttpClient } from './client';
import { HttpLogsAdapter } from './logs.http';
import { PostgrestClient } from './postgrest-client';

/** The logs machines over whichever LogsPort the container holds: the console's HTTP one, or the scenarios' fake. */
export const logsMachinesModule = new ContainerModule(({ bind }) => {
  bind<LogsMachines>(LogsMachines).toDynamicValue((ctx) =>
    bindLogsPorts({ logs: ctx.get<LogsPort>(LogsPort), preferences: ctx.get<PreferencesPort>(PreferencesPort) }),
  );
});

/** Binds LogsPort over the HTTP client (load after httpModule). */
export const logsHttpModule = new ContainerModule(({ bind }) => {
  bind<LogsPort>(LogsPort).toDynamicValue((ctx) => new HttpLogsAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
