import { assign, emit, fromPromise, setup } from 'xstate';
import { unbound } from '../../shared';
import { toIdentityFailure, type IdentityFailure } from '../errors';
import type { FlowErrorReport } from '../model';
import { FLOW_ERROR_LEAVE_STATUSES } from '../texts';

export interface FlowErrorInput {
  /** The `id` query parameter of /error. */
  readonly id: string;
}

export interface FlowErrorContext {
  readonly id: string;
  readonly report?: FlowErrorReport;
  readonly failure?: IdentityFailure;
}

export type FlowErrorEvent = { type: 'flowError.retry' };
export type FlowErrorEmitted = { type: 'flowError.redirect'; to: string };

export const unboundFlowErrorActors = {
  getFlowError: fromPromise<FlowErrorReport, { id: string }>(unbound('getFlowError')),
};

const leaves = (failure: IdentityFailure | undefined) => failure !== undefined && FLOW_ERROR_LEAVE_STATUSES.includes(failure.status);

/**
 * The flow-error page (seed 000 §2.3): fetches the error the identity service kept for a plain browser
 * and shows it; an error that is gone, not this browser's or expired (404, 403, 410) sends the person
 * to '/'; any other failure is shown with a retry.
 */
export const flowErrorMachine = setup({
  types: {
    context: {} as FlowErrorContext,
    events: {} as FlowErrorEvent,
    input: {} as FlowErrorInput,
    emitted: {} as FlowErrorEmitted,
    tags: {} as 'error',
  },
  actors: unboundFlowErrorActors,
}).createMachine({
  id: 'flowError',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'getFlowError',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'shown', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'deciding', actions: assign({ failure: ({ event }) => toIdentityFailure(event.error) }) },
      },
    },
    deciding: {
      always: [
        { guard: ({ context }) => leaves(context.failure), target: 'left', actions: emit({ type: 'flowError.redirect' as const, to: '/' }) },
        { target: 'failed' },
      ],
    },
    shown: {},
    failed: { tags: 'error', on: { 'flowError.retry': { target: 'loading', actions: assign({ failure: undefined }) } } },
    left: { type: 'final' },
  },
});
