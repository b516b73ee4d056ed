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
