import { ContainerModule } from 'inversify';
import { BatchScheduler, DownloadPort, LiveUpdates } from '../../core/shared';
import { TopologyMachines, TopologyPort, bindTopologyPorts } from '../../core/topology';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';
import { HttpTopologyAdapter } from './topology.http';
import { httpTopologyLiveRows } from './topology-live-rows';

/** The topology machines over whichever TopologyPort and DownloadPort the container holds: the console's, or the scenarios' fakes. */
export const topologyMachinesModule = new ContainerModule(({ bind }) => {
  bind<TopologyMachines>(TopologyMachines).toDynamicValue((ctx) =>
    bindTopologyPorts({
      topology: ctx.get(TopologyPort),
      download: ctx.get(DownloadPort),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
      liveRows: httpTopologyLiveRows,
    }),
  );
});

/** Binds TopologyPort over the HTTP client (load after httpModule). */
export const topologyHttpModule = new ContainerModule(({ bind }) => {
  bind<TopologyPort>(TopologyPort).toDynamicValue((ctx) => new HttpTopologyAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
