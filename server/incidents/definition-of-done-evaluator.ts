import type { Queryable } from '../db/database';
import { DEFINITION_OF_DONE_JOB, recordJob } from '../jobs';
import { runScript, type ScriptVariable } from './cel';

/** How often scripts are evaluated when nothing else asks. */
export const DEFAULT_EVALUATION_INTERVAL_MS = 60_000;
/** Scripts evaluated per pass, oldest evaluation first, so a large estate is covered over several passes. */
export const EVALUATED_PER_PASS = 500;

interface ScriptedEvidence {
  id: string;
  script: string;
  done: boolean | null;
  script_result: string | null;
  component: unknown;
  check: unknown;
  analysis: unknown;
  config: unknown;
}

// Each variable is the object as DECISIONS §19 names it, or null when the evidence points elsewhere.
const SCRIPTED_EVIDENCE = `
SELECT e.id, e.script, e.done, e.script_result,
  CASE WHEN co.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', co.id, 'name', co.name, 'status', co.status, 'health', co.health,
    'properties', coalesce(co.properties, '[]'::jsonb)) END AS component,
  CASE WHEN ch.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', ch.id, 'name', ch.name, 'status', ch.status, 'last_runtime', ch.last_runtime,
    'uptime', cs.uptime, 'latency', cs.latency) END AS "check",
  CASE WHEN an.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', an.id, 'status', an.status, 'severity', an.severity, 'analysis_type', an.analysis_type) END AS analysis,
  CASE WHEN ci.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', ci.id, 'name', ci.name, 'type', ci.type, 'status', ci.status, 'health', ci.health) END AS config
FROM evidences e
LEFT JOIN components co ON co.id = e.component_id
LEFT JOIN checks ch ON ch.id = e.check_id
LEFT JOIN LATERAL (SELECT s.uptime, s.latency FROM check_summary s WHERE s.id = ch.id) cs ON true
LEFT JOIN config_analysis an ON an.id = e.config_analysis_id
LEFT JOIN config_items ci ON ci.id = e.config_id
WHERE coalesce(e.definition_of_done, false) AND coalesce(btrim(e.script), '') <> ''
  AND ($1::uuid[] IS NULL OR e.id = ANY($1::uuid[]))
ORDER BY e.updated_at ASC
LIMIT ${EVALUATED_PER_PASS}`;

const variablesOf = (row: ScriptedEvidence): Partial<Record<ScriptVariable, unknown>> => {
  const variables: Partial<Record<ScriptVariable, unknown>> = {};
  for (const name of ['component', 'check', 'analysis', 'config'] as const) if (row[name] !== null) variables[name] = row[name];
  return variables;
};

/**
 * One pass: every definition-of-done evidence with a script (or only the given ones) is evaluated
 * against what it points to, and `done` and `script_result` are written when they changed.
 * Answers how many evidences changed.
 */
export async function evaluateDefinitionOfDone(db: Queryable, evidenceIds?: readonly string[]): Promise<number> {
  const { rows } = await db.query<ScriptedEvidence>(SCRIPTED_EVIDENCE, [evidenceIds ? [...evidenceIds] : null]);
  let changed = 0;
  for (const row of rows) {
    const outcome = runScript(row.script, variablesOf(row));
    if (outcome.done === row.done && outcome.result === row.script_result) continue;
    await db.query('UPDATE evidences SET done = $2, script_result = $3 WHERE id = $1', [row.id, outcome.done, outcome.result]);
    changed += 1;
  }
  return changed;
}

export interface DefinitionOfDoneEvaluator {
  /** Runs a pass now (after the one in progress, if any). */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

export interface EvaluatorOptions {
  intervalMs?: number;
  log?: (message: string) => void;
}

/**
 * The definition of done that checks itself (issue 6): a pass at start, then one per interval, each an
 * EvaluateDefinitionOfDone job counting the evidences it changed.
 */
export function startDefinitionOfDoneEvaluator(db: Queryable, options: EvaluatorOptions = {}): DefinitionOfDoneEvaluator {
  const log = options.log ?? ((message: string) => console.error(message));
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const pass = () => {
    running = running
      .catch(() => 0)
      .then(() =>
        stopped
          ? 0
          : recordJob(db, DEFINITION_OF_DONE_JOB, {}, async (run) => {
              const changed = await evaluateDefinitionOfDone(db);
              run.success(changed);
              return changed;
            }, { log }),
      )
      .catch((error: Error) => {
        log(`definition-of-done evaluation failed: ${error.message}`);
        return 0;
      });
    return running;
  };
  void pass();
  const timer = setInterval(() => void pass(), options.intervalMs ?? DEFAULT_EVALUATION_INTERVAL_MS);
  timer.unref?.();
  return {
    runNow: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
