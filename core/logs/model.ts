/** Seed 001 §3 and reference §4.5: one log line. */
export interface LogLine {
  readonly timestamp: string;
  readonly message: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly count?: number;
  readonly firstObserved?: string;
  readonly lastObserved?: string;
}

export interface LogsResult {
  readonly total?: number;
  readonly lines: readonly LogLine[];
}

/** A component that has log selectors (components_with_logs). */
export interface LogComponent {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  readonly type?: string;
  readonly agentId?: string;
}
