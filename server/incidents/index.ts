export { incidentRoutes } from './routes';
export { definitionOfDoneScripts, scriptRefused } from './script-guard';
export {
  startDefinitionOfDoneEvaluator, evaluateDefinitionOfDone, DEFAULT_EVALUATION_INTERVAL_MS,
  type DefinitionOfDoneEvaluator, type EvaluatorOptions,
} from './definition-of-done-evaluator';
export { compileScript, runScript, SCRIPT_VARIABLES, type CompileResult, type ScriptOutcome } from './cel';
