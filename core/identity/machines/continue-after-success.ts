import type { FlowParams, SelfServiceFlow } from '../model';
import type { SuccessOutcome, SuccessResult } from './self-service-flow.machine';

/**
 * Recovery, verification and settings go on after a submit: the service answers with the flow in its
 * next state (a code was sent, the codes are revealed, the changes are saved), which replaces the one
 * on screen. An answer without a flow leaves for where the service points, else the return target.
 */
export function continueAfterSuccess(result: SuccessResult, flow: SelfServiceFlow, params: FlowParams): SuccessOutcome {
  if (result.flow) return { type: 'replace', flow: result.flow };
  return { type: 'redirect', to: result.redirectTo ?? flow.return_to ?? params.returnTo ?? '/', document: true };
}
