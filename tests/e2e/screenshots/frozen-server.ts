/**
 * The server program (`server/main.ts`) with its clock frozen at SCREENSHOT_NOW, for the screenshot
 * baseline: the demo is seeded relative to that instant, no check comes due (each seeded check's next run
 * is after it), heartbeats write the same time, so every screen reads the same data run after run.
 * The product has no such setting on purpose; only this tool stops the clock.
 */
import { freezeClock } from './frozen-clock';

const at = new Date(process.env.SCREENSHOT_NOW ?? '');
if (Number.isNaN(at.getTime())) throw new Error(`SCREENSHOT_NOW must be an ISO date, not "${process.env.SCREENSHOT_NOW}"`);
freezeClock(at);

// Imported only after the clock is frozen, so nothing captures the real Date first.
const { runServer } = await import('../../../server/main');
await runServer();
