import { ContainerModule } from 'inversify';
import { TopologyPort } from '../../core/topology/ports';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';
import { HttpTopologyAdapter } from './topology.http';

/** Binds TopologyPort over the HTTP client (load after httpModule). */
export const topologyHttpModule = () =>
  new ContainerModule(({ bind }) => {
    bind<TopologyPort>(TopologyPort).toDynamicValue((ctx) => new HttpTopologyAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  });
