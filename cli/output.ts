/** What a command prints: text for a person, or the same data as JSON with --json. */
export interface CommandResult {
  readonly text: string;
  readonly json: unknown;
  /** 0 unless the command says otherwise (a failed check run is 1). */
  readonly exitCode?: number;
}

/** A command line the CLI cannot act on: it says why, with the usage, and exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
