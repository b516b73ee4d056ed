/**
 * A background job's polling: `poll` runs now and `intervalMs` after each poll ends, never two at
 * once; a wake during a poll (work arrived, a claim came back full) polls again right after it
 * instead of waiting out the interval. Stopped by `signal`.
 */
export interface PollLoop {
  wake(): void;
  /** Whether a poll is running now. */
  readonly active: boolean;
  /** The poll running now, or the last one. */
  readonly polling: Promise<void>;
}

export function startPollLoop(poll: () => Promise<void>, intervalMs: number, signal: AbortSignal): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();
  let active = false;
  let again = false;
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });

  function wake() {
    if (signal.aborted) return;
    if (active) {
      again = true;
      return;
    }
    clearTimeout(timer);
    active = true;
    polling = poll().finally(() => {
      active = false;
      if (signal.aborted) return;
      if (again) {
        again = false;
        wake();
      } else {
        timer = setTimeout(wake, intervalMs);
      }
    });
  }
  wake();

  return {
    wake,
    get active() {
      return active;
    },
    get polling() {
      return polling;
    },
  };
}
