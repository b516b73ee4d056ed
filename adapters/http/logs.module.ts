import { ContainerModule } from 'inversify';
import { LogsPort } from '../../core/logs/ports';
import { HttpClient } from './client';
import { HttpLogsAdapter } from './logs.http';
import { PostgrestClient } from './postgrest-client';

/** Binds LogsPort over the HTTP client (load after httpModule). */
export const logsHttpModule = new ContainerModule(({ bind }) => {
  bind<LogsPort>(LogsPort).toDynamicValue((ctx) => new HttpLogsAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
