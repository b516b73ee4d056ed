import { Environment } from '@marcbachmann/cel-js';

export interface ConditionState {
  /** Whether an action of the run has failed so far. */
  failed: boolean;
  variables: Record<string, unknown>;
}

const VARIABLES = ['params', 'config', 'component', 'check', 'run', 'user'] as const;

/**
 * An action's `if` (issue 20): CEL with success() (no action failed so far), failure() (one did) and
 * always(), over the run's params and target; no `if` means success().
 */
export function shouldRun(expression: string | undefined, state: ConditionState): boolean {
  if (expression === undefined || expression.trim() === '') return !state.failed;
  const environment = VARIABLES.reduce((env, name) => env.registerVariable(name, 'map'), new Environment())
    .registerFunction('success(): bool', () => !state.failed)
    .registerFunction('failure(): bool', () => state.failed)
    .registerFunction('always(): bool', () => true);
  const context = Object.fromEntries(VARIABLES.map((name) => [name, state.variables[name] ?? {}]));
  const value = environment.evaluate(expression, context);
  if (typeof value !== 'boolean') throw new Error(`if: "${expression}" yields ${typeof value}, not a bool`);
  return value;
}
