/** One row of the Event Queue screen: a queue's events as `event_queue_summary` reads (seed 002 §3). */
export interface EventQueueRow {
  readonly name: string;
  readonly eventId?: string;
  readonly pending: number;
  readonly failed: number;
  readonly averageAttempts: number;
  /** ISO timestamps. */
  readonly firstFailure?: string;
  readonly lastFailure?: string;
  readonly mostCommonError?: string;
}
