import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, areaById } from '../../core/session';

/**
 * An area is one recipe (ARCHITECTURE.md): its definition in core/session AREAS, its core folder, its
 * adapters module binding its ports and machines, a fake in tests/fakes for each of its ports, a feature
 * file, and a lazy entry in ui/app/area-modules.ts, which loads that module with its pages. The areas
 * the console has are the ones with a lazy entry; each entry names the adapters module, whose place
 * (`adapters/http/<home>.module.ts`) says where the rest of the area lives.
 */
const ROOT = process.cwd();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The lazy entries of ui/app/area-modules.ts: area id → the adapters module it imports. */
function lazyEntries(): Map<string, string> {
  const entries = read('ui/app/area-modules.ts').matchAll(/^\s+'?([\w.]+)'?: \(\) => import\('\.\.\/\.\.\/(adapters\/[\w/.-]+)'\)/gm);
  return new Map([...entries].map(([, id, module]) => [id!, `${module}.ts`]));
}

/** The ports an area's core declares (`export const XPort = serviceIdentifier<XPort>(...)`). */
const portsOf = (home: string) =>
  [...read(`core/${home}/ports.ts`).matchAll(/export const (\w+) = serviceIdentifier\b/g)].map(([, name]) => name!);

const FAKES = readdirSync(join(ROOT, 'tests/fakes'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => read(`tests/fakes/${file}`))
  .join('\n');

/** A fake class implementing the port, or a fake member typed as it (the incidents fake's sub-ports). */
const hasFake = (port: string) => new RegExp(`implements [\\w, <>]*\\b${port}\\b|: ${port} = \\{`).test(FAKES);

/** `settings.feature_flags` → `feature-flags`: the name its files carry. */
const fileName = (id: string) => id.replace(/^settings\./, '').replaceAll('_', '-');

const entries = lazyEntries();

describe('the areas the console has', () => {
  it('are the ones with a lazy entry in ui/app/area-modules.ts, each defined in core/session AREAS', () => {
    expect(entries.size).toBeGreaterThan(0);
    expect([...entries.keys()].filter((id) => !areaById(id))).toEqual([]);
  });

  it('need only areas the console has', () => {
    const needs = AREAS.filter((area) => entries.has(area.id)).flatMap((area) => area.needs ?? []);
    expect(needs.filter((id) => !entries.has(id))).toEqual([]);
  });

  describe.each([...entries])('%s', (id, module) => {
    const home = module.match(/^adapters\/http\/(.+)\.module\.ts$/)?.[1] ?? '';

    it('has its adapters module, named for it', () => {
      expect(existsSync(join(ROOT, module)), module).toBe(true);
      const shared = areaById(id)?.home;
      if (shared) expect(home).toBe(shared);
      else expect(home.split('/').at(-1)).toBe(fileName(id));
    });

    it('has its core folder at the same place', () => {
      expect(existsSync(join(ROOT, `core/${home}/index.ts`)), `core/${home}/index.ts`).toBe(true);
    });

    it('has a fake in tests/fakes for each of its ports', () => {
      const ports = portsOf(home);
      expect(ports.length).toBeGreaterThan(0);
      expect(ports.filter((port) => !hasFake(port))).toEqual([]);
    });

    it('has its feature file', () => {
      expect(existsSync(join(ROOT, `features/${home}.feature`)), `features/${home}.feature`).toBe(true);
    });
  });
});
