import type { LogEntry } from './log-query';

/** Long messages are cut so that the buffer's memory stays bounded by its capacity. */
const MAX_MESSAGE_LENGTH = 4_096;
export const DEFAULT_SERVER_LOG_CAPACITY = 10_000;

/** The server's own structured log: the newest `capacity` entries, oldest dropped first. */
export class ServerLogBuffer {
  private readonly slots: (LogEntry | undefined)[];
  private next = 0;
  private sequence = 0;

  constructor(readonly capacity = DEFAULT_SERVER_LOG_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be a positive whole number, not ${capacity}`);
    this.slots = new Array(capacity);
  }

  record(message: string, labels: Record<string, string> = {}, time: number = Date.now()): LogEntry {
    const entry: LogEntry = {
      id: String(++this.sequence),
      time,
      message: message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message,
      labels: { ...labels },
    };
    this.slots[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    return entry;
  }

  /** Every entry held, oldest first. */
  entries(): LogEntry[] {
    const older = this.slots.slice(this.next);
    const newer = this.slots.slice(0, this.next);
    return [...older, ...newer].filter((entry): entry is LogEntry => entry !== undefined);
  }

  get size(): number {
    return Math.min(this.sequence, this.capacity);
  }
}

/** The running server's log, read by the `server` log backend. */
export const serverLogs = new ServerLogBuffer();
