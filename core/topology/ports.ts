import { serviceIdentifier } from '../shared';
import type {
  Component, ComponentChange, ComponentCheck, ComponentHealthChange, ComponentIncident, ComponentInsight, ComponentPlaybookRun, ComponentTeam,
  ConfigLink, ConfigOption, PageOf, SnapshotArchive, TopologyResult,
} from './model';
import type { IncidentsFilter } from './rules/side-panel';
import type { SnapshotOptions } from './rules/snapshot';
import type { TopologyRequest } from './rules/topology-query';

/** A page of a side-panel list, counted from 0. */
export interface PageRequest {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/**
 * The topology as the console reads and changes it. Failures reject with a DomainError; an unknown
 * component rejects with kind `not_found`.
 */
export const TopologyPort = serviceIdentifier<TopologyPort>('TopologyPort');
export interface TopologyPort {
  /** GET /api/canary/api/topology (reference §4.2). */
  getTopology(request: TopologyRequest): Promise<TopologyResult>;
  /** One component with its log selectors. */
  getComponent(id: string): Promise<Component>;
  linkedConfigs(componentId: string, page: PageRequest, options: { hideDeleted: boolean }): Promise<PageOf<ConfigLink>>;
  incidents(componentId: string, filter: IncidentsFilter, page: PageRequest): Promise<PageOf<ComponentIncident>>;
  changes(componentId: string, page: PageRequest): Promise<PageOf<ComponentChange>>;
  checks(componentId: string, page: PageRequest): Promise<PageOf<ComponentCheck>>;
  /** Whether any playbook can run on the component: the side panel's Playbooks section depends on it. */
  hasPlaybooks(componentId: string): Promise<boolean>;
  playbookRuns(componentId: string, page: PageRequest): Promise<PageOf<ComponentPlaybookRun>>;
  teams(componentId: string, page: PageRequest): Promise<PageOf<ComponentTeam>>;
  insights(componentId: string, page: PageRequest): Promise<PageOf<ComponentInsight>>;
  /** GET /api/snapshot/topology/{id}?start=&related= as a blob. */
  downloadSnapshot(componentId: string, options: SnapshotOptions): Promise<SnapshotArchive>;
  /** Every config item, for the link-to-catalog picker to search. */
  configsForSearch(): Promise<ConfigOption[]>;
  /** A manual link (selector_id manual). */
  linkConfig(componentId: string, configId: string): Promise<void>;
  /** Deletes a manual link. */
  unlinkConfig(componentId: string, configId: string): Promise<void>;
}

/**
 * Reads the live stream's `component.health` rows (DECISIONS §31), a component's new health as stored;
 * undefined when one does not read.
 */
export interface TopologyLiveRows {
  componentHealth(row: unknown): ComponentHealthChange | undefined;
}
