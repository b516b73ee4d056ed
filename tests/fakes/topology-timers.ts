/**
 * A clock for XState actors (`createActor(machine, { clock })`) whose timeouts fire only when a test
 * moves time on: debounces and delays without waiting or fake global timers.
 */
export class ManualTimers {
  private now = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();

  setTimeout = (fn: (...args: unknown[]) => void, timeout: number): number => {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + timeout, fn });
    return id;
  };

  clearTimeout = (id: unknown): void => {
    this.pending.delete(id as number);
  };

  /** Moves time on by `ms`, firing every timeout that falls due, in order. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = until;
  }

  get waiting(): number {
    return this.pending.size;
  }
}
