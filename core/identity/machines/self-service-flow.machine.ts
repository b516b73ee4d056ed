import { assign, emit, enqueueActions, setup } from 'xstate';
import { toIdentityFailure, type IdentityFailure } from '../errors';
import type { FlowKind, FlowParams, FlowValues, InputValue, SelfServiceFlow } from '../model';
import type { SubmitResult } from '../ports';
import { reactToFlowError, type FlowErrorReaction } from '../rules/flow-error-reaction';
import { initialValues, submitBody, withoutGlobalMessages, type AutoSubmit, type SubmitTrigger } from '../rules/flow-values';
import { queryString } from '../rules/urls';
import { FALLBACK_ERROR_MESSAGE } from '../../shared';
import { FLOW_MESSAGE_LIFETIME_MS, FLOW_PAGES } from '../texts';
import { unboundFlowActors } from './flow-actors';

export type SuccessResult = Extract<SubmitResult, { type: 'success' }>;

/** What a flow does once the service accepts a submit: leave for another address, or show the flow it answered with. */
export type SuccessOutcome =
  | { readonly type: 'redirect'; readonly to: string; readonly document: boolean }
  | { readonly type: 'replace'; readonly flow: SelfServiceFlow };

/** Which call of the flow was refused. */
export type FlowStep = 'create' | 'fetch' | 'submit';

/** The part of a flow's behaviour that differs between login, registration, recovery, verification and settings. */
export interface FlowPolicy {
  readonly kind: FlowKind;
  onSuccess(result: SuccessResult, flow: SelfServiceFlow, params: FlowParams): SuccessOutcome;
  /** A reaction of this flow's own that wins over the shared ones of seed 002 §8 (`undefined`: the shared one). */
  onFailure?(failure: IdentityFailure, step: FlowStep): FlowErrorReaction | undefined;
}

export interface FlowMachineInput {
  /** The `flow` query parameter of the page, when there is one. */
  readonly flowId?: string;
  readonly params: FlowParams;
  /** The console address the page is on (path and query), for return targets of redirects. */
  readonly currentUrl: string;
  readonly autoSubmit?: AutoSubmit;
}

export interface FlowContext {
  readonly kind: FlowKind;
  readonly flowId?: string;
  readonly params: FlowParams;
  readonly currentUrl: string;
  readonly autoSubmit?: AutoSubmit;
  readonly flow?: SelfServiceFlow;
  readonly values: FlowValues;
  readonly body?: FlowValues;
  readonly success?: SuccessResult;
  readonly failure?: IdentityFailure;
  readonly failedDuring?: FlowStep;
  /** Flows restarted in a row without one loading, so a service that keeps refusing cannot loop the page. */
  readonly restarts: number;
}

export type FlowEvent =
  | { type: 'flow.change'; name: string; value: InputValue }
  | { type: 'flow.submit'; trigger?: SubmitTrigger }
  | { type: 'flow.retry' };

/** What the page does for the machine: replace its own address, leave, or toast. */
export type FlowEmitted =
  | { type: 'flow.location'; to: string }
  | { type: 'flow.redirect'; to: string; document: boolean }
  | { type: 'flow.toast'; status: 'error' | 'info'; title: string };

/** `busy` while a submit is out or the page is being left, `error` when the flow gave up. */
export type FlowTag = 'busy' | 'error';

const MAX_CONSECUTIVE_RESTARTS = 2;

function pageAddress(kind: FlowKind, flowId: string | undefined, params: FlowParams): string {
  return (
    FLOW_PAGES[kind] +
    queryString({
      flow: flowId,
      return_to: params.returnTo,
      refresh: params.refresh ? 'true' : undefined,
      aal: params.aal,
    })
  );
}

/**
 * The lifecycle every self-service flow shares (seed 002 §4, §8): create a flow, or fetch the one named
 * in the address (a failed fetch creates a new one); submit puts the flow id in the address and posts
 * the values, a second submit is ignored while one is in flight; a 400 replaces the flow with its
 * messages; global messages go after 10 s; the service's error ids redirect or restart the flow.
 */
export function createSelfServiceFlowMachine(policy: FlowPolicy) {
  const reactionOf = (context: FlowContext): FlowErrorReaction => {
    if (!context.failure) return { type: 'unhandled' };
    const own = context.failedDuring ? policy.onFailure?.(context.failure, context.failedDuring) : undefined;
    return own ?? reactToFlowError(context.failure, { kind: context.kind, currentUrl: context.currentUrl });
  };
  const successOutcome = (context: FlowContext): SuccessOutcome | undefined =>
    context.success && context.flow ? policy.onSuccess(context.success, context.flow, context.params) : undefined;

  return setup({
    types: {
      context: {} as FlowContext,
      events: {} as FlowEvent,
      input: {} as FlowMachineInput,
      emitted: {} as FlowEmitted,
      tags: {} as FlowTag,
    },
    actors: unboundFlowActors,
    delays: { messageLifetime: FLOW_MESSAGE_LIFETIME_MS },
    guards: {
      hasFlowId: ({ context }) => context.flowId !== undefined,
      hasAutoSubmit: ({ context }) => context.autoSubmit !== undefined,
      hasGlobalMessages: ({ context }) => (context.flow?.ui.messages.length ?? 0) > 0,
      failureRedirects: ({ context }) => reactionOf(context).type === 'redirect',
      failureRestarts: ({ context }) =>
        reactionOf(context).type === 'restart' &&
        (context.failedDuring !== 'create' || context.restarts < MAX_CONSECUTIVE_RESTARTS),
      failedToFetch: ({ context }) => context.failedDuring === 'fetch',
      failedToSubmit: ({ context }) => context.failedDuring === 'submit',
      successRedirects: ({ context }) => successOutcome(context)?.type === 'redirect',
    },
    actions: {
      showAddress: emit(({ context }): FlowEmitted => ({
        type: 'flow.location',
        to: pageAddress(context.kind, context.flow?.id ?? context.flowId, context.params),
      })),
      prepareSubmit: assign(({ context }, trigger: SubmitTrigger | undefined) => ({
        body: context.flow ? submitBody(context.flow, context.values, trigger) : {},
      })),
      prepareAutoSubmit: assign(({ context }) => {
        const auto = context.autoSubmit;
        if (!context.flow || !auto) return {};
        const values = { ...context.values, ...auto.values };
        return { values, body: submitBody(context.flow, values, auto.trigger), autoSubmit: undefined };
      }),
      clearMessages: assign(({ context }) => (context.flow ? { flow: withoutGlobalMessages(context.flow) } : {})),
      redirectForFailure: enqueueActions(({ context, enqueue }) => {
        const reaction = reactionOf(context);
        if (reaction.type === 'redirect') enqueue.emit({ type: 'flow.redirect', to: reaction.to, document: reaction.document });
      }),
      toastForRestart: enqueueActions(({ context, enqueue }) => {
        const reaction = reactionOf(context);
        if (reaction.type === 'restart' && reaction.toast) enqueue.emit({ type: 'flow.toast', status: 'error', title: reaction.toast });
      }),
      resetFlow: assign(({ context }) => {
        const reaction = reactionOf(context);
        const dropReturnTo = reaction.type === 'restart' && reaction.dropReturnTo === true;
        return {
          flow: undefined,
          flowId: undefined,
          values: {},
          body: undefined,
          params: dropReturnTo ? { ...context.params, returnTo: undefined } : context.params,
          restarts: context.restarts + 1,
        };
      }),
      toastFailure: emit(({ context }): FlowEmitted => ({
        type: 'flow.toast',
        status: 'error',
        title: context.failure?.message || FALLBACK_ERROR_MESSAGE,
      })),
      redirectAfterSuccess: enqueueActions(({ context, enqueue }) => {
        const outcome = successOutcome(context);
        if (outcome?.type === 'redirect') enqueue.emit({ type: 'flow.redirect', to: outcome.to, document: outcome.document });
      }),
      replaceAfterSuccess: assign(({ context }) => {
        const outcome = successOutcome(context);
        if (outcome?.type !== 'replace') return { success: undefined };
        return { flow: outcome.flow, values: initialValues(outcome.flow), success: undefined };
      }),
    },
  }).createMachine({
    id: `${policy.kind}Flow`,
    context: ({ input }) => ({
      kind: policy.kind,
      flowId: input.flowId,
      params: input.params,
      currentUrl: input.currentUrl,
      autoSubmit: input.autoSubmit,
      values: {},
      restarts: 0,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'hasFlowId', target: 'fetching' }, { target: 'creating' }],
      },
      creating: {
        invoke: {
          src: 'createFlow',
          input: ({ context }) => ({ kind: context.kind, params: context.params }),
          onDone: {
            target: 'loaded',
            actions: assign(({ event }) => ({ flow: event.output, values: initialValues(event.output), restarts: 0 })),
          },
          onError: {
            target: 'recovering',
            actions: assign(({ event }) => ({ failure: toIdentityFailure(event.error), failedDuring: 'create' as const })),
          },
        },
      },
      fetching: {
        invoke: {
          src: 'getFlow',
          input: ({ context }) => ({ kind: context.kind, id: context.flowId ?? '' }),
          onDone: {
            target: 'loaded',
            actions: assign(({ event }) => ({ flow: event.output, values: initialValues(event.output), restarts: 0 })),
          },
          onError: {
            target: 'recovering',
            actions: assign(({ event }) => ({ failure: toIdentityFailure(event.error), failedDuring: 'fetch' as const })),
          },
        },
      },
      loaded: {
        always: [
          { guard: 'hasAutoSubmit', target: 'submitting', actions: ['prepareAutoSubmit', 'showAddress'] },
          { target: 'ready' },
        ],
      },
      ready: {
        after: { messageLifetime: { guard: 'hasGlobalMessages', actions: 'clearMessages' } },
        on: {
          'flow.change': {
            actions: assign(({ context, event }) => ({ values: { ...context.values, [event.name]: event.value } })),
          },
          'flow.submit': {
            target: 'submitting',
            actions: [{ type: 'prepareSubmit', params: ({ event }) => event.trigger }, 'showAddress'],
          },
        },
      },
      submitting: {
        tags: 'busy',
        invoke: {
          src: 'submitFlow',
          input: ({ context }) => ({ kind: context.kind, id: context.flow?.id ?? '', body: context.body ?? {} }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'invalid',
              target: 'ready',
              actions: assign(({ event }) =>
                event.output.type === 'invalid' ? { flow: event.output.flow, values: initialValues(event.output.flow) } : {},
              ),
            },
            {
              guard: ({ event }) => event.output.type === 'error',
              target: 'recovering',
              actions: assign(({ event }) =>
                event.output.type === 'error' ? { failure: event.output.error, failedDuring: 'submit' as const } : {},
              ),
            },
            {
              target: 'succeeded',
              actions: assign(({ event }) => (event.output.type === 'success' ? { success: event.output } : {})),
            },
          ],
          onError: {
            target: 'recovering',
            actions: assign(({ event }) => ({ failure: toIdentityFailure(event.error), failedDuring: 'submit' as const })),
          },
        },
      },
      succeeded: {
        always: [
          { guard: 'successRedirects', target: 'left', actions: 'redirectAfterSuccess' },
          { target: 'ready', actions: 'replaceAfterSuccess' },
        ],
      },
      recovering: {
        always: [
          { guard: 'failureRedirects', target: 'left', actions: 'redirectForFailure' },
          { guard: 'failureRestarts', target: 'creating', actions: ['resetFlow', 'toastForRestart', 'showAddress'] },
          { guard: 'failedToFetch', target: 'creating', actions: ['resetFlow', 'showAddress'] },
          { guard: 'failedToSubmit', target: 'ready', actions: 'toastFailure' },
          { target: 'failed' },
        ],
      },
      failed: {
        tags: 'error',
        on: { 'flow.retry': { target: 'creating', actions: assign({ restarts: 0, failure: undefined }) } },
      },
      // The browser is on its way elsewhere: the form stays as it was, but takes nothing more.
      left: { type: 'final', tags: 'busy' },
    },
  });
}

export type SelfServiceFlowMachine = ReturnType<typeof createSelfServiceFlowMachine>;
