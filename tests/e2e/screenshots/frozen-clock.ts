/**
 * Stops this process's wall clock at one instant: `Date.now()` and `new Date()` answer it for ever.
 * PGlite runs in this process and reads the same clock (its `now()` calls `Date.now()`), so the seed,
 * the database's `now()` and every "last hour" query agree with the browser's frozen clock. Timers
 * (setTimeout, setInterval) and `performance.now()` keep running, so the server still works.
 */
export function freezeClock(at: Date): void {
  const frozen = at.getTime();
  if (!Number.isFinite(frozen)) throw new Error('freezeClock needs a valid date');
  const RealDate = Date;
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(frozen);
      else super(...(args as [string | number | Date]));
    }

    static now(): number {
      return frozen;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
}
