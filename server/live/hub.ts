import type { Database } from '../db/database';
import { eventText, mayRead, parseNotification, resyncText, type LiveEvent } from './events';

export interface LiveHubOptions {
  /** How often each stream gets what gathered (DECISIONS §31: 100 ms). */
  flushMs?: number;
  /** Events a stream may have waiting; past that the reader is told to resync instead. */
  maxPending?: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs?: number;
  /**
   * How long an event waits for a lower id that has not arrived: a transaction that took its id first
   * may commit later, or roll back (then the id never comes).
   */
  gapWaitMs?: number;
  log?: (line: string) => void;
}

interface Subscriber {
  readonly roles: readonly string[];
  /** Readers with the same roles get the same events: their chunks are encoded once per flush. */
  readonly rolesKey: string;
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
  pending: LiveEvent[];
  resync: boolean;
  /** While the missed events are read, live ones wait here and are sent after them. */
  replaying: boolean;
  /** The last id the replay read from the table: an event held for a gap and released later was in it. */
  replayedUpTo: number;
  lastWrite: number;
}

const encoder = new TextEncoder();
const REPLAY_ROW_LIMIT = 7900;

/**
 * The live-updates fan-out of one server: it listens on the live_events channel while anyone reads
 * a stream, keeps each reader's events apart (filtered by what the reader may read), and writes them
 * in one chunk per flush. A reader whose connection does not drain only piles up events here, up to
 * `maxPending`: then they are dropped and it gets a resync, so a slow reader never holds the server.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening?: Promise<() => Promise<void>>;
  private timer?: NodeJS.Timeout;
  private lastSeq = 0;
  /** The id the streams get next; events past a gap wait in `held`, so ids go out in order. */
  private nextSeq?: number;
  private readonly held = new Map<number, LiveEvent>();
  private gapTimer?: NodeJS.Timeout;
  private readonly gapWaitMs: number;
  private readonly flushMs: number;
  private readonly maxPending: number;
  private readonly keepAliveMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly db: Database, options: LiveHubOptions = {}) {
    this.flushMs = options.flushMs ?? 100;
    this.maxPending = options.maxPending ?? 1000;
    this.keepAliveMs = options.keepAliveMs ?? 20_000;
    this.gapWaitMs = options.gapWaitMs ?? 1_000;
    this.log = options.log ?? ((line) => console.error(line));
  }

  /** Whether this database can wake the hub (both engines can; a test double may not). */
  get available(): boolean {
    return typeof this.db.listen === 'function';
  }

  /** A text/event-stream body for a reader with `roles`, starting after `lastEventId` when given. */
  async open(roles: readonly string[], lastEventId?: number): Promise<ReadableStream<Uint8Array>> {
    await this.listen();
    let subscriber: Subscriber | undefined;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          subscriber = { roles, rolesKey: [...roles].sort().join(','), controller, pending: [], resync: false, replaying: lastEventId !== undefined, replayedUpTo: 0, lastWrite: Date.now() };
          // The browser waits a second before its own retry; the console's adapter backs off itself.
          controller.enqueue(encoder.encode('retry: 1000\n\n'));
          this.subscribers.add(subscriber);
          this.startFlushing();
        },
        cancel: () => {
          if (subscriber) this.subscribers.delete(subscriber);
          this.stopFlushingWhenIdle();
        },
      },
      // Bytes the connection has not taken yet: past this, the reader's events wait in `pending`.
      new ByteLengthQueuingStrategy({ highWaterMark: 256 * 1024 }),
    );
    if (lastEventId !== undefined && subscriber) await this.replay(subscriber, lastEventId);
    return stream;
  }

  private async replay(subscriber: Subscriber, after: number) {
    try {
      const known = await this.db.query<{ found: boolean; last: number }>(
        'SELECT EXISTS (SELECT 1 FROM live_events WHERE id = $1) AS found, (SELECT coalesce(max(id), 0) FROM live_events) AS last',
        [after],
      );
      this.lastSeq = Math.max(this.lastSeq, Number(known.rows[0]?.last ?? 0));
      if (!known.rows[0]?.found) {
        subscriber.pending = [];
        subscriber.resync = true;
        return;
      }
      const { rows } = await this.db.query<LiveEvent & { row: unknown }>(
        `SELECT id AS seq, kind, resource_id AS id, parent_id AS parent, op, at,
                CASE WHEN octet_length(row::text) <= $3 THEN row END AS row
         FROM live_events WHERE live_events.id > $1 ORDER BY live_events.id LIMIT $2`,
        [after, this.maxPending + 1, REPLAY_ROW_LIMIT],
      );
      if (rows.length > this.maxPending) {
        subscriber.pending = [];
        subscriber.resync = true;
        return;
      }
      const missed = rows
        .map((row) => ({ ...row, seq: Number(row.seq), at: new Date(row.at).toISOString(), row: row.row ?? undefined }))
        .filter((event) => mayRead(subscriber.roles, event.kind));
      const upTo = Number(rows.at(-1)?.seq ?? after);
      subscriber.replayedUpTo = upTo;
      subscriber.pending = [...missed, ...subscriber.pending.filter((event) => event.seq > upTo)];
    } finally {
      subscriber.replaying = false;
    }
  }

  private listen(): Promise<() => Promise<void>> {
    if (!this.db.listen) throw new Error('This database cannot notify: live updates need PGlite or PostgreSQL');
    this.listening ??= this.db
      .listen('live_events', (payload) => this.publish(payload), () => void this.catchUp())
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }

  private publish(payload: string) {
    const event = parseNotification(payload);
    if (!event) return;
    this.inOrder(event);
  }

  /**
   * Ids come from a sequence when the row is written, but NOTIFY arrives at commit: a transaction
   * holding a lower id may commit after a higher one. Streams get ids in order, so a reader that
   * reconnects after id N misses nothing by asking for the ids after N; an event waits at most
   * `gapWaitMs` for the ids below it (a rolled-back transaction's never come).
   */
  private inOrder(event: LiveEvent) {
    if (this.nextSeq === undefined || event.seq === this.nextSeq) {
      this.deliver(event);
      this.nextSeq = event.seq + 1;
      this.releaseHeld();
    } else if (event.seq > this.nextSeq) {
      this.held.set(event.seq, event);
      this.gapTimer ??= setTimeout(() => this.skipGap(), this.gapWaitMs);
    } else this.deliver(event);
  }

  private releaseHeld() {
    for (let next = this.held.get(this.nextSeq!); next; next = this.held.get(this.nextSeq!)) {
      this.held.delete(next.seq);
      this.deliver(next);
      this.nextSeq = next.seq + 1;
    }
    if (this.held.size === 0 && this.gapTimer) {
      clearTimeout(this.gapTimer);
      this.gapTimer = undefined;
    }
  }

  /** The ids below the held events did not come in time: they are given up, and the held events go. */
  private skipGap() {
    this.gapTimer = undefined;
    if (this.held.size === 0) return;
    this.nextSeq = Math.min(...this.held.keys());
    this.releaseHeld();
    if (this.held.size > 0) this.gapTimer = setTimeout(() => this.skipGap(), this.gapWaitMs);
  }

  private deliver(event: LiveEvent) {
    this.lastSeq = Math.max(this.lastSeq, event.seq);
    for (const subscriber of this.subscribers) {
      if (subscriber.resync || event.seq <= subscriber.replayedUpTo || !mayRead(subscriber.roles, event.kind)) continue;
      subscriber.pending.push(event);
      if (subscriber.pending.length > this.maxPending) {
        subscriber.pending = [];
        subscriber.resync = true;
      }
    }
  }

  /** After the listening connection came back: what was notified meanwhile, from the table. */
  private async catchUp() {
    try {
      const { rows } = await this.db.query<LiveEvent & { row: unknown }>(
        `SELECT id AS seq, kind, resource_id AS id, parent_id AS parent, op, at,
                CASE WHEN octet_length(row::text) <= $2 THEN row END AS row
         FROM live_events WHERE live_events.id > $1 ORDER BY live_events.id`,
        [this.lastSeq, REPLAY_ROW_LIMIT],
      );
      for (const row of rows) this.inOrder({ ...row, seq: Number(row.seq), at: new Date(row.at).toISOString(), row: row.row ?? undefined });
    } catch (error) {
      this.log(`Could not read the live events missed while reconnecting: ${(error as Error).message}`);
      for (const subscriber of this.subscribers) subscriber.resync = true;
    }
  }

  private startFlushing() {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), this.flushMs);
    this.timer.unref();
  }

  private stopFlushingWhenIdle() {
    if (this.subscribers.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private flush() {
    const now = Date.now();
    // Hundreds of readers with one role set get one batch: it is framed and encoded once, not per reader.
    const chunks = new Map<string, Uint8Array>();
    const chunkOf = (subscriber: Subscriber) => {
      const { pending } = subscriber;
      const key = `${subscriber.rolesKey}|${pending.map((event) => event.seq).join(',')}`;
      let chunk = chunks.get(key);
      if (!chunk) {
        chunk = encoder.encode(pending.map(eventText).join(''));
        chunks.set(key, chunk);
      }
      return chunk;
    };
    for (const subscriber of this.subscribers) {
      const { controller } = subscriber;
      if (subscriber.replaying || (controller.desiredSize ?? 1) <= 0) continue;
      let chunk: Uint8Array | undefined;
      if (subscriber.resync) {
        chunk = encoder.encode(resyncText(this.lastSeq));
        subscriber.resync = false;
      } else if (subscriber.pending.length > 0) {
        chunk = chunkOf(subscriber);
        subscriber.pending = [];
      } else if (now - subscriber.lastWrite >= this.keepAliveMs) {
        chunk = encoder.encode(': keep-alive\n\n');
      }
      if (!chunk) continue;
      try {
        controller.enqueue(chunk);
        subscriber.lastWrite = now;
      } catch {
        this.subscribers.delete(subscriber);
      }
    }
    this.stopFlushingWhenIdle();
  }

  /** Ends every stream and stops listening (the server is closing). */
  async close() {
    for (const subscriber of this.subscribers) {
      try {
        subscriber.controller.close();
      } catch {
        // Already cancelled by its reader.
      }
    }
    this.subscribers.clear();
    this.stopFlushingWhenIdle();
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
    this.held.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.().catch(() => undefined);
  }
}
