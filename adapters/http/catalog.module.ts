import { ContainerModule } from 'inversify';
import { bindCatalogPorts, CatalogMachines, CatalogPort } from '../../core/catalog';
import { PreferencesPort } from '../../core/session';
import { HttpCatalogAdapter } from './catalog.http';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

/** The catalog's machines over whichever CatalogPort and PreferencesPort the container holds: the console's, or the fakes'. */
export const catalogMachinesModule = new ContainerModule(({ bind }) => {
  bind<CatalogMachines>(CatalogMachines).toDynamicValue((ctx) =>
    bindCatalogPorts({ catalog: ctx.get<CatalogPort>(CatalogPort), preferences: ctx.get<PreferencesPort>(PreferencesPort) }),
  );
});

/** Binds CatalogPort over the HTTP client (load after httpModule). */
export const catalogHttpModule = new ContainerModule(({ bind }) => {
  bind<CatalogPort>(CatalogPort).toDynamicValue((ctx) => new HttpCatalogAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
