import pg from 'pg';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection that LISTENs (a pooled one would be handed to other queries). When the
 * database drops it, it connects again with doubling waits and tells the caller, who reads from the
 * database what was notified in between.
 */
export class PostgresListener {
  private client?: pg.Client;
  private readonly channels = new Map<string, Set<{ onPayload: (payload: string) => void; onResumed?: () => void }>>();
  private retryMs = FIRST_RETRY_MS;
  private retry?: NodeJS.Timeout;
  private connecting?: Promise<void>;
  private closed = false;

  constructor(private readonly connectionString: string, private readonly log: (line: string) => void = (line) => console.error(line)) {}

  async listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>> {
    const entry = { onPayload, onResumed };
    let listeners = this.channels.get(channel);
    const first = !listeners;
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(entry);
    await this.connected();
    if (first) await this.client!.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      listeners.delete(entry);
      if (listeners.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  private connected(): Promise<void> {
    if (this.client) return Promise.resolve();
    return (this.connecting ??= this.connect().finally(() => (this.connecting = undefined)));
  }

  private async connect(resumed = false) {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const entry of this.channels.get(message.channel) ?? []) entry.onPayload(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log(`The live-updates listener lost its PostgreSQL connection (${error?.message ?? 'closed'}); reconnecting.`);
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    if (resumed) for (const listeners of this.channels.values()) for (const entry of listeners) entry.onResumed?.();
  }

  private scheduleRetry() {
    this.retry = setTimeout(() => {
      this.connect(true).catch((error: Error) => {
        this.log(`The live-updates listener could not reconnect (${error.message}); trying again.`);
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
        this.scheduleRetry();
      });
    }, this.retryMs);
    this.retry.unref();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
