import type { Page } from 'playwright-core';

/** Seed 001 §2.9 performance target: the logs table scrolls 100,000 lines with no frame over 50 ms. */
export const LOG_LINES = 100_000;
export const LOGS_FRAME_TARGET_MS = 50;
const COMPONENT_ID = '00000000-0000-4000-8000-00000000beef';

export interface ScrollFigures {
  readonly frames: number;
  readonly maxFrameMs: number;
  readonly p95FrameMs: number;
  /** Frames longer than LOGS_FRAME_TARGET_MS. */
  readonly framesOver: number;
  readonly scrolledPx: number;
}

function syntheticLines(count: number): string {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const results = Array.from({ length: count }, (_, i) => ({
    id: String(i),
    timestamp: new Date(start + i * 1000).toISOString(),
    message: `GET /api/orders/${i} 200 ${(i * 7) % 300}ms user=${i % 97} trace=${(i * 2654435761) % 4294967296}`,
    labels: { pod: `orders-${i % 5}`, level: i % 50 === 0 ? 'error' : 'info' },
  }));
  return JSON.stringify({ total: count, results });
}

/**
 * Opens /logs for a component whose backend answers `count` lines, then scrolls the table from top to
 * bottom one step per frame and reports the longest frame. Timing starts once the table's first screen
 * is shown with its lines loaded: every frame of the scroll itself counts.
 */
export async function measureLogsScroll(page: Page, count = LOG_LINES): Promise<ScrollFigures> {
  const lines = syntheticLines(count);
  const json = (body: string) => ({ status: 200, contentType: 'application/json', body });
  await page.route('**/api/db/components_with_logs*', (route) => route.fulfill(json(JSON.stringify([{ id: COMPONENT_ID, name: 'orders' }]))));
  await page.route('**/api/db/components?*', (route) => route.fulfill(json(JSON.stringify([{ log_selectors: [{ name: 'app' }] }]))));
  await page.route('**/api/logs', (route) => route.fulfill(json(lines)));
  await page.goto(`/logs?topologyId=${COMPONENT_ID}`);
  await page.getByRole('grid', { name: 'Log lines' }).waitFor({ timeout: 60_000 });
  const figures = await page.evaluate(async (targetMs) => {
    const grid = document.querySelector<HTMLElement>('[role="grid"][aria-label="Log lines"]')!;
    const frames: number[] = [];
    const step = grid.clientHeight * 3;
    let last = performance.now();
    // A person flinging the wheel: three screens per frame until the last line.
    while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 1) {
      grid.scrollTop += step;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
      if (frames.length > 20_000) break;
    }
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      frames: frames.length,
      maxFrameMs: sorted[sorted.length - 1] ?? 0,
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      framesOver: frames.filter((frame) => frame > targetMs).length,
      scrolledPx: grid.scrollTop,
    };
  }, LOGS_FRAME_TARGET_MS);
  await page.unrouteAll();
  return figures;
}
