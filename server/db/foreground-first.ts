import { AsyncLocalStorage } from 'node:async_hooks';

/** The longest a background operation waits for requests before it goes anyway. */
export const BACKGROUND_MAX_WAIT_MS = 50;
/** How long after a request's statement the background still waits: a request's next statement follows within it. */
export const FOREGROUND_GRACE_MS = 15;

interface Waiter {
  readonly since: number;
  readonly go: () => void;
}

/**
 * PGlite runs one statement at a time on the server's only thread, in arrival order, and hands over to
 * the next statement without letting the thread read its sockets. At scale the server's own work
 * (check runs, their job history, scrapes, sweeps) kept it busy, so a person's request was not even
 * read for a hundred milliseconds and more. Here background operations go one at a time, each after
 * the thread had a chance to read its sockets, and only once no request's statement ran for
 * FOREGROUND_GRACE_MS: a request waits for at most one of them. One that waited BACKGROUND_MAX_WAIT_MS
 * goes anyway, so a steady stream of requests never stops the server's work.
 */
export class ForegroundFirst {
  private foregroundRunning = 0;
  private lastForeground = -Infinity;
  private backgroundRunning = false;
  private readonly queue: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Set inside a background operation: what it runs itself (a query in its transaction's callback) must not wait for it. */
  private readonly inside = new AsyncLocalStorage<true>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  async foreground<T>(operation: () => Promise<T>): Promise<T> {
    this.foregroundRunning++;
    try {
      return await operation();
    } finally {
      this.foregroundRunning--;
      this.lastForeground = this.now();
      this.dispatch();
    }
  }

  async background<T>(operation: () => Promise<T>): Promise<T> {
    if (this.inside.getStore()) return operation();
    await new Promise<void>((go) => {
      this.queue.push({ since: this.now(), go });
      this.dispatch();
    });
    try {
      return await this.inside.run(true, operation);
    } finally {
      this.backgroundRunning = false;
      this.dispatch();
    }
  }

  private dispatch() {
    const first = this.queue[0];
    if (this.backgroundRunning || !first) return;
    const now = this.now();
    const overdue = BACKGROUND_MAX_WAIT_MS - (now - first.since);
    const busy = this.foregroundRunning > 0 ? Infinity : FOREGROUND_GRACE_MS - (now - this.lastForeground);
    if (busy > 0 && overdue > 0) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.dispatch(), Math.min(busy, overdue)).unref();
      return;
    }
    clearTimeout(this.timer);
    this.queue.shift();
    this.backgroundRunning = true;
    // After the sockets were read: a request that arrived meanwhile starts its statements first.
    setImmediate(first.go);
  }
}
