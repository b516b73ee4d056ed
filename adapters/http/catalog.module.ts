import { ContainerModule } from 'inversify';
import { bindCatalogPorts, CatalogMachines, CatalogPort } from '../../core/catalog';
import { PreferencesPort } from '../../core/session';
import { BatchScheduler, Clock, LiveUpdates } from '../../core/shared';
import { HttpCatalogAdapter } from './catalog.http';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

/** The catalog's machines over whichever CatalogPort and PreferencesPort the container holds: the console's, or the fakes'. */
export const catalogMachinesModule = new ContainerModule(({ bind }) => {
  bind<CatalogMachines>(CatalogMachines).toDynamicValue((ctx) =>
    bindCatalogPorts({
      catalog: ctx.get<CatalogPort>(CatalogPort),
      preferences: ctx.get<PreferencesPort>(PreferencesPort),
      clock: ctx.get<Clock>(Clock),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
    }),
  );
});

const systemClock: Clock = { now: () => new Date() };

/** Binds CatalogPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const catalogHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<CatalogPort>(CatalogPort).toDynamicValue((ctx) => new HttpCatalogAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
