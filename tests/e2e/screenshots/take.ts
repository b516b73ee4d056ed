/**
 * Takes the screenshot baseline of issue 15 (see tests/e2e/baseline/README.md):
 *
 *   npm run screenshots -- --out <dir>
 *
 * Not part of `npm test`: it builds the console, starts a server and a browser, and takes a minute or two.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeScreenshots } from './capture';
import { COLOUR_MODES, FROZEN_NOW, SCREENS } from './screens';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) throw new Error('usage: npm run screenshots -- --out <dir>');
const out = resolve(values.out);
console.log(`Screenshots of ${SCREENS.length} screens in ${COLOUR_MODES.join(' and ')} mode, clock at ${FROZEN_NOW}, into ${out}:`);
await takeScreenshots(out);
