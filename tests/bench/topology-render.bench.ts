import type { Page } from 'playwright-core';

/** Seed 001 §2.10 performance target: the first screen of /topology with 2,000 components. */
export const TOPOLOGY_COMPONENTS = 2_000;
export const TOPOLOGY_FIRST_SCREEN_TARGET_MS = 1_500;

const STATUSES = ['healthy', 'warning', 'unhealthy', 'healthy', 'healthy'];

/** A flat answer of the topology endpoint with `count` root components, each with metrics and counts. */
export function syntheticTopology(count: number) {
  return {
    components: Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `service-${String(i).padStart(4, '0')}`,
      type: i % 3 === 0 ? 'Database' : 'Service',
      status: STATUSES[i % STATUSES.length],
      external_id: `service-${i}`,
      properties: [
        { name: 'CPU', unit: 'millicores', value: 200 + (i % 700), max: 1000, headline: true },
        { name: 'Memory', unit: 'bytes', value: (i % 16) * 2 ** 28, max: 2 ** 32, headline: true },
        { name: 'Version', text: `v1.${i % 30}.0` },
      ],
      summary: {
        healthy: i % 7,
        unhealthy: i % 3,
        checks: { healthy: 3, unhealthy: i % 2 },
        incidents: i % 10 === 0 ? { availability: { high: 1, low: 2 } } : undefined,
      },
    })),
    healthStatuses: ['healthy', 'warning', 'unhealthy'],
    teams: [],
    types: ['Database', 'Service'],
    tags: {},
  };
}

/**
 * Opens /topology with the topology endpoint answering `count` components and measures, from the
 * navigation's start, when the first screen of cards is drawn.
 */
export async function measureTopologyFirstScreen(page: Page, count = TOPOLOGY_COMPONENTS): Promise<number> {
  const body = JSON.stringify(syntheticTopology(count));
  await page.route('**/api/canary/api/topology*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.goto('/topology');
  await page.waitForFunction((total) => {
    const cards = document.querySelectorAll('[role="list"][aria-label="Components"] article');
    const last = cards[cards.length - 1];
    // The first screen is drawn once the cards reach past the bottom of the window (or all are drawn).
    return last !== undefined && (cards.length === total || last.getBoundingClientRect().top > window.innerHeight);
  }, count);
  const elapsed = await page.evaluate(() => performance.now());
  await page.unroute('**/api/canary/api/topology*');
  return elapsed;
}
