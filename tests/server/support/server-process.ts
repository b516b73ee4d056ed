import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
// node itself with tsx's loader (not the tsx wrapper, which forks): a kill reaches the server process.
const NODE_ARGS = ['--import', 'tsx', 'server/main.ts'];
export const PROCESS_PASSWORD = 'process test password';

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the URL once the banner is printed, or with the exit code if the process ends first. */
  ready: Promise<{ url: string } | { exitCode: number | null }>;
}

/** Runs `server/main.ts` as its own process on a free port; `env` adds to or overrides the test's settings. */
export function startProcess(env: Record<string, string>, as?: { uid: number; gid: number }): Started {
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: ROOT,
    ...as,
    env: { ...process.env, PORT: '0', ADMIN_PASSWORD: PROCESS_PASSWORD, DATA_DIR: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ url: string } | { exitCode: number | null }>((resolvePromise) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Operations console: (http:\/\/\S+)/.exec(output);
      if (match) resolvePromise({ url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (exitCode) => resolvePromise({ exitCode }));
  });
  return { child, output: () => output, ready };
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise();
    else child.once('exit', () => resolvePromise());
  });

export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
