import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { LookupKind, LookupQuery, PlaybookParameter, PlaybookTarget, ResourceOption, RunRequest, RunTarget } from '../model';
import { initialValue, parameterProblem, runParams } from '../rules/parameters';

/** Seed 002 §9: a picker asks the server 400 ms after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 400;

/** The playbook the dialog runs, as a card or a menu gives it. */
export interface RunDialogPlaybook {
  readonly id: string;
  readonly title: string;
  readonly targets: readonly PlaybookTarget[];
  /** The types each target's selectors name, to narrow its picker. */
  readonly types?: Partial<Record<PlaybookTarget, readonly string[]>>;
}

export interface RunDialogInput {
  /** Absent until one is chosen (a menu that opens the dialog first). */
  readonly playbook?: RunDialogPlaybook;
  /** The resource the dialog was opened on (a component's menu): no picker needed. */
  readonly target?: RunTarget & { readonly name: string };
}

/** A picker's search: what was typed and what the server found. */
export interface Lookup {
  readonly text: string;
  readonly options: readonly ResourceOption[];
}

/** The picker `field` names: the run's resource, or a parameter by its name. */
export const RESOURCE_FIELD = '$resource';

export interface RunDialogContext {
  readonly playbook?: RunDialogPlaybook;
  /** Which picker the Resource section shows (the first the spec targets unless another is chosen). */
  readonly kind?: PlaybookTarget;
  readonly resource?: RunTarget & { readonly name: string };
  /** The opener gave the resource (a component's menu): it is shown, not chosen. */
  readonly resourceFixed: boolean;
  readonly parameters?: readonly PlaybookParameter[];
  readonly values: Readonly<Record<string, string>>;
  /** Fields changed by hand; after a Run attempt, all. */
  readonly touched: Readonly<Record<string, boolean>>;
  readonly lookups: Readonly<Record<string, Lookup>>;
  readonly pending?: { readonly field: string; readonly query: LookupQuery };
  readonly error?: string;
}

export type RunDialogEvent =
  | { type: 'kind.choose'; kind: PlaybookTarget }
  | { type: 'resource.pick'; resource: ResourceOption }
  | { type: 'value.set'; name: string; value: string }
  | { type: 'lookup.input'; field: string; kind: LookupKind; text: string }
  | { type: 'parameters.retry' }
  | { type: 'run' };

/** The run was accepted: the UI goes to its page (seed 000 §2.6). */
export type RunDialogEmitted = { type: 'run.started'; runId: string };

const targetOf = (context: RunDialogContext): RunTarget | undefined => context.resource && { kind: context.resource.kind, id: context.resource.id };

/** The run request of seed 000 §3 for what the dialog holds. */
export function runRequestOf(context: RunDialogContext): RunRequest {
  const target = targetOf(context);
  return {
    id: context.playbook!.id,
    ...(target ? { [`${target.kind}_id`]: target.id } : {}),
    params: runParams(context.parameters ?? [], context.values),
  };
}

/** The problem of each parameter's value (seed 000 §5), by name. */
export const problemsOf = (context: RunDialogContext): Record<string, string | undefined> =>
  Object.fromEntries((context.parameters ?? []).map((p) => [p.name, parameterProblem(p, context.values[p.name] ?? '')]));

/**
 * The playbook run dialog (seed 000 §2.6, §4): the resource is picked first when the spec targets one
 * (searched on the server), then `/params` gives the parameters templated against it; Run is possible
 * only with a playbook, a valid form and no run in flight, and a run accepted is announced with its id.
 */
export const runDialogMachine = setup({
  types: {
    context: {} as RunDialogContext,
    events: {} as RunDialogEvent,
    input: {} as RunDialogInput,
    emitted: {} as RunDialogEmitted,
    tags: {} as 'loading' | 'running' | 'searching' | 'error',
  },
  actors: {
    loadParameters: fromPromise<PlaybookParameter[], { playbookId: string; target?: RunTarget }>(unbound('loadParameters')),
    runPlaybook: fromPromise<string, RunRequest>(unbound('runPlaybook')),
    lookup: fromPromise<ResourceOption[], LookupQuery>(unbound('lookup')),
  },
  delays: { lookupDebounce: LOOKUP_DEBOUNCE_MS },
  guards: {
    hasPlaybook: ({ context }) => context.playbook !== undefined,
    waitsForResource: ({ context }) => (context.playbook?.targets.length ?? 0) > 0 && context.resource === undefined,
    formValid: ({ context }) => Object.values(problemsOf(context)).every((problem) => problem === undefined),
  },
  actions: {
    pickResource: assign({
      resource: ({ context, event }) =>
        event.type === 'resource.pick' && context.kind ? { kind: context.kind, id: event.resource.id, name: event.resource.name } : context.resource,
      error: undefined,
    }),
  },
}).createMachine({
  id: 'playbookRunDialog',
  type: 'parallel',
  context: ({ input }) => ({
    playbook: input.playbook,
    kind: input.target?.kind ?? input.playbook?.targets[0],
    resource: input.target,
    resourceFixed: input.target !== undefined,
    values: {},
    touched: {},
    lookups: {},
  }),
  states: {
    form: {
      initial: 'starting',
      states: {
        // Without a playbook there is nothing to run (R000-4-33).
        starting: { always: { guard: 'hasPlaybook', target: 'waiting' } },
        waiting: {
          always: [{ guard: 'waitsForResource', target: 'choosing' }, { target: 'loadingParameters' }],
        },
        choosing: {
          on: {
            'kind.choose': { actions: assign({ kind: ({ event }) => event.kind }) },
            'resource.pick': { target: 'loadingParameters', actions: 'pickResource' },
          },
        },
        loadingParameters: {
          tags: ['loading'],
          invoke: {
            src: 'loadParameters',
            input: ({ context }) => ({ playbookId: context.playbook!.id, target: targetOf(context) }),
            onDone: {
              target: 'editing',
              actions: assign({
                parameters: ({ event }) => event.output,
                values: ({ event }) => Object.fromEntries(event.output.map((p) => [p.name, initialValue(p)])),
                touched: {},
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        failed: {
          tags: ['error'],
          on: {
            'parameters.retry': 'loadingParameters',
            'kind.choose': { actions: assign({ kind: ({ event }) => event.kind }) },
            'resource.pick': { target: 'loadingParameters', actions: 'pickResource' },
          },
        },
        editing: {
          on: {
            'kind.choose': { actions: assign({ kind: ({ event }) => event.kind }) },
            'resource.pick': { target: 'loadingParameters', actions: 'pickResource' },
            'value.set': {
              actions: assign({
                values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }),
                touched: ({ context, event }) => ({ ...context.touched, [event.name]: true }),
                error: undefined,
              }),
            },
            run: [
              { guard: 'formValid', target: 'running' },
              { actions: assign({ touched: ({ context }) => Object.fromEntries((context.parameters ?? []).map((p) => [p.name, true])) }) },
            ],
          },
        },
        running: {
          tags: ['running'],
          invoke: {
            src: 'runPlaybook',
            input: ({ context }) => runRequestOf(context),
            onDone: { target: 'started', actions: emit(({ event }) => ({ type: 'run.started' as const, runId: event.output })) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        started: { type: 'final' },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'lookup.input': {
          target: '.debouncing',
          reenter: true,
          actions: assign({
            pending: ({ context, event }) => ({
              field: event.field,
              query: { kind: event.kind, text: event.text, types: event.field === RESOURCE_FIELD && context.kind ? context.playbook?.types?.[context.kind] : undefined },
            }),
            lookups: ({ context, event }) => ({ ...context.lookups, [event.field]: { text: event.text, options: context.lookups[event.field]?.options ?? [] } }),
          }),
        },
      },
      states: {
        idle: {},
        debouncing: { tags: ['searching'], after: { lookupDebounce: 'querying' } },
        querying: {
          tags: ['searching'],
          invoke: {
            src: 'lookup',
            input: ({ context }) => context.pending!.query,
            onDone: {
              target: 'idle',
              actions: assign({
                lookups: ({ context, event }) => ({ ...context.lookups, [context.pending!.field]: { text: context.pending!.query.text, options: event.output } }),
              }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});
