/** A playbook as the /playbooks screen shows it (seed 000 §3, seed 002 §3). */
export interface Playbook {
  readonly id: string;
  readonly name: string;
  /** The title the spec gives, or the name. */
  readonly title: string;
  /** Empty when the playbook names none: it shows under 'Other'. */
  readonly category: string;
  readonly description: string;
  readonly icon: string;
  /** The spec as YAML, as the editor shows it. */
  readonly spec: string;
  /** What the spec's selectors target: the run dialog's resource picker. */
  readonly targets: readonly PlaybookTarget[];
  /** ISO timestamp. */
  readonly createdAt: string;
}

/** The kinds of resource a playbook runs on (seed 000 §2.6's pickers). */
export type PlaybookTarget = 'config' | 'component' | 'check';

/** What the spec editor sends: a name and the YAML spec (seed 002 §5). */
export interface PlaybookDraft {
  readonly name: string;
  readonly spec: string;
}

/** A resource a playbook runs on, or a parameter's picked value, as a picker offers it. */
export interface ResourceOption {
  readonly id: string;
  readonly name: string;
  /** What it is: a config's or component's type, a check's type, a person's email. */
  readonly detail?: string;
}

/** The kinds a picker searches on the server: a run's resource, and the parameter types that pick one. */
export type LookupKind = PlaybookTarget | 'people' | 'team';

/** A resource picked for a run. */
export interface RunTarget {
  readonly kind: PlaybookTarget;
  readonly id: string;
}

/** A playbook parameter as `/params` answers it, templated against the resource (seed 000 §3). */
export interface PlaybookParameter {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly default?: unknown;
  readonly description?: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Seed 000 §3's run request: the playbook, at most one resource, and params by name. */
export interface RunRequest {
  readonly id: string;
  readonly config_id?: string;
  readonly component_id?: string;
  readonly check_id?: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A searched picker's question: which kind, narrowed to the types a playbook's selectors name. */
export interface LookupQuery {
  readonly kind: LookupKind;
  readonly text: string;
  readonly types?: readonly string[];
}

/** Seed 002 §4's run statuses, as the screens show them. */
export type RunStatus = 'running' | 'scheduled' | 'cancelled' | 'completed' | 'failed' | 'pending' | 'waiting';
/** Actions add sleeping and skipped. */
export type ActionStatus = RunStatus | 'sleeping' | 'skipped';

/** A run of the runs list (seed 002 §3). */
export interface PlaybookRunRow {
  readonly id: string;
  readonly playbookId: string;
  readonly playbookName: string;
  readonly playbookTitle: string;
  /** As the server stores it (reference §2.6: pending_approval, timed_out...). */
  readonly rawStatus: string;
  readonly resource?: { readonly kind: PlaybookTarget; readonly id: string; readonly name: string };
  readonly requestedBy?: { readonly id: string; readonly name: string };
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly scheduledTime?: string;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly error?: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** What a run's live event says of it: its status and times (the rest of the run does not change). */
export type RunStateChange = Pick<PlaybookRunRow, 'rawStatus' | 'startTime' | 'endTime' | 'error'>;

/** A run action (seed 002 §3): its result holds stdout, stderr, logs or a structured answer. */
export interface PlaybookRunAction {
  readonly id: string;
  readonly name: string;
  readonly rawStatus: string;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly scheduledTime?: string;
  readonly error?: string;
  readonly result?: Readonly<Record<string, unknown>>;
}

/** A run with its actions, as its page shows it. */
export interface PlaybookRunDetail {
  readonly run: PlaybookRunRow;
  readonly actions: readonly PlaybookRunAction[];
}

/** What the runs list asks for: a page of runs in a time window, of one playbook or status when given. */
export interface RunListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly playbookId?: string;
  /** Stored statuses. */
  readonly statuses?: readonly string[];
  /** The runs of one config (its Playbooks tab). */
  readonly configId?: string;
  /** ISO timestamps: runs created within; without them, runs of any time. */
  readonly from?: string;
  readonly to?: string;
}
