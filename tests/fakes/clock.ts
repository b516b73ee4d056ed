import type { Clock } from '../../core/shared';

/** A clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2024-06-12T10:30:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    const time = new Date(at).getTime();
    if (Number.isNaN(time)) throw new Error(`FakeClock cannot be set to ${String(at)}`);
    this.current = time;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
