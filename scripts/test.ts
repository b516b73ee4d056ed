/**
 * `npm test`: every layer a developer needs to trust a change, in order, with one closing tally.
 * Stages: type-check, lint, exported core values (each has a caller in the product), unit + component tests
 * (dependency rules included), server tests on PGlite and PostgreSQL, Gherkin scenarios, the scaffold of a new
 * area, browser tests. A stage's failure does not hide the later stages' results.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join(process.cwd(), '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Stage {
  name: string;
  command: string[];
  /** Reads the stage's test counts from its report file, when it writes one. */
  count?: () => { passed: number; failed: number };
  env?: Record<string, string>;
}

const vitestCount = (file: string) => () => {
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};

const vitest = (name: string, projects: string[]): Stage => ({
  name,
  command: [
    'npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  count: vitestCount(`${name}.json`),
});

interface CucumberStep { result: { status: string } }
interface CucumberElement { type: string; steps: CucumberStep[] }

const stages: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'exports', command: ['npx', 'tsx', 'scripts/check-exports.ts'] },
  vitest('unit', ['unit', 'ui']),
  vitest('server', ['server']),
  {
    name: 'features',
    command: ['npx', 'cucumber-js', '--format', `json:${join(reports, 'features.json')}`],
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`.trim() },
    count: () => {
      const features = JSON.parse(readFileSync(join(reports, 'features.json'), 'utf8')) as { elements: CucumberElement[] }[];
      const scenarios = features.flatMap((f) => f.elements).filter((e) => e.type === 'scenario');
      const failed = scenarios.filter((s) => s.steps.some((step) => step.result.status !== 'passed')).length;
      return { passed: scenarios.length - failed, failed };
    },
  },
  // npm run new:area scaffolds an area into a copy of the tree, which must type-check and lint (~40 s).
  vitest('scaffold', ['scaffold']),
  vitest('e2e', ['e2e']),
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; passed: number; failed: number; seconds: number }[] = [];
for (const stage of stages.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(stage.command[0], stage.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const ok = run.status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (stage.count) {
    try {
      counts = stage.count();
      if (!ok && counts.failed === 0) counts.failed = 1;
    } catch {
      // No report means the runner never got to write one: the stage failed as a whole.
    }
  }
  results.push({ name: stage.name, ok, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nstage       result   passed  failed  seconds');
for (const r of results) {
  console.log(`${r.name.padEnd(12)}${(r.ok ? 'ok' : 'FAILED').padEnd(9)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(9)}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
