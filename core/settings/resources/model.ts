import type { Resource } from '../../access';

/** Seed 002 §2.2: the configurable resources with a generic list and edit page (the config scraper has its own). */
export const RESOURCE_KINDS = ['canaries', 'topologies', 'incident_rules', 'teams'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The edit page's tabs (seed 002 §2.2). */
export type ResourceTab = 'spec' | 'manageTeam' | 'jobHistory';

/** The list's columns (R002-2-2-07), in order. */
export type ResourceColumnKey =
  | 'name' | 'source' | 'schedule' | 'namespace' | 'jobStatus' | 'lastRun' | 'lastFailed' | 'tags' | 'created' | 'updated' | 'createdBy';

/** What a kind of resource is: where it is stored, who may change it, what its form and list show. */
export interface ResourceKindDefinition {
  readonly kind: ResourceKind;
  /** One resource, as the add modal names it ('Add Health Check'). */
  readonly label: string;
  /** The list's title. */
  readonly title: string;
  /** The list's path under /settings (the table's name). */
  readonly path: string;
  /** permissions.md: the resource whose write adds and saves it. */
  readonly resource: Resource;
  /** Columns the list hides for this kind (R002-2-2-11 to 14). */
  readonly hidden: readonly ResourceColumnKey[];
  /** The Spec tab's optional fields (seed 002 §3's resource kinds). */
  readonly fields: {
    readonly namespace: boolean;
    readonly icon: boolean;
    readonly labels: boolean;
    /** Where the schedule dropdown writes: into the spec (a canary's spec.schedule), a column, or nowhere. */
    readonly schedule?: 'spec' | 'column';
  };
  readonly tabs: readonly ResourceTab[];
  /** R002-5-03: Save waits while the form is invalid, instead of saying why after a press. */
  readonly saveWaitsForValid?: boolean;
}

export interface ResourceAgent {
  readonly id: string;
  readonly name: string;
}

export interface ResourceAuthor {
  readonly id: string;
  readonly name: string;
  readonly avatar?: string;
}

/** Seed 002 §3 'Generic resource', as a list row or an edit page shows it. */
export interface SettingsResource {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string;
  readonly icon?: string;
  readonly schedule?: string;
  /** UI, ConfigFile, component…, kubernetes… or another origin; absent when made here. */
  readonly source?: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly spec: Readonly<Record<string, unknown>>;
  /** Absent for the local agent (the all-zeros id, R002-2-2-17). */
  readonly agent?: ResourceAgent;
  readonly createdBy?: ResourceAuthor;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly lastRun?: string;
  readonly lastFailed?: string;
  readonly jobStatus?: string;
  readonly jobDetails?: Readonly<Record<string, unknown>>;
}

/** What the Spec tab and the add modal edit. */
export interface ResourceDraft {
  readonly name: string;
  readonly namespace: string;
  readonly icon: string;
  readonly schedule: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly spec: Readonly<Record<string, unknown>>;
}

/** The columns a create or update writes, by the kind's fields (seed 002 §7.2). */
export interface ResourceWrite {
  readonly name: string;
  readonly namespace?: string;
  readonly icon?: string | null;
  readonly labels?: Readonly<Record<string, string>>;
  readonly schedule?: string | null;
  readonly spec: Readonly<Record<string, unknown>>;
}

/** A person as the team members panel lists them (seed 002 §2.2 'Team members panel'). */
export interface TeamPerson {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly avatar?: string;
}
