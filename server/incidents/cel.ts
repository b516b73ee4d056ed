import { Environment, type ParseError, type TypeError as CelTypeError } from '@marcbachmann/cel-js';

/** The variables a definition-of-done script sees (DECISIONS §19): the object its evidence points to. */
export const SCRIPT_VARIABLES = ['component', 'check', 'analysis', 'config'] as const;
export type ScriptVariable = (typeof SCRIPT_VARIABLES)[number];

const environment = SCRIPT_VARIABLES.reduce((env, name) => env.registerVariable(name, 'map'), new Environment());

/** The compiler's complaint and where in the script it is. */
export type CompileResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Long enough for any complaint of the compiler's own; what it quotes from the script is cut there. */
const MAX_COMPLAINT = 200;

/**
 * The compiler's complaint with a line and column instead of the source line it quotes: an answer never
 * echoes the script back (a long script would come back several times its size).
 */
function complaint(script: string, error: ParseError | CelTypeError): string {
  const summary = error.summary.length > MAX_COMPLAINT ? `${error.summary.slice(0, MAX_COMPLAINT)}…` : error.summary;
  if (!error.range) return summary;
  const lines = script.slice(0, error.range.start).split('\n');
  return `${summary} at line ${lines.length}, column ${lines.at(-1)!.length + 1}`;
}

/**
 * DECISIONS §17a: a script is compiled when saved. It must parse, name only the variables of §19
 * and yield a bool (or something only known at run time, such as a map's field).
 */
export function compileScript(script: string): CompileResult {
  const checked = environment.check(script);
  if (!checked.valid) return { ok: false, message: checked.error ? complaint(script, checked.error) : 'The script does not compile' };
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
