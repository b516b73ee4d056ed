/**
 * The size budget of the console's first load (`npm run bench:web`): builds with Vite, then sums the
 * gzip size of the JS the browser loads before the first screen is usable: the entry chunk of
 * index.html and its static imports, read from dist/.vite/manifest.json. Lazy chunks are listed but not
 * counted. Fails when the figure is over budget or when a heavy widget sits in the first load.
 *
 * Then the browser cases, against the built console on a fresh server (the API answers they measure
 * are synthetic, served by the browser): /topology's first screen with 2,000 components, and the logs
 * table scrolled through 100,000 lines; /health with 5,000 real checks (health-render.bench.ts); and, on the
 * demo estate at scale 100 (scale100-estate.ts), the command palette's first row after a keystroke
 * (palette.bench.ts) and /catalog's first screens, scroll, search and graph (catalog-render.bench.ts).
 * BENCH_ONLY=rendering, health, estate or catalog runs only those browser cases (the size table always prints).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { runHealthRenderBench } from './health-render.bench';
import { measureCatalog } from './catalog-render.bench';
import { measurePalette } from './palette.bench';
import { onScale100Estate } from './scale100-estate';
import { chromium } from 'playwright-core';
import { DEMO_PEOPLE, signIn, startServer } from '../e2e/support/server';
import { LOGS_FRAME_TARGET_MS, LOG_LINES, measureLogsScroll } from './logs-scroll.bench';
import { TOPOLOGY_COMPONENTS, TOPOLOGY_FIRST_SCREEN_TARGET_MS, measureTopologyFirstScreen } from './topology-render.bench';

const BUDGET_BYTES = 250_000;
const HEAVY_PACKAGES = ['ace-builds', 'react-ace', 'apexcharts', 'react-apexcharts', 'cytoscape', 'react-data-grid'];
const DIST = join(process.cwd(), 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Which modules each emitted chunk holds, to prove the heavy widgets stay out of the first load. */
function recordModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, output.moduleIds);
      }
    },
  };
}

function initialChunks(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(entry[0]);
  return [...seen].map((key) => manifest[key]!.file);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sizeOf = (file: string) => {
  const content = readFileSync(join(DIST, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

async function main() {
  const modules = new Map<string, string[]>();
  await build({ logLevel: 'warn', plugins: [recordModules(modules)] });

  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const initial = initialChunks(manifest);
  const lazy = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js') && !initial.includes(f));

  const rows = initial.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((r) => r.file.length), ...lazy.map((f) => f.length), 24);

  console.log('\nFirst load: the entry chunk and its static imports');
  console.log(`  ${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  console.log(`  ${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}`);
  console.log(`  ${'budget'.padEnd(width)}  ${''.padStart(10)}  ${kb(BUDGET_BYTES).padStart(10)}  ${total <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`);

  console.log('\nLoaded later, with the routes that need them (not counted)');
  for (const file of lazy) console.log(`  ${file.padEnd(width)}  ${''.padStart(10)}  ${kb(sizeOf(file).gzip).padStart(10)}`);

  const heavyInFirstLoad = initial.flatMap((file) =>
    (modules.get(file) ?? [])
      .map((id) => HEAVY_PACKAGES.find((pkg) => id.includes(`/node_modules/${pkg}/`)))
      .filter((pkg): pkg is string => pkg !== undefined),
  );
  const heavy = [...new Set(heavyInFirstLoad)];
  console.log(`\nHeavy widgets in the first load: ${heavy.length === 0 ? 'none' : heavy.join(', ')}\n`);

  const only = process.env.BENCH_ONLY;
  const cases = only === undefined || only === 'rendering' ? await browserCases() : true;
  // Its own server: the case pushes 5,000 checks into it.
  const health = only === undefined || only === 'health' ? await runHealthRenderBench() : true;
  // Its own server too, on the demo estate at scale 100.
  const estate = only === undefined || only === 'estate' || only === 'catalog'
    ? await onScale100Estate(async (at) => [only === 'catalog' || (await measurePalette(at)), await measureCatalog(at)].every(Boolean))
    : true;
  if (total > BUDGET_BYTES || heavy.length > 0 || !cases || !health || !estate) process.exit(1);
}

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) return fromEnv;
  return (await import('@sparticuz/chromium')).default.executablePath();
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

/** The rendering cases; true when every figure is within its target. */
async function browserCases(): Promise<boolean> {
  const [server, browser] = await Promise.all([startServer(), chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS })]);
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, DEMO_PEOPLE.admin);
    // A first visit warms the browser's cache of the console's chunks, as a returning person's would be.
    await measureTopologyFirstScreen(page, 10);
    const firstScreen = await measureTopologyFirstScreen(page);
    const scroll = await measureLogsScroll(page);
    const topologyOk = firstScreen < TOPOLOGY_FIRST_SCREEN_TARGET_MS;
    const scrollOk = scroll.maxFrameMs <= LOGS_FRAME_TARGET_MS;
    console.log('Rendering');
    console.log(`  /topology, ${TOPOLOGY_COMPONENTS} components, first screen   ${ms(firstScreen).padStart(8)}  target < ${ms(TOPOLOGY_FIRST_SCREEN_TARGET_MS)}  ${verdict(topologyOk)}`);
    console.log(`  /logs, ${LOG_LINES} lines, scrolled top to bottom once the first screen is loaded (${scroll.frames} frames, p95 ${ms(scroll.p95FrameMs)})`);
    console.log(
      `    longest frame ${ms(scroll.maxFrameMs).padStart(8)}  target <= ${ms(LOGS_FRAME_TARGET_MS)}  ${verdict(scrollOk)}; ${scroll.framesOver} of ${scroll.frames} frames over ${ms(LOGS_FRAME_TARGET_MS)}\n`,
    );
    return topologyOk && scrollOk;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
