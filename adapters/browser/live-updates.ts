import type { BatchScheduler, LiveEvent, LiveListener, LiveStatus, LiveUpdates } from '../../core/shared';

type LiveWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  readonly EventSource: typeof EventSource;
  readonly navigator: Pick<Navigator, 'onLine'>;
};

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

const DEFAULT_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 30_000 };

/**
 * GET /api/events through the browser's EventSource (DECISIONS §31). The stream is opened by the
 * first subscriber and closed after the last. When it drops, it is opened again by this adapter (not
 * by the browser, which would retry every second forever) with doubling waits and the last id seen
 * in `?lastEventId=`, so the server sends what was missed. A server that answers without a stream
 * (proxy mode: Mission Control has none) makes the status 'polling' and is asked again rarely.
 */
export class EventSourceLiveUpdates implements LiveUpdates {
  private readonly listeners = new Set<LiveListener>();
  private source?: EventSource;
  private current: LiveStatus = 'reconnecting';
  private lastEventId?: string;
  private attempt = 0;
  private everOpened = false;
  private retry?: number;

  constructor(
    private readonly view: LiveWindow,
    private readonly url = '/api/events',
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  status(): LiveStatus {
    return this.current;
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    listener.status(this.current);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private readonly goneOffline = () => {
    this.closeSource();
    this.setStatus('offline');
  };

  private readonly backOnline = () => {
    this.attempt = 0;
    this.connect();
  };

  private start() {
    this.view.addEventListener('offline', this.goneOffline);
    this.view.addEventListener('online', this.backOnline);
    if (this.view.navigator.onLine) this.connect();
    else this.setStatus('offline');
  }

  private stop() {
    this.view.removeEventListener('offline', this.goneOffline);
    this.view.removeEventListener('online', this.backOnline);
    this.closeSource();
  }

  private connect() {
    this.closeSource();
    const url = this.lastEventId ? `${this.url}?lastEventId=${encodeURIComponent(this.lastEventId)}` : this.url;
    const source = new this.view.EventSource(url);
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.everOpened = true;
      this.setStatus('live');
    };
    source.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      const event = parseEvent(message.data);
      if (event) for (const listener of this.listeners) listener.event(event);
    };
    source.addEventListener('resync', (message) => {
      if ((message as MessageEvent).lastEventId) this.lastEventId = (message as MessageEvent).lastEventId;
      for (const listener of this.listeners) listener.resync();
    });
    source.onerror = () => {
      // CLOSED: the server answered, but not with a stream; CONNECTING: the connection dropped.
      const refused = source.readyState === this.view.EventSource.CLOSED;
      this.closeSource();
      if (!this.view.navigator.onLine) return this.setStatus('offline');
      this.setStatus(refused && !this.everOpened ? 'polling' : 'reconnecting');
      const wait = refused && !this.everOpened ? this.backoff.maxMs : Math.min(this.backoff.firstMs * 2 ** this.attempt, this.backoff.maxMs);
      this.attempt += 1;
      this.retry = this.view.setTimeout(() => this.connect(), wait);
    };
  }

  private closeSource() {
    this.view.clearTimeout(this.retry);
    this.retry = undefined;
    this.source?.close();
    this.source = undefined;
  }

  private setStatus(status: LiveStatus) {
    if (status === this.current) return;
    this.current = status;
    for (const listener of this.listeners) listener.status(status);
  }
}

const KINDS = new Set<string>([
  'check.status', 'component.health', 'incident', 'hypothesis', 'comment', 'evidence', 'config.change', 'playbook.run',
  'playbook.action', 'agent.seen', 'connection',
]);
const OPS = new Set<string>(['insert', 'update', 'delete']);

/** A message of a kind this console does not know is skipped, so a newer server cannot break it. */
function parseEvent(data: string): LiveEvent | undefined {
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    if (typeof parsed.kind !== 'string' || !KINDS.has(parsed.kind) || typeof parsed.id !== 'string' || typeof parsed.op !== 'string' || !OPS.has(parsed.op)) {
      return undefined;
    }
    return {
      kind: parsed.kind as LiveEvent['kind'],
      id: parsed.id,
      parent: typeof parsed.parent === 'string' ? parsed.parent : undefined,
      op: parsed.op as LiveEvent['op'],
      at: typeof parsed.at === 'string' ? parsed.at : '',
      row: parsed.row ?? undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Gathers what arrives within `ms` into one task: EventSource hands over each message in its own task.
 * Tasks run at most every `gapMs`: under a storm of events (a thousand check runs a second) a screen
 * redraws four times a second rather than twenty, which leaves the browser free for what the person
 * types, while a lone event still shows within `ms`.
 */
export class TimeoutBatchScheduler implements BatchScheduler {
  private lastRun = -Infinity;

  constructor(
    private readonly view: Pick<Window, 'setTimeout'> & { readonly performance: Pick<Performance, 'now'> },
    private readonly ms = 50,
    private readonly gapMs = 250,
  ) {}

  schedule(task: () => void): void {
    const wait = Math.max(this.ms, this.lastRun + this.gapMs - this.view.performance.now());
    this.view.setTimeout(() => {
      this.lastRun = this.view.performance.now();
      task();
    }, wait);
  }
}
