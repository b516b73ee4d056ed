import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const ROOT = process.cwd();
const BIN = join(ROOT, 'node_modules', '.bin');

/** Every demo person signs in with this password in the browser tests (ADMIN_PASSWORD, DECISIONS §4). */
export const DEMO_PASSWORD = 'e2e-demo-password-7Qx';

export const DEMO_PEOPLE = {
  admin: 'admin@local',
  editor: 'editor@local',
  commander: 'commander@local',
  responder: 'responder@local',
  viewer: 'viewer@local',
} as const;

/** What the built console is made from: a change to any of these makes dist/ stale. */
const CONSOLE_SOURCES = ['index.html', 'ui', 'core', 'adapters', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (/\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function consoleBuildIsStale(root = ROOT): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  // A build made under NODE_ENV=development or test bundles React's development runtime.
  const assets = join(root, 'dist', 'assets');
  if (existsSync(assets) && readdirSync(assets).some((file) => file.startsWith('jsx-dev-runtime'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return CONSOLE_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/**
 * The environment a person's shell would give `npm start`: without what vitest adds. Vitest sets
 * NODE_ENV=test, and a Vite build under it bundles React's development build (StrictMode double
 * effects and all), which is not the console people run.
 */
function programEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  return env;
}

/** Builds the console with Vite when dist/ is missing or older than its sources. */
export async function ensureConsoleBuilt(root = ROOT): Promise<void> {
  if (!consoleBuildIsStale(root)) return;
  const build = spawn(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...programEnv(), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code ?? signal}):\n${output}`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** The first loopback or wildcard URL the banner prints, made reachable from this machine. */
export function parseServerUrl(output: string): string | undefined {
  const match = /https?:\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1?\]):\d+/.exec(output);
  return match?.[0].replace('0.0.0.0', '127.0.0.1').replace(/\[::\]/, '127.0.0.1');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // The server runs in its own process group (tsx starts a second node), so the whole group goes.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitForHealth(url: string, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const health = await fetch(`${url}/health`);
      if (health.ok) return;
      last = `answered ${health.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET ${url}/health never succeeded (${last})\n--- server output ---\n${output()}`);
}

/**
 * Starts the real server (`tsx server/main.ts`) on a fresh temporary DATA_DIR and a free port, and
 * resolves once its banner has printed the URL and /health answers.
 */
export async function startServer(
  options: { timeoutMs?: number; env?: Record<string, string>; entry?: string } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-console-e2e-'));
  const env = programEnv();
  for (const name of ['DATABASE_URL', 'MISSION_CONTROL_URL', 'PROPERTIES_FILE', 'IDENTITY_MODE', 'KUBEPROXY_CONNECTION']) delete env[name];
  Object.assign(env, { PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: DEMO_PASSWORD, NO_COLOR: '1', FORCE_COLOR: '0' }, options.env);

  const child = spawn(join(BIN, 'tsx'), [options.entry ?? 'server/main.ts'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const fail = (why: string) => reject(new Error(`${why}\n--- server output ---\n${output}`));
      const timer = setTimeout(() => fail(`the server printed no URL within ${timeoutMs / 1000} s`), timeoutMs);
      const look = () => {
        const found = parseServerUrl(output);
        if (!found) return;
        clearTimeout(timer);
        resolve(found);
      };
      child.stdout?.on('data', look);
      child.stderr?.on('data', look);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        fail(`the server exited (${code ?? signal}) before printing its URL`);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        fail(`the server could not start: ${error.message}`);
      });
    });
    await waitForHealth(url, () => output);
    return { url, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in through the real /login form and waits until the browser has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
  const identifier = page.locator('input[name="identifier"]');
  const secret = page.locator('input[name="password"]');
  await identifier.fill(email);
  await secret.fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        identifier: document.querySelector<HTMLInputElement>('input[name="identifier"]')?.value,
        password: document.querySelector<HTMLInputElement>('input[name="password"]')?.value ? '(filled)' : '(empty)',
        alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent),
      }))
      .catch(() => undefined);
    throw new Error(`signing in as ${email} did not leave ${page.url()}: ${JSON.stringify(state)}\n${(error as Error).message}`, { cause: error });
  }
}
