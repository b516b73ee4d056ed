import { spawn } from 'node:child_process';
import { type CheckOutcome, failed, refused } from '../result';
import type { ExecCheckSpec } from '../spec';
import type { RunnerContext } from './context';

export const EXEC_DISABLED = 'exec checks are disabled on this server (set EXEC_ENABLED=true to allow them)';
export const EXEC_NOT_ADMIN = 'exec checks run only from canary specs saved by an admin';

const MAX_OUTPUT = 64 * 1024;

/** Runs the script with `sh -c` (DECISIONS §12: only when enabled and only from an admin's spec). */
export function runExec(spec: ExecCheckSpec, ctx: RunnerContext): Promise<CheckOutcome> {
  if (!ctx.execEnabled) return Promise.resolve(refused(EXEC_DISABLED));
  if (!ctx.savedByAdmin) return Promise.resolve(refused(EXEC_NOT_ADMIN));
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', spec.script], { signal: ctx.signal, stdio: ['ignore', 'pipe', 'pipe'], killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-MAX_OUTPUT)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-MAX_OUTPUT)));
    child.once('error', (error) =>
      resolve(failed(error.name === 'AbortError' ? `script killed after ${ctx.timeoutMs}ms` : error.message)),
    );
    child.once('close', (code) => {
      const details = { exitCode: code, stdout, stderr };
      if (code === 0) resolve({ pass: true, message: stdout.trim().slice(0, 1000), details });
      else resolve(failed(`script exited with code ${code}${stderr.trim() ? `: ${stderr.trim().slice(0, 500)}` : ''}`, details));
    });
  });
}
