import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { Incident, NewResponder, Person, Responder, ResponderProperties, ResponderType, Team } from '../model';
import {
  canGoToResponderType, canSaveResponder, changeResponderField, newResponder, teamResponderTypes, validateResponderForm,
  type ResponderChoice,
} from '../rules/responders';
import { integrationKindOf, RESPONDER_INSTANCE_FIELD } from '../rules/responder-lookups';
import { prefillResponderForm } from '../rules/templates';
import { RESPONDER_ADDED } from '../texts';
import { configLookupMachine, NO_LOOKUP, type ConfigLookupReport, type ConfigLookupState } from './config-lookup.machine';
import type { IncidentRefetch, IncidentToast } from './emitted';

type TemplateIncident = Pick<Incident, 'id' | 'incidentId' | 'title' | 'description' | 'severity' | 'status' | 'type'>;

export interface ResponderWizardInput {
  readonly incident: TemplateIncident;
  readonly userId: string;
}

export interface ResponderWizardContext extends ResponderWizardInput {
  readonly people: readonly Person[];
  readonly teams: readonly Team[];
  readonly choice?: ResponderChoice;
  readonly responderType?: ResponderType;
  readonly values: ResponderProperties;
  readonly errors: Readonly<Record<string, string>>;
  readonly error?: string;
  /** The Jira and planner forms' instances and the chosen instance's config. */
  readonly lookup: ConfigLookupState;
}

export type ResponderWizardEvent =
  | { type: 'choose.team'; teamId: string }
  | { type: 'choose.person'; personId: string }
  | { type: 'choose.type'; responderType: ResponderType }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  /** Add (a person) or Save (a team's form). */
  | { type: 'wizard.save' }
  | { type: 'form.change'; field: string; value: string }
  /** Text typed in the instance search of the Jira or planner form. */
  | { type: 'lookup.search'; text: string }
  | ConfigLookupReport;

export type ResponderWizardEmitted = IncidentToast | IncidentRefetch;

/**
 * Which step the dialog shows: `choosing` (Select Responder, also while the directory loads), `typing`
 * (Responder Type), `form` (the type's form); `busy` while the responder is saved.
 */
export type ResponderWizardTag = 'choosing' | 'typing' | 'form' | 'busy';

const blank = { choice: undefined, responderType: undefined, values: {}, errors: {}, lookup: NO_LOOKUP };

/**
 * Add responder (seed 001 §2.7): Select Responder (a team or a person), Responder Type, then the
 * type's form prefilled from the team's defaults; Back goes one step back. A person is added at once.
 * A refused save toasts the error and starts the wizard over (§8). The Jira and planner forms run the
 * config lookups (configLookupMachine) while they are open: choosing the instance fetches its config.
 */
export const responderWizardMachine = setup({
  types: {
    tags: {} as ResponderWizardTag,
    context: {} as ResponderWizardContext,
    events: {} as ResponderWizardEvent,
    input: {} as ResponderWizardInput,
    emitted: {} as ResponderWizardEmitted,
  },
  actors: {
    loadDirectory: fromPromise<{ people: Person[]; teams: Team[] }>(unbound('loadDirectory')),
    createResponder: fromPromise<Responder, NewResponder>(unbound('createResponder')),
    configLookup: configLookupMachine,
  },
  guards: {
    canNext: ({ context }) => canGoToResponderType(context.choice),
    canAddPerson: ({ context }) => context.choice?.kind === 'person' && canSaveResponder(context.choice, undefined, false),
    hasType: ({ context }) => context.responderType !== undefined,
    formInvalid: ({ context }) => Object.keys(validateResponderForm(context.responderType!, context.values)).length > 0,
    offeredType: ({ context }, type: ResponderType) =>
      context.choice?.kind === 'team' && teamResponderTypes(context.choice.team).includes(type),
  },
}).createMachine({
  id: 'responderWizard',
  context: ({ input }) => ({ ...input, people: [], teams: [], values: {}, errors: {}, lookup: NO_LOOKUP }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['choosing'],
      invoke: {
        src: 'loadDirectory',
        onDone: { target: 'selectResponder', actions: assign(({ event }) => ({ people: event.output.people, teams: event.output.teams })) },
        onError: { target: 'selectResponder', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    selectResponder: {
      tags: ['choosing'],
      on: {
        'choose.team': {
          actions: assign(({ context, event }) => {
            const team = context.teams.find((t) => t.id === event.teamId);
            return { choice: team && { kind: 'team' as const, team }, responderType: undefined };
          }),
        },
        'choose.person': {
          actions: assign(({ context, event }) => {
            const person = context.people.find((p) => p.id === event.personId);
            return { choice: person && { kind: 'person' as const, person }, responderType: undefined };
          }),
        },
        'wizard.next': { guard: 'canNext', target: 'responderType' },
        'wizard.save': { guard: 'canAddPerson', target: 'saving' },
      },
    },
    responderType: {
      tags: ['typing'],
      on: {
        'choose.type': {
          guard: { type: 'offeredType', params: ({ event }) => event.responderType },
          actions: assign(({ event }) => ({ responderType: event.responderType })),
        },
        'wizard.back': 'selectResponder',
        'wizard.next': {
          guard: 'hasType',
          target: 'form',
          actions: assign(({ context }) => ({
            values: context.choice?.kind === 'team' ? prefillResponderForm(context.choice.team, context.responderType!, context.incident) : {},
            errors: {},
            lookup: NO_LOOKUP,
          })),
        },
      },
    },
    form: {
      tags: ['form'],
      invoke: {
        id: 'lookups',
        src: 'configLookup',
        input: ({ context }) => ({
          kind: integrationKindOf(context.responderType),
          teamId: context.choice?.kind === 'team' ? context.choice.team.id : undefined,
          instanceId: context.values[RESPONDER_INSTANCE_FIELD] || undefined,
        }),
      },
      on: {
        'form.change': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            enqueue.assign({ values: changeResponderField(context.responderType!, context.values, event.field, event.value), errors });
            if (event.field === RESPONDER_INSTANCE_FIELD && context.values[event.field] !== event.value) {
              enqueue.sendTo('lookups', { type: 'instance.chosen', instanceId: event.value });
            }
          }),
        },
        'lookup.search': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ lookup: { ...context.lookup, search: event.text } });
            enqueue.sendTo('lookups', { type: 'instance.search', text: event.text });
          }),
        },
        'lookup.changed': { actions: assign(({ event }) => ({ lookup: event.lookup })) },
        // The team's instance fills an empty choice only, and keeps the project or plan the team's values chose.
        'lookup.preselected': {
          guard: ({ context }) => !context.values[RESPONDER_INSTANCE_FIELD],
          actions: assign(({ context, event }) => {
            const { [RESPONDER_INSTANCE_FIELD]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [RESPONDER_INSTANCE_FIELD]: event.instanceId }, errors };
          }),
        },
        'wizard.back': 'responderType',
        'wizard.save': [
          { guard: 'formInvalid', actions: assign(({ context }) => ({ errors: validateResponderForm(context.responderType!, context.values) })) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'createResponder',
        input: ({ context }) => newResponder(context.incident.id, context.userId, context.choice!, context.responderType, context.values),
        onDone: {
          target: 'added',
          actions: [emit({ type: 'toast' as const, status: 'success' as const, message: RESPONDER_ADDED }), emit({ type: 'incident.refetch' as const })],
        },
        onError: {
          target: 'selectResponder',
          actions: [
            assign(blank),
            emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
          ],
        },
      },
    },
    added: { type: 'final' },
  },
});
