import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { AttachedEvidence, Evidence, Hypothesis, Incident, IncidentStatus, NewEvidence, NewHypothesis, NewIncident } from '../model';
import {
  CREATE_INCIDENT_DEFAULTS, hasErrors, validateCreateIncident, type CreateIncidentErrors, type CreateIncidentField,
  type CreateIncidentValues,
} from '../rules/create-incident';
import { NEW_HYPOTHESIS_STATUS } from '../rules/hypotheses';
import type { IncidentToast } from './emitted';

export interface CreateIncidentInput {
  /** The signed-in person: creator, commander and communicator of the new incident. */
  readonly userId: string;
  /** Evidence to attach to the root hypothesis (a config's lines, a component), when created from there. */
  readonly evidence?: AttachedEvidence;
}

export interface CreateIncidentContext extends CreateIncidentInput {
  readonly values: CreateIncidentValues;
  readonly errors: CreateIncidentErrors;
  readonly incident?: Incident;
  readonly root?: Hypothesis;
}

export type CreateIncidentEvent =
  | { type: 'form.change'; field: CreateIncidentField; value: string }
  | { type: 'form.submit' };

export type CreateIncidentEmitted = IncidentToast | { readonly type: 'incident.created'; readonly incident: Incident };

/** `busy` from the submit until the incident and what comes with it exist. */
export type CreateIncidentTag = 'busy';

const errorToast = (error: unknown): IncidentToast => ({ type: 'toast', status: 'error', message: errorMessage(error) });

/**
 * Create New Incident (seed 001 §2.2, §5, §7): the form validates, then the incident is created, then
 * its root hypothesis (the incident's title, type root, status possible), then the optional evidence.
 * A refused incident toasts the error and keeps the form; once the incident exists, a failure of the
 * later steps toasts but still ends on the new incident.
 */
export const createIncidentMachine = setup({
  types: {
    tags: {} as CreateIncidentTag,
    context: {} as CreateIncidentContext,
    events: {} as CreateIncidentEvent,
    input: {} as CreateIncidentInput,
    emitted: {} as CreateIncidentEmitted,
    output: {} as Incident,
  },
  actors: {
    createIncident: fromPromise<Incident, NewIncident>(unbound('createIncident')),
    createHypothesis: fromPromise<Hypothesis, Omit<NewHypothesis, 'id'>>(unbound('createHypothesis')),
    createEvidence: fromPromise<Evidence, NewEvidence>(unbound('createEvidence')),
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateCreateIncident(context.values)),
    hasEvidence: ({ context }) => context.evidence !== undefined,
  },
  actions: {
    toastError: emit((_, error: unknown) => errorToast(error)),
    announce: emit(({ context }) => ({ type: 'incident.created' as const, incident: context.incident! })),
  },
}).createMachine({
  id: 'createIncident',
  context: ({ input }) => ({ ...input, values: CREATE_INCIDENT_DEFAULTS, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign(({ context }) => ({ errors: validateCreateIncident(context.values) })) },
          { target: 'creatingIncident', actions: assign({ errors: {} }) },
        ],
      },
    },
    creatingIncident: {
      tags: ['busy'],
      invoke: {
        src: 'createIncident',
        input: ({ context }) => ({
          title: context.values.title.trim(),
          description: context.values.description,
          severity: context.values.severity,
          status: context.values.status as IncidentStatus,
          type: context.values.type,
          createdBy: context.userId,
        }),
        onDone: { target: 'creatingRoot', actions: assign({ incident: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    creatingRoot: {
      tags: ['busy'],
      invoke: {
        src: 'createHypothesis',
        input: ({ context }) => ({
          incidentId: context.incident!.id,
          type: 'root' as const,
          title: context.incident!.title,
          status: NEW_HYPOTHESIS_STATUS,
          createdBy: context.userId,
        }),
        onDone: [
          { guard: 'hasEvidence', target: 'attachingEvidence', actions: assign({ root: ({ event }) => event.output }) },
          { target: 'created', actions: assign({ root: ({ event }) => event.output }) },
        ],
        onError: { target: 'created', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    attachingEvidence: {
      tags: ['busy'],
      invoke: {
        src: 'createEvidence',
        input: ({ context }) => ({ ...context.evidence!, hypothesisId: context.root!.id, createdBy: context.userId }),
        onDone: { target: 'created' },
        onError: { target: 'created', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    created: { type: 'final', entry: 'announce' },
  },
  output: ({ context }) => context.incident!,
});
