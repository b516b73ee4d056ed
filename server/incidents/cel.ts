import { Environment } from '@marcbachmann/cel-js';

/** The variables a definition-of-done script sees (DECISIONS §19): the object its evidence points to. */
export const SCRIPT_VARIABLES = ['component', 'check', 'analysis', 'config'] as const;
export type ScriptVariable = (typeof SCRIPT_VARIABLES)[number];

const environment = SCRIPT_VARIABLES.reduce((env, name) => env.registerVariable(name, 'map'), new Environment());

/** The compiler's message, first line first (it goes on to point at the column). */
export type CompileResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * DECISIONS §17a: a script is compiled when saved. It must parse, name only the variables of §19
 * and yield a bool (or something only known at run time, such as a map's field).
 */
export function compileScript(script: string): CompileResult {
  const checked = environment.check(script);
  if (!checked.valid) return { ok: false, message: checked.error?.message ?? 'The script does not compile' };
  if (checked.type !== 'bool' && checked.type !== 'dyn') {
    return { ok: false, message: `The script must yield a bool, but it yields ${checked.type}` };
  }
  return { ok: true };
}

export type ScriptOutcome = { readonly done: boolean; readonly result: string };

/** Runs a script against the object's current state: done only when it yields true. */
export function runScript(script: string, variables: Partial<Record<ScriptVariable, unknown>>): ScriptOutcome {
  try {
    const value = environment.evaluate(script, variables);
    return { done: value === true, result: String(value) };
  } catch (error) {
    return { done: false, result: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}
