import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PEOPLE, signIn, startServer } from '../e2e/support/server';

/** DECISIONS §37: the browser cases at scale run on the demo estate seeded at scale 100. */
export const ESTATE_SCALE = 100;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

/** The admin's credentials, for the cases that look the estate up through the API before they measure. */
export const ADMIN_AUTHORIZATION = `Basic ${Buffer.from(`${DEMO_PEOPLE.admin}:${DEMO_PASSWORD}`).toString('base64')}`;

export interface Estate {
  /** Signed in as the admin, 1440 × 900. */
  readonly page: Page;
  readonly url: string;
}

/**
 * Seeds a fresh data directory with `npm run seed -- --scale 100`, starts the real server on it and signs
 * the admin in, in Chromium, for `cases`. Seeding takes minutes: BENCH_DATA_DIR names a directory seeded
 * before (kept afterwards) to measure again without it. Needs the console built in dist/.
 */
export async function onScale100Estate<T>(cases: (estate: Estate) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_DATA_DIR?.trim() || undefined;
  const reused = given !== undefined && existsSync(join(given, 'pgdata'));
  const seeded = given ?? mkdtempSync(join(tmpdir(), 'ops-console-estate-bench-'));
  // The server rewrites the estate while it runs (check runs, live events), and a run shorter than its
  // first vacuum pass leaves that churn behind: a kept estate is measured on a copy, so every run starts
  // from the estate as seeded (a kept one measured in place had grown its checks' name index from
  // 5 MB as seeded to 22 MB, and the search of its checks went from about 10 ms to about 50).
  const dataDir = given === undefined ? seeded : mkdtempSync(join(tmpdir(), 'ops-console-estate-bench-'));
  try {
    if (!reused) {
      const seeding = Date.now();
      const { DATABASE_URL: _postgres, MISSION_CONTROL_URL: _proxy, ...env } = process.env;
      execFileSync(join('node_modules', '.bin', 'tsx'), ['server/seed/cli.ts', '--scale', String(ESTATE_SCALE)], { env: { ...env, DATA_DIR: seeded }, stdio: 'ignore' });
      console.log(`\nThe demo estate at scale ${ESTATE_SCALE}, seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    } else {
      console.log(`\nThe demo estate seeded before in ${seeded}, measured on a copy`);
    }
    if (dataDir !== seeded) cpSync(seeded, dataDir, { recursive: true });
    const server = await startServer({ env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });
    const executablePath = process.env.CHROMIUM_PATH?.trim() || (await (await import('@sparticuz/chromium')).default.executablePath());
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      // tsx compiles with esbuild's keepNames, so a function named inside a page.evaluate callback calls
      // esbuild's __name helper, which the page does not have.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      const page = await context.newPage();
      await signIn(page, DEMO_PEOPLE.admin);
      return await cases({ page, url: server.url });
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
