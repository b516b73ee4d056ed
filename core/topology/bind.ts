import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { catalogLinkMachine } from './machines/catalog-link.machine';
import { configUnlinkMachine } from './machines/config-unlink.machine';
import { sidePanelMachine, type PageInput, type PageOutput } from './machines/side-panel.machine';
import { snapshotMachine, type DownloadInput } from './machines/snapshot.machine';
import { topologyDashboardMachine, type NamedComponent } from './machines/topology-dashboard.machine';
import type { PageOf } from './model';
import { liveSubscriptionOf, type BatchScheduler, type DownloadPort, type LiveUpdates } from '../shared';
import type { TopologyLiveRows, TopologyPort } from './ports';
import { DEFAULT_HIDE_DELETED_CONFIGS } from './rules/side-panel';
import type { TopologyRequest } from './rules/topology-query';

export interface TopologyPorts {
  readonly topology: TopologyPort;
  readonly download: DownloadPort;
  /** The live stream: components' health recolours the cards (DECISIONS §31). */
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
  readonly liveRows: TopologyLiveRows;
}

function loadPage(topology: TopologyPort, input: PageInput): Promise<PageOf<unknown>> {
  const { componentId: id, pageIndex, pageSize } = input;
  const page = { pageIndex, pageSize };
  switch (input.section) {
    case 'catalog':
      return topology.linkedConfigs(id, page, { hideDeleted: DEFAULT_HIDE_DELETED_CONFIGS });
    case 'incidents':
      return topology.incidents(id, input.incidentsFilter, page);
    case 'changes':
      return topology.changes(id, page);
    case 'checks':
      return topology.checks(id, page);
    case 'playbooks':
      return topology.playbookRuns(id, page);
    case 'teams':
      return topology.teams(id, page);
    case 'insights':
      return topology.insights(id, page);
  }
}

/** The topology machines with their effects bound to ports: production, steps and tests all start here. */
export function bindTopologyPorts({ topology, download, live, scheduler, liveRows }: TopologyPorts) {
  // A row the stream could not carry still names the component: the dashboard reads it again if shown.
  const health = liveSubscriptionOf(live, scheduler, (event) => (event.row === undefined ? { id: event.id } : liveRows.componentHealth(event.row)));
  return {
    dashboard: topologyDashboardMachine.provide({
      actors: {
        live: health,
        loadTopology: fromPromise(({ input }: { input: TopologyRequest }) => topology.getTopology(input)),
        // Each id on its own: one that cannot be read leaves the others named.
        lookUpComponents: fromPromise(async ({ input }: { input: readonly string[] }) => {
          const read = await Promise.allSettled(input.map((id) => topology.getComponent(id)));
          return read.flatMap((answer, i): NamedComponent[] => (answer.status === 'fulfilled' ? [[input[i]!, answer.value]] : []));
        }),
      },
    }),
    sidePanel: sidePanelMachine.provide({
      actors: {
        loadComponent: fromPromise(async ({ input }: { input: { componentId: string } }) => {
          const [component, playbooksExist] = await Promise.all([
            topology.getComponent(input.componentId),
            topology.hasPlaybooks(input.componentId),
          ]);
          return { component, playbooksExist };
        }),
        loadPage: fromPromise(
          async ({ input }: { input: PageInput }): Promise<PageOutput> => ({
            section: input.section,
            page: await loadPage(topology, input),
          }),
        ),
      },
    }),
    snapshot: snapshotMachine.provide({
      actors: {
        downloadSnapshot: fromPromise(async ({ input }: { input: DownloadInput }) => {
          const archive = await topology.downloadSnapshot(input.componentId, input.options);
          download.save(input.fileName, archive, 'application/zip');
        }),
      },
    }),
    catalogLink: catalogLinkMachine.provide({
      actors: {
        loadConfigs: fromPromise(() => topology.configsForSearch()),
        linkConfig: fromPromise(({ input }: { input: { componentId: string; configId: string } }) =>
          topology.linkConfig(input.componentId, input.configId),
        ),
      },
    }),
    configUnlink: configUnlinkMachine.provide({
      actors: {
        unlinkConfig: fromPromise(({ input }: { input: { componentId: string; configId: string } }) =>
          topology.unlinkConfig(input.componentId, input.configId),
        ),
      },
    }),
  };
}

export type TopologyMachines = ReturnType<typeof bindTopologyPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const TopologyMachines = serviceIdentifier<TopologyMachines>('TopologyMachines');
