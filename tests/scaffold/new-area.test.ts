import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:area` on a copy of this tree (its files as git sees them, node_modules linked): the area
 * it scaffolds passes the layout test, the type-check and ESLint; a feature or a resource the specs do
 * not name is refused, leaving the tree as it was.
 */
const ROOT = process.cwd();
const run = promisify(execFile);
let copy = '';

const inCopy = (command: string, args: readonly string[]) =>
  run(command, args, { cwd: copy, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });

/** Its output, or what it printed when it failed. */
async function outputOf(command: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout, stderr } = await inCopy(command, args);
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return `exit ${failed.code}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

const SCAFFOLDED = [
  'core/settings/demo-thing', 'adapters/http/settings/demo-thing.http.ts', 'adapters/http/settings/demo-thing.module.ts',
  'tests/fakes/demo-thing.ts', 'ui/settings/demo-thing', 'features/steps/demo-thing.steps.ts',
  'core/session/areas.ts', 'ui/app/area-modules.ts', 'ui/app/routes.tsx', 'tests/fakes/fake-console.ts',
];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-area-'));
  // The tree as git sees it: tracked files and new ones not ignored, as they are now.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  // A file deleted but not yet committed is not there to copy.
  execFileSync('sh', ['-c', `tar -cf - --null --ignore-failed-read -T - 2>/dev/null | tar -xf - -C "${copy}"`], { cwd: ROOT, input: files.join('\0') });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:area', () => {
  it.each([
    ['a feature DECISIONS §14 does not list', ['--feature', 'settings.gadgets', '--resource', 'connections'], /not a feature of DECISIONS §14/],
    ['a resource permissions.md does not list', ['--feature', 'settings.connections', '--resource', 'gadgets'], /not a resource of permissions\.md/],
  ])('refuses %s and writes nothing', async (_, options, message) => {
    const areas = readFileSync(join(copy, 'core/session/areas.ts'), 'utf8');
    const output = await outputOf('npx', ['tsx', 'scripts/new-area.ts', 'demo-thing', ...options]);
    expect(output).toMatch(/^exit 1/);
    expect(output).toMatch(message);
    expect(readFileSync(join(copy, 'core/session/areas.ts'), 'utf8')).toBe(areas);
  });

  describe('when it scaffolds demo-thing as a settings screen', () => {
    beforeAll(async () => {
      await inCopy('npx', ['tsx', 'scripts/new-area.ts', 'demo-thing', '--feature', 'settings.connections', '--resource', 'connections']);
    });

    it('makes an area the layout test holds to the recipe', async () => {
      const output = await outputOf('npx', ['vitest', 'run', '--project', 'unit', 'tests/rules/area-layout.test.ts', '--reporter=verbose']);
      expect(output).not.toMatch(/^exit/);
      expect(output).toMatch(/settings\.demo_thing > has a fake in tests\/fakes for each of its ports/);
    });

    it('type-checks, for the browser and for core alone', async () => {
      const [web, core] = await Promise.all([
        outputOf('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
        outputOf('npx', ['tsc', '-p', 'core/tsconfig.json', '--noEmit']),
      ]);
      expect(web).toBe('');
      expect(core).toBe('');
    });

    it('passes ESLint', async () => {
      expect(await outputOf('npx', ['eslint', ...SCAFFOLDED])).toBe('');
    });
  });
});
