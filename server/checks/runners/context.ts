/** What a runner may use besides its spec. */
export interface RunnerContext {
  /** Aborted when the check's timeout passes. */
  signal: AbortSignal;
  timeoutMs: number;
  /** EXEC_ENABLED=true on this server. */
  execEnabled: boolean;
  /** The canary spec was last saved by an admin (DECISIONS §12). */
  savedByAdmin: boolean;
}
