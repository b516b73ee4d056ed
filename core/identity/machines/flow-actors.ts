import { fromPromise } from 'xstate';
import type { FlowKind, FlowParams, FlowValues, SelfServiceFlow } from '../model';
import type { IdentityPort, SubmitResult } from '../ports';

export interface CreateFlowInput {
  readonly kind: FlowKind;
  readonly params: FlowParams;
}
export interface GetFlowInput {
  readonly kind: FlowKind;
  readonly id: string;
}
export interface SubmitFlowInput {
  readonly kind: FlowKind;
  readonly id: string;
  readonly body: FlowValues;
}

const unbound = (): Promise<never> => Promise.reject(new Error('IdentityPort is not bound: use bindIdentityPorts'));

/** The effects every self-service flow machine names; `bindIdentityPorts` replaces the unbound ones. */
export const unboundFlowActors = {
  createFlow: fromPromise<SelfServiceFlow, CreateFlowInput>(unbound),
  getFlow: fromPromise<SelfServiceFlow, GetFlowInput>(unbound),
  submitFlow: fromPromise<SubmitResult, SubmitFlowInput>(unbound),
};

export function flowActors(port: IdentityPort): typeof unboundFlowActors {
  return {
    createFlow: fromPromise(({ input }) => port.createBrowserFlow(input.kind, input.params)),
    getFlow: fromPromise(({ input }) => port.getFlow(input.kind, input.id)),
    submitFlow: fromPromise(({ input }) => port.submitFlow(input.kind, input.id, input.body)),
  };
}
