/**
 * Compares the screens of the current tree with the baseline of issue 15 (tests/e2e/baseline):
 *
 *   npm run screenshots:compare                        takes them into .tmp/screenshots first
 *   npm run screenshots:compare -- --current <dir>     compares shots taken already
 *   npm run screenshots:compare -- --baseline <dir>    against another set (e.g. a second run)
 *
 * Prints each image's differing pixels, writes diff images to <current>/diff and exits 1 when any
 * image differs by more than --tolerance pixels (0: two runs of one tree give identical pixels).
 * Not part of `npm test`: taking the shots starts a server and a browser and takes a minute or two.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeScreenshots } from './capture';
import { compareDirectories, PIXEL_THRESHOLD } from './pixel-diff';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'tests/e2e/baseline' },
    current: { type: 'string' },
    tolerance: { type: 'string', default: '0' },
  },
});
const tolerance = Number(values.tolerance);
if (!Number.isInteger(tolerance) || tolerance < 0) throw new Error(`--tolerance must be a number of pixels, not "${values.tolerance}"`);
const baseline = resolve(values.baseline);
let current = values.current === undefined ? undefined : resolve(values.current);
if (current === undefined) {
  current = resolve('.tmp/screenshots');
  rmSync(current, { recursive: true, force: true });
  console.log(`Taking the screenshots of this tree into ${current}...`);
  await takeScreenshots(current);
}
const diffDir = join(current, 'diff');
rmSync(diffDir, { recursive: true, force: true });

console.log(`\n${current} against ${baseline} (pixelmatch threshold ${PIXEL_THRESHOLD}, tolerance ${tolerance} pixels):`);
const results = compareDirectories(baseline, current, diffDir);
for (const result of results) {
  const detail = result.problem ?? (result.diffFile ? `diff: ${result.diffFile}` : '');
  console.log(`  ${result.name.padEnd(36)} ${String(result.differing).padStart(9)} differing pixels  ${detail}`);
}
const failed = results.filter((result) => result.differing > tolerance);
if (results.length === 0) {
  console.log('No images to compare.');
  process.exitCode = 1;
} else if (failed.length > 0) {
  console.log(`\n${failed.length} of ${results.length} images differ: ${failed.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ${results.length} images match.`);
}
