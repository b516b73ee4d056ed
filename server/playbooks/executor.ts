import { NIL_UUID } from '../../core/shared/ids';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { beginJob } from '../jobs';
import { runExec } from './actions/exec';
import { runHttp } from './actions/http';
import { runLogs } from './actions/logs';
import { runNotification } from './actions/notification';
import { failedWith, type ActionOutcome } from './actions/result';
import { runSql } from './actions/sql';
import { shouldRun } from './conditions';
import { PLAYBOOK_RUN_JOB } from './job';
import { loadTarget, targetOf } from './resources';
import { DEFAULT_ACTION_TIMEOUT_MS, durationMs, kindOf, type ActionSpec } from './spec';
import { finishAction, finishRun, renewLease, setActionStatus, skipAction, startAction, type ClaimedRun } from './store';
import type { TemplateContext } from './template';

export interface ExecutorOptions {
  execEnabled: boolean;
  /** The server's settings: where logs actions find their log backends. */
  config?: ServerConfig;
  /** Who holds the runs this server claims (its lease holder name). */
  holder: string;
  leaseMs: number;
  /** How often the lease is renewed, and a cancel heard of. */
  renewEveryMs: number;
  /** Waits for `delay` and between retries; tests give one that does not wait on the clock. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  log?: (message: string) => void;
}

export const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

class RunStopped extends Error {}

async function contextOf(db: Database, run: ClaimedRun): Promise<TemplateContext> {
  const context: TemplateContext = { params: run.parameters ?? {}, run: { id: run.id, playbook_id: run.playbook_id } };
  const target = targetOf(run);
  if (target && target !== 'several') {
    const loaded = await loadTarget(db, target.kind, target.id);
    if (loaded) context[target.kind] = loaded.row;
  }
  if (run.created_by) {
    const { rows } = await db.query<Record<string, unknown>>('SELECT id, name, email FROM people WHERE id = $1', [run.created_by]);
    context.user = rows[0] ?? null;
  }
  return context;
}

async function attempt(db: Database, action: ActionSpec, context: TemplateContext, run: ClaimedRun, signal: AbortSignal, options: ExecutorOptions): Promise<ActionOutcome> {
  const timeoutMs = durationMs(action.timeout, DEFAULT_ACTION_TIMEOUT_MS, `action ${action.name} timeout`);
  const kind = kindOf(action);
  switch (kind) {
    case 'exec':
      return runExec(action.exec!, context, { execEnabled: options.execEnabled, savedByAdmin: run.saved_by_admin, timeoutMs, signal });
    case 'http': {
      const cut = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      const outcome = await runHttp(action.http!, context, cut);
      return cut.aborted && !signal.aborted ? failedWith(`timed out after ${timeoutMs}ms`, outcome.result) : outcome;
    }
    case 'sql':
      return runSql(db, action.sql!, context, timeoutMs);
    case 'logs':
      return runLogs(db, action.logs!, context, { config: options.config, requestedBy: run.created_by, timeoutMs });
    case 'notification':
      return runNotification(action.notification!, context);
    default:
      return failedWith(`action ${action.name} has none of exec, http, sql, logs or notification`);
  }
}

/**
 * Executes one claimed run: its actions in order, each with its `if`, `delay`, `timeout` and `retry`,
 * within the run's timeout; a cancel (heard through the lease renewal) stops it. Every action's status,
 * result and error is stored, the run ends completed, failed, timed_out or cancelled, and the run is one
 * PlaybookRun job in job history.
 */
export async function executeRun(db: Database, run: ClaimedRun, options: ExecutorOptions, stopping: AbortSignal): Promise<string> {
  const log = options.log ?? ((message: string) => console.error(message));
  const sleep = options.sleep ?? realSleep;
  const job = await beginJob(db, PLAYBOOK_RUN_JOB, { resourceId: run.playbook_id }, { log });
  job.run.details.run_id = run.id;
  job.run.details.playbook = run.playbook_name;

  const stop = new AbortController();
  let ending: { status: string; error: string | null } | undefined;
  const end = (status: string, error: string | null) => {
    ending ??= { status, error };
    stop.abort();
  };
  const timeoutMs = Math.max(1, Math.round(Number(run.timeout) / 1e6));
  const deadline = setTimeout(() => end('timed_out', `the run timed out after ${timeoutMs}ms`), timeoutMs);
  const onStopping = () => end('server-stopped', null);
  stopping.addEventListener('abort', onStopping, { once: true });
  const renewal = setInterval(() => {
    renewLease(db, run.id, options.holder, options.leaseMs)
      .then((status) => {
        if (status === 'cancelled') end('cancelled', null);
      })
      .catch((error: Error) => log(`playbook run ${run.id}: could not renew its lease: ${error.message}`));
  }, options.renewEveryMs);

  let failure: string | null = null;
  try {
    const context = await contextOf(db, run);
    const actions = run.spec.actions ?? [];
    for (const action of actions) {
      if (stop.signal.aborted) throw new RunStopped();
      let runIt: boolean;
      try {
        runIt = shouldRun(action.if, { failed: failure !== null, variables: { ...context } });
      } catch (error) {
        const message = `action "${action.name}": ${(error as Error).message}`;
        const id = await startAction(db, run.id, action.name, NIL_UUID);
        await finishAction(db, id, 'failed', null, (error as Error).message, 0);
        failure ??= message;
        job.run.error(message);
        continue;
      }
      if (!runIt) {
        await skipAction(db, run.id, action.name, NIL_UUID, null);
        continue;
      }
      const id = await startAction(db, run.id, action.name, NIL_UUID);
      let outcome: ActionOutcome;
      let retries = 0;
      try {
        const delayMs = durationMs(action.delay, 0, `action ${action.name} delay`);
        if (delayMs > 0) {
          await setActionStatus(db, id, 'sleeping');
          await sleep(delayMs, stop.signal);
          if (stop.signal.aborted) throw new RunStopped();
          await setActionStatus(db, id, 'running');
        }
        const limit = Math.max(0, Math.floor(action.retry?.limit ?? 0));
        let waitMs = durationMs(action.retry?.duration, 0, `action ${action.name} retry duration`);
        const multiplier = action.retry?.exponent?.multiplier ?? 1;
        outcome = await attempt(db, action, context, run, stop.signal, options);
        while (!outcome.ok && retries < limit && !stop.signal.aborted) {
          retries += 1;
          await setActionStatus(db, id, 'sleeping', retries);
          await sleep(waitMs, stop.signal);
          if (stop.signal.aborted) break;
          await setActionStatus(db, id, 'running');
          waitMs *= multiplier;
          outcome = await attempt(db, action, context, run, stop.signal, options);
        }
      } catch (error) {
        if (error instanceof RunStopped) {
          await finishAction(db, id, 'failed', null, 'the run was stopped', retries);
          throw error;
        }
        outcome = failedWith((error as Error).message);
      }
      if (stop.signal.aborted && !outcome.ok) {
        await finishAction(db, id, 'failed', outcome.result, ending?.error ?? 'the run was stopped', retries);
        throw new RunStopped();
      }
      await finishAction(db, id, outcome.ok ? 'completed' : 'failed', outcome.result, outcome.error, retries);
      if (outcome.ok) job.run.success();
      else {
        failure ??= `action "${action.name}" failed: ${outcome.error}`;
        job.run.error(`action "${action.name}": ${outcome.error}`);
      }
    }
    if (stop.signal.aborted) throw new RunStopped();
    await finishRun(db, run.id, failure ? 'failed' : 'completed', failure);
    return failure ? 'failed' : 'completed';
  } catch (error) {
    if (!(error instanceof RunStopped)) {
      const message = (error as Error).message;
      job.run.fail(error);
      await finishRun(db, run.id, 'failed', message);
      return 'failed';
    }
    const status = ending?.status ?? 'failed';
    if (status === 'server-stopped') {
      // A server that stops ends its runs rather than leaving them 'running'.
      job.run.stop();
      await finishRun(db, run.id, 'failed', 'The server running this playbook stopped before the run finished');
      return 'failed';
    }
    if (status === 'cancelled') job.run.stop();
    else job.run.error(ending?.error ?? 'stopped');
    await finishRun(db, run.id, status, ending?.error ?? null);
    return status;
  } finally {
    clearTimeout(deadline);
    clearInterval(renewal);
    stopping.removeEventListener('abort', onStopping);
    await job.finish();
  }
}
