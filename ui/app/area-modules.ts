import type { Container, ContainerModule } from 'inversify';
import { areaById, type AreaId } from '../../core/session';

/**
 * Each area's port and machine bindings load with its page's code, so the first screen carries only the
 * shell's (the 250 KB first-load budget), keyed by the area's id in core/session AREAS: an area the
 * console has pages for has an entry here. The composition root attaches its container; a test container
 * built from fakes (tests/fakes/fake-console) attaches none and already binds every port and machine.
 */
const MODULES = {
  health: () => import('../../adapters/http/health.module').then((m) => [m.healthHttpModule, m.healthMachinesModule]),
  'settings.agents': () => import('../../adapters/http/agents.module').then((m) => [m.agentsHttpModule, m.agentsMachinesModule]),
  incidents: () => import('../../adapters/http/incidents.module').then((m) => [m.incidentsHttpModule, m.incidentsMachinesModule]),
  'settings.users': () => import('../../adapters/http/settings/users.module').then((m) => [m.usersHttpModule, m.usersMachinesModule]),
  topology: () => import('../../adapters/http/topology.module').then((m) => [m.topologyHttpModule, m.topologyMachinesModule]),
  'settings.feature_flags': () => import('../../adapters/http/settings/feature-flags.module').then((m) => m.featureFlagsMachinesModule),
  logs: () => import('../../adapters/http/logs.module').then((m) => [m.logsHttpModule, m.logsMachinesModule]),
  'settings.config_scraper': () => import('../../adapters/http/settings/config-scraper.module').then((m) => [m.configScraperHttpModule, m.configScraperMachinesModule]),
  'settings.job_history': () => import('../../adapters/http/settings/job-history.module').then((m) => [m.jobHistoryHttpModule, m.jobHistoryMachinesModule]),
  'playbooks': () => import('../../adapters/http/playbooks.module').then((m) => [m.playbooksHttpModule, m.playbooksMachinesModule]),
  'settings.health': () => import('../../adapters/http/settings/resources.module').then((m) => [m.resourcesHttpModule, m.resourcesMachinesModule]),
  'settings.topology': () => import('../../adapters/http/settings/resources.module').then((m) => [m.resourcesHttpModule, m.resourcesMachinesModule]),
  'settings.rules': () => import('../../adapters/http/settings/resources.module').then((m) => [m.resourcesHttpModule, m.resourcesMachinesModule]),
  'settings.teams': () => import('../../adapters/http/settings/resources.module').then((m) => [m.resourcesHttpModule, m.resourcesMachinesModule]),
  catalog: () => import('../../adapters/http/catalog.module').then((m) => [m.catalogHttpModule, m.catalogMachinesModule]),
  'settings.logging_backends': () => import('../../adapters/http/settings/logging-backends.module').then((m) => [m.loggingBackendsHttpModule, m.loggingBackendsMachinesModule]),
  'settings.connections': () => import('../../adapters/http/settings/connections.module').then((m) => [m.connectionsHttpModule, m.connectionsMachinesModule]),
  'settings.integrations': () => import('../../adapters/http/settings/integrations.module').then((m) => [m.integrationsHttpModule, m.integrationsMachinesModule]),
  'settings.notifications': () => import('../../adapters/http/settings/notifications.module').then((m) => [m.notificationsHttpModule, m.notificationsMachinesModule]),
  'settings.event_queue_status': () => import('../../adapters/http/settings/event-queue-status.module').then((m) => [m.eventQueueHttpModule, m.eventQueueMachinesModule]),
} satisfies Partial<Record<AreaId, () => Promise<ContainerModule | ContainerModule[]>>>;

export type AreaModule = keyof typeof MODULES;

let target: Container | undefined;
const loaded = new Map<AreaModule, Promise<void>>();

export function attachAreaModules(container: Container): void {
  target = container;
}

function load(name: AreaModule): Promise<void> {
  let loading = loaded.get(name);
  if (!loading) {
    const container = target!;
    loading = MODULES[name]().then((modules) => container.load(...[modules].flat()));
    loaded.set(name, loading);
  }
  return loading;
}

/** The lists' export: not an area, so loaded with any area's page (its lists show the Export button). */
const exportModules = () => import('../../adapters/http/export.module').then((m) => [m.exportHttpModule, m.exportMachinesModule]);
let exportLoaded: Promise<void> | undefined;

/** Loads a page's code together with the bindings of the areas it shows. */
export async function withModules<T>(names: readonly AreaModule[], page: () => Promise<T>): Promise<T> {
  const container = target;
  if (container) exportLoaded ??= exportModules().then((modules) => container.load(...modules));
  const [loadedPage] = await Promise.all([page(), exportLoaded, ...(target ? names.map(load) : [])]);
  return loadedPage;
}

/** The hosted identity mode's bindings: loaded with its screens, so the self-hosted console never fetches them. */
const hostedModules = () => import('../../adapters/identity/organizations.module').then((m) => [m.organizationsModule, m.organizationMachinesModule]);
let hostedLoaded: Promise<void> | undefined;

/** The hosted mode's screens with their bindings (a test container built from fakes already has them). */
export async function withHostedMode<T>(page: () => Promise<T>): Promise<T> {
  const container = target;
  if (container) hostedLoaded ??= hostedModules().then((modules) => container.load(...modules));
  const [loadedPage] = await Promise.all([page(), hostedLoaded]);
  return loadedPage;
}

/** The command palette's bindings: not an area, so loaded beside them when the palette first opens. */
const paletteModules = () => import('../../adapters/http/palette.module').then((m) => [m.paletteHttpModule, m.paletteMachinesModule]);
let paletteLoaded: Promise<void> | undefined;

/** The palette's code with its bindings and those of the areas whose machines its verbs use. */
export async function withPalette<T>(page: () => Promise<T>): Promise<T> {
  const container = target;
  if (container) {
    paletteLoaded ??= Promise.all((['health', 'incidents', 'playbooks'] as const).map(load))
      .then(paletteModules)
      .then((modules) => container.load(...modules));
  }
  const [loadedPage] = await Promise.all([page(), paletteLoaded]);
  return loadedPage;
}

/** An area the console has bindings for (the layout test holds every area a definition needs to it). */
function moduleOf(id: AreaId): AreaModule {
  if (!(id in MODULES)) throw new Error(`No bindings for the area ${id} in ui/app/area-modules`);
  return id as AreaModule;
}

/** An area's page, loaded with the area's bindings and those of the areas its definition says it needs. */
export const withArea = <T>(id: AreaModule, page: () => Promise<T>): Promise<T> =>
  withModules([id, ...(areaById(id)?.needs ?? []).map(moduleOf)], page);
