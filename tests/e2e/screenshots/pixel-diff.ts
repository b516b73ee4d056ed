import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's colour distance (0..1) under which two pixels count as the same. */
export const PIXEL_THRESHOLD = 0.1;

export interface ImageDifference {
  name: string;
  /** Pixels that differ beyond PIXEL_THRESHOLD (every pixel when the sizes differ or one side is missing). */
  differing: number;
  /** Why the images could not be compared pixel by pixel, if they could not. */
  problem?: string;
  /** The diff image, when one was written. */
  diffFile?: string;
}

const pngsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : []);

function compareOne(name: string, expected: PNG, actual: PNG, diffDir: string): ImageDifference {
  const { width, height } = expected;
  if (actual.width !== width || actual.height !== height) {
    return { name, differing: Math.max(width * height, actual.width * actual.height), problem: `size ${actual.width}x${actual.height}, baseline ${width}x${height}` };
  }
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  if (differing === 0) return { name, differing };
  const diffFile = join(diffDir, name);
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { name, differing, diffFile };
}

/**
 * Compares every PNG of `baselineDir` with the one of the same name in `currentDir`, writing a diff
 * image into `diffDir` for each that differs. An image on one side only counts as differing.
 */
export function compareDirectories(baselineDir: string, currentDir: string, diffDir: string): ImageDifference[] {
  mkdirSync(diffDir, { recursive: true });
  const names = [...new Set([...pngsIn(baselineDir), ...pngsIn(currentDir)])].sort();
  return names.map((name) => {
    const [expectedFile, actualFile] = [join(baselineDir, name), join(currentDir, name)];
    if (!existsSync(expectedFile)) return { name, differing: Number.POSITIVE_INFINITY, problem: 'not in the baseline' };
    if (!existsSync(actualFile)) return { name, differing: Number.POSITIVE_INFINITY, problem: 'not taken now' };
    return compareOne(name, PNG.sync.read(readFileSync(expectedFile)), PNG.sync.read(readFileSync(actualFile)), diffDir);
  });
}
