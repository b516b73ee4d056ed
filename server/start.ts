import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config';
import { runServer } from './main';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['ui', 'core', 'adapters', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** `npm start`: build the console when the build is missing or older than its sources (DECISIONS §9), then serve. */
function buildConsoleIfNeeded(distDir: string) {
  const index = join(distDir, 'index.html');
  if (!existsSync(join(root, 'index.html'))) {
    console.error('The console sources (index.html) are missing, so the console cannot be built; serving the API only.');
    return;
  }
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (built >= sources) return;
  console.log(built === 0 ? 'Building the console...' : 'The console sources changed: rebuilding...');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  // A production build whatever NODE_ENV the caller runs with (a test runner sets 'test').
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`\nThe console failed to build (vite build exited with ${result.status ?? result.signal}); see the errors above.`);
    process.exit(1);
  }
}

const config = loadConfig();
buildConsoleIfNeeded(config.distDir);
await runServer(() => config);
