/** What the live stream tells about (DECISIONS §31); each kind is one table's changes. */
export type LiveKind =
  | 'check.status'
  | 'component.health'
  | 'incident'
  | 'hypothesis'
  | 'comment'
  | 'evidence'
  | 'config.change'
  | 'playbook.run'
  | 'playbook.action'
  | 'agent.seen'
  | 'connection';

export type LiveOp = 'insert' | 'update' | 'delete';

/** One change. `row` is the record as stored, absent when it was too long to carry: refetch then. */
export interface LiveEvent {
  readonly kind: LiveKind;
  /** The changed record's id (a check's for its statuses). */
  readonly id: string;
  /** What it belongs to: a comment's incident, an action's run, a change's config item. */
  readonly parent?: string;
  readonly op: LiveOp;
  readonly at: string;
  readonly row?: unknown;
}

/**
 * `live`: the stream is open. `reconnecting`: it dropped (or is opening) and is tried again with
 * backoff. `offline`: the browser has no network. `polling`: the server has no stream (proxy mode,
 * DECISIONS §38), so screens refresh as the specs say.
 */
export type LiveStatus = 'live' | 'reconnecting' | 'offline' | 'polling';

/** What a subscriber hears: events as they come, a resync when some were lost, and the stream's status. */
export interface LiveListener {
  event(event: LiveEvent): void;
  /** Events were lost (a reconnect past the window, a reader too far behind): read everything again. */
  resync(): void;
  status(status: LiveStatus): void;
}
