import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutBatchScheduler } from './live-updates';

describe('the browser’s batch scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scheduler = () => new TimeoutBatchScheduler({ setTimeout: globalThis.setTimeout.bind(globalThis) as Window['setTimeout'], performance });

  it('runs a lone task 50 ms after it was scheduled', () => {
    const ran: number[] = [];
    scheduler().schedule(() => ran.push(performance.now()));
    vi.advanceTimersByTime(49);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toHaveLength(1);
  });

  it('under a storm of events runs its tasks at most every 250 ms', () => {
    const batches = scheduler();
    const ran: number[] = [];
    const started = performance.now();
    // A task is scheduled again as soon as the last ran, as a subscription does while events keep coming.
    const again = () => {
      ran.push(performance.now() - started);
      if (ran.length < 4) batches.schedule(again);
    };
    batches.schedule(again);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([50, 300, 550, 800]);
  });
});
