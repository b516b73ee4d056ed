import type { BatchScheduler, LiveEvent, LiveListener, LiveStatus, LiveUpdates } from '../../core/shared';

/**
 * The stream as a test drives it. It starts 'polling' (no stream), so screens refresh as they did
 * before live updates unless a test says the stream is up.
 */
export class FakeLiveUpdates implements LiveUpdates {
  private readonly listeners = new Set<LiveListener>();
  private current: LiveStatus = 'polling';

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    listener.status(this.current);
    return () => this.listeners.delete(listener);
  }

  status(): LiveStatus {
    return this.current;
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  setStatus(status: LiveStatus) {
    this.current = status;
    for (const listener of this.listeners) listener.status(status);
  }

  emit(...events: LiveEvent[]) {
    for (const event of events) for (const listener of this.listeners) listener.event(event);
  }

  resync() {
    for (const listener of this.listeners) listener.resync();
  }
}

/** Tasks wait until the test flushes them. */
export class ManualScheduler implements BatchScheduler {
  private tasks: (() => void)[] = [];

  schedule(task: () => void): void {
    this.tasks.push(task);
  }

  get waiting(): number {
    return this.tasks.length;
  }

  flush() {
    const tasks = this.tasks;
    this.tasks = [];
    for (const task of tasks) task();
  }
}
