import { fromPromise } from 'xstate';
import { unbound } from '../../shared';
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

/** The effects every self-service flow machine names; `bindIdentityPorts` replaces the unbound ones. */
export const unboundFlowActors = {
  createFlow: fromPromise<SelfServiceFlow, CreateFlowInput>(unbound('createFlow')),
  getFlow: fromPromise<SelfServiceFlow, GetFlowInput>(unbound('getFlow')),
  submitFlow: fromPromise<SubmitResult, SubmitFlowInput>(unbound('submitFlow')),
};

export function flowActors(port: IdentityPort): typeof unboundFlowActors {
  return {
    createFlow: fromPromise(({ input }) => port.createBrowserFlow(input.kind, input.params)),
    getFlow: fromPromise(({ input }) => port.getFlow(input.kind, input.id)),
    submitFlow: fromPromise(({ input }) => port.submitFlow(input.kind, input.id, input.body)),
  };
}
