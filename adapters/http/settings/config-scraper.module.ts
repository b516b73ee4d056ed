import { ContainerModule } from 'inversify';
import { ConfigScraperMachines, ConfigScraperPort, bindConfigScraperPorts } from '../../../core/settings/config-scraper';
import { HttpClient } from '../client';
import { PostgrestClient } from '../postgrest-client';
import { HttpConfigScraperAdapter } from './config-scraper.http';

/** The scraper screens' machines over whichever ConfigScraperPort the container holds: the console's HTTP one, or the fakes'. */
export const configScraperMachinesModule = new ContainerModule(({ bind }) => {
  bind<ConfigScraperMachines>(ConfigScraperMachines).toDynamicValue((ctx) => bindConfigScraperPorts({ scrapers: ctx.get<ConfigScraperPort>(ConfigScraperPort) }));
});

/** Binds the scraper port over the HTTP and PostgREST clients the http module provides. */
export const configScraperHttpModule = new ContainerModule(({ bind }) => {
  bind<ConfigScraperPort>(ConfigScraperPort).toDynamicValue((ctx) => new HttpConfigScraperAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
