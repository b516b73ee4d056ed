import { spawn } from 'node:child_process';
import { render, shellQuoted, type TemplateContext } from '../template';
import { failedWith, keepTail, succeeded, type ActionOutcome } from './result';

export const EXEC_DISABLED = 'exec actions are disabled on this server (set EXEC_ENABLED=true to allow them)';
export const EXEC_NOT_ADMIN = 'exec actions run only from playbook specs last saved by an admin';

export interface ExecOptions {
  execEnabled: boolean;
  savedByAdmin: boolean;
  timeoutMs: number;
  signal: AbortSignal;
}

const envName = (name: string) => `PARAM_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/**
 * Runs the script with `sh -c` in a process group of its own, so the timeout (or a cancel) kills the
 * whole tree, not only the shell (DECISIONS §12: only when enabled and from an admin's spec). Parameters
 * are shell-quoted where templated and also given as PARAM_<NAME> (DECISIONS §25).
 */
export function runExec(spec: { script: string }, context: TemplateContext, options: ExecOptions): Promise<ActionOutcome> {
  if (!options.execEnabled) return Promise.resolve(failedWith(EXEC_DISABLED));
  if (!options.savedByAdmin) return Promise.resolve(failedWith(EXEC_NOT_ADMIN));
  const script = render(spec.script, context, shellQuoted);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8' };
  for (const [name, value] of Object.entries(context.params)) env[envName(name)] = typeof value === 'string' ? value : JSON.stringify(value);
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    let cut: string | undefined;
    const killTree = (reason: string) => {
      cut ??= reason;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => killTree(`timed out after ${options.timeoutMs}ms`), options.timeoutMs);
    const onAbort = () => killTree('stopped');
    options.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => (stdout = keepTail(stdout + chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (stderr = keepTail(stderr + chunk.toString())));
    child.once('error', (error) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      resolve(failedWith(error.message));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      // Whatever the script left behind in its group goes with it.
      if (!cut) killTree('');
      const result = { stdout, stderr, exitCode: code };
      if (cut) resolve(failedWith(`script ${cut}`, result));
      else if (code === 0) resolve(succeeded(result));
      else resolve(failedWith(`script exited with code ${code}${stderr.trim() ? `: ${stderr.trim().slice(0, 500)}` : ''}`, result));
    });
  });
}
