import { ContainerModule } from 'inversify';
import { FileSaverPort, TopologyPort } from '../../core/topology/ports';
import { BrowserFileSaver } from '../browser/file-saver';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';
import { HttpTopologyAdapter } from './topology.http';

/** Binds TopologyPort over the HTTP client (load after httpModule), and the browser's file saver. */
export const topologyHttpModule = (view: Window) =>
  new ContainerModule(({ bind }) => {
    bind<TopologyPort>(TopologyPort).toDynamicValue((ctx) => new HttpTopologyAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
    bind<FileSaverPort>(FileSaverPort).toConstantValue(new BrowserFileSaver(view.document));
  });
