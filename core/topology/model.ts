import type { Health } from '../shared';

/** Seed 001 §3: how a property's value is meant to be read. */
export type PropertyType = 'text' | 'url' | 'currency' | 'hidden';

export interface PropertyLink {
  readonly label: string;
  readonly url: string;
}

/** Seed 001 §3 and reference §2.2: one property of a component. */
export interface Property {
  readonly name: string;
  readonly label?: string;
  readonly type?: PropertyType | string;
  readonly text?: string;
  readonly value?: number | string;
  readonly unit?: string;
  readonly max?: number;
  readonly min?: number;
  readonly icon?: string;
  readonly color?: string;
  /** Headline properties are the card's metrics; the others are its property list. */
  readonly headline?: boolean;
  readonly links?: readonly PropertyLink[];
}

/** Analysis type or incident type → severity → count. */
export type SeverityCounts = Readonly<Record<string, number>>;
export type CountsByType = Readonly<Record<string, SeverityCounts>>;

/** Reference §4.2: the roll-up counts of a component. */
export interface ComponentSummary {
  readonly healthy?: number;
  readonly unhealthy?: number;
  readonly warning?: number;
  readonly unknown?: number;
  readonly info?: number;
  readonly checks?: Readonly<Partial<Record<Health, number>>>;
  readonly incidents?: CountsByType;
  readonly insights?: CountsByType;
}

/** A component's log selector, as the topology returns it (`logs: [{name}]`). */
export interface LogSelector {
  readonly name: string;
  readonly labels?: Readonly<Record<string, string>>;
}

/** Seed 001 §3: a topology component, with its children nested under `components`. */
export interface Component {
  readonly id: string;
  readonly name: string;
  readonly text?: string;
  readonly title?: string;
  readonly icon?: string;
  /** healthy, unhealthy, warning, error, info, or a free-form value (reference §5). */
  readonly status?: string;
  readonly statusReason?: string;
  readonly type?: string;
  readonly agentId?: string;
  readonly topologyId?: string;
  readonly parentId?: string;
  /** Dot-joined ancestor ids, root first. */
  readonly path?: string;
  readonly externalId?: string;
  readonly description?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly teams?: readonly string[];
  readonly hidden?: boolean;
  readonly isLeaf?: boolean;
  readonly properties?: readonly Property[];
  readonly components?: readonly Component[];
  readonly summary?: ComponentSummary;
  readonly logs?: readonly LogSelector[];
  readonly children?: readonly string[];
  readonly parents?: readonly string[];
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

/** A component's health changed (the live stream's `component.health`): its status as the cards show it. */
export interface ComponentHealthChange {
  readonly id: string;
  /** Absent when the stream could not carry the row: the topology is read again if the component is shown. */
  readonly status?: string;
}

/** Reference §4.2: the answer of the topology endpoint. */
export interface TopologyResult {
  readonly components: readonly Component[];
  readonly healthStatuses: readonly string[];
  readonly teams: readonly string[];
  readonly types: readonly string[];
  readonly tags: Readonly<Record<string, readonly string[]>>;
}

/** One page of a side-panel list; `hasMore` says whether another page may follow. */
export interface PageOf<T> {
  readonly items: readonly T[];
  readonly total?: number;
  readonly hasMore: boolean;
}

/** A config item linked to a component (config_component_relationships with the config). */
export interface ConfigLink {
  readonly configId: string;
  readonly name: string;
  readonly type?: string;
  readonly configClass?: string;
  readonly deletedAt?: string;
  /** `manual` for links a person made; anything else was made by a selector. */
  readonly selectorId?: string;
}

export interface ComponentIncident {
  readonly id: string;
  readonly title: string;
  readonly type?: string;
  readonly status?: string;
  readonly severity?: string;
  readonly createdAt?: string;
}

export interface ComponentChange {
  readonly id: string;
  readonly configId: string;
  readonly configName: string;
  readonly configType?: string;
  readonly changeType: string;
  readonly severity?: string;
  readonly summary?: string;
  readonly createdAt?: string;
}

export interface ComponentCheck {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string;
  readonly icon?: string;
  readonly type?: string;
  readonly status?: string;
  readonly latencyP99?: number;
}

export interface ComponentPlaybookRun {
  readonly id: string;
  readonly playbookName: string;
  readonly status: string;
  readonly startTime?: string;
}

export interface ComponentTeam {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  readonly role?: string;
}

export interface ComponentInsight {
  readonly id: string;
  readonly configId: string;
  readonly configName: string;
  readonly analysisType: string;
  readonly analyzer?: string;
  readonly severity?: string;
  readonly message?: string;
  readonly firstObserved?: string;
}

/** A config item offered by the link-to-catalog picker. */
export interface ConfigOption {
  readonly id: string;
  readonly name: string;
  readonly type?: string;
  readonly configClass?: string;
}

/** The downloaded snapshot zip, opaque to the core (a Blob in the browser). */
export interface SnapshotArchive {
  readonly size: number;
}
