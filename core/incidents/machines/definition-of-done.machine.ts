import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { Evidence, EvidencePatch, NewEvidence } from '../model';
import {
  REMOVE_FROM_DEFINITION_OF_DONE, automaticPatch, canAddManualItem, canContinueAutomatic, defaultScript, manualItem,
  resolveTogglePatch,
} from '../rules/definition-of-done';
import { ADD_TO_DEFINITION_OF_DONE_FAILED, REMOVE_FROM_DEFINITION_OF_DONE_FAILED } from '../texts';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface DefinitionOfDoneInput {
  /** Where manual items go: the root hypothesis. */
  readonly hypothesisId?: string;
  readonly userId: string;
  readonly evidences: readonly Evidence[];
}

export interface DefinitionOfDoneContext extends DefinitionOfDoneInput {
  readonly text: string;
  /** Evidence ticked for automatic addition. */
  readonly selected: readonly string[];
  readonly script: string;
  /** Why the last save was refused (the server's words: a script that does not compile). */
  readonly error?: string;
  /** The evidence whose resolve toggle or removal is waiting for confirmation or the server. */
  readonly target?: string;
  /** While the script is saved: how many of the selection are updated already (one call each, in turn). */
  readonly updated: number;
}

/**
 * What the panel shows differently: `busy` while a call is on its way, `picking` and `scripting` for the
 * two steps of Add from evidence (with `saving` while they are saved), `confirming` while the resolve
 * toggle asks first.
 */
export type DefinitionOfDoneTag = 'busy' | 'adding' | 'picking' | 'scripting' | 'saving' | 'confirming' | 'resolving';

export type DefinitionOfDoneEvent =
  | { type: 'manual.text'; text: string }
  | { type: 'manual.add' }
  | { type: 'automatic.open' }
  | { type: 'automatic.toggle'; evidenceId: string }
  | { type: 'automatic.next' }
  | { type: 'automatic.script'; script: string }
  | { type: 'automatic.back' }
  | { type: 'automatic.save' }
  | { type: 'automatic.cancel' }
  | { type: 'resolve.ask'; evidenceId: string }
  | { type: 'resolve.confirm' }
  | { type: 'resolve.cancel' }
  | { type: 'item.remove'; evidenceId: string }
  /** The incident was fetched again. */
  | { type: 'evidences.changed'; evidences: readonly Evidence[]; hypothesisId?: string };

export type DefinitionOfDoneEmitted = IncidentToast | IncidentRefetch;

const toggle = (ids: readonly string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/**
 * The Definition of done panel (seed 001 §2.5): items added by hand (comment evidence), evidence added
 * with an optional CEL script (one update per evidence, in turn, stopping at the first refusal: §7),
 * comment items resolved after a
 * confirmation, items removed by clearing their flag. The server refuses a script that does not
 * compile (DECISIONS §17a); its message stays in the form.
 */
export const definitionOfDoneMachine = setup({
  types: {
    tags: {} as DefinitionOfDoneTag,
    context: {} as DefinitionOfDoneContext,
    events: {} as DefinitionOfDoneEvent,
    input: {} as DefinitionOfDoneInput,
    emitted: {} as DefinitionOfDoneEmitted,
  },
  actors: {
    createEvidence: fromPromise<Evidence, NewEvidence>(unbound('createEvidence')),
    updateEvidence: fromPromise<void, { id: string; patch: EvidencePatch }>(unbound('updateEvidence')),
  },
  guards: {
    canAdd: ({ context }) => context.hypothesisId !== undefined && canAddManualItem(context.text),
    canContinue: ({ context }) => canContinueAutomatic(context.selected),
    lastOne: ({ context }) => context.updated + 1 >= context.selected.length,
  },
  actions: {
    refetch: emit({ type: 'incident.refetch' as const }),
    toastError: emit((_, message: string) => ({ type: 'toast' as const, status: 'error' as const, message })),
  },
}).createMachine({
  id: 'definitionOfDone',
  context: ({ input }) => ({ ...input, text: '', selected: [], script: '', updated: 0 }),
  initial: 'idle',
  on: {
    'evidences.changed': { actions: assign(({ event }) => ({ evidences: event.evidences, hypothesisId: event.hypothesisId })) },
  },
  states: {
    idle: {
      on: {
        'manual.text': { actions: assign(({ event }) => ({ text: event.text })) },
        'manual.add': { guard: 'canAdd', target: 'addingManual' },
        'automatic.open': { target: 'picking', actions: assign({ selected: [], script: '', error: undefined }) },
        'resolve.ask': { target: 'confirmingResolve', actions: assign(({ event }) => ({ target: event.evidenceId })) },
        'item.remove': { target: 'removing', actions: assign(({ event }) => ({ target: event.evidenceId })) },
      },
    },
    addingManual: {
      tags: ['busy', 'adding'],
      invoke: {
        src: 'createEvidence',
        input: ({ context }) => manualItem(context.hypothesisId!, context.text, context.userId),
        onDone: { target: 'idle', actions: [assign({ text: '' }), 'refetch'] },
        onError: { target: 'idle', actions: { type: 'toastError', params: ADD_TO_DEFINITION_OF_DONE_FAILED } },
      },
    },
    picking: {
      tags: ['picking'],
      on: {
        'automatic.toggle': { actions: assign(({ context, event }) => ({ selected: toggle(context.selected, event.evidenceId) })) },
        'automatic.next': {
          guard: 'canContinue',
          target: 'scripting',
          actions: assign(({ context }) => {
            const first = context.evidences.find((e) => e.id === context.selected[0]);
            return { script: context.script || (first ? defaultScript(first.type) : '') };
          }),
        },
        'automatic.cancel': 'idle',
      },
    },
    scripting: {
      tags: ['scripting'],
      on: {
        'automatic.script': { actions: assign(({ event }) => ({ script: event.script, error: undefined })) },
        'automatic.back': 'picking',
        'automatic.save': 'savingAutomatic',
        'automatic.cancel': 'idle',
      },
    },
    savingAutomatic: {
      tags: ['busy', 'scripting', 'saving'],
      entry: assign({ updated: 0 }),
      initial: 'updating',
      states: {
        updating: {
          invoke: {
            src: 'updateEvidence',
            input: ({ context }) => ({ id: context.selected[context.updated]!, patch: automaticPatch(context.script) }),
            onDone: [
              { guard: 'lastOne', target: '#definitionOfDone.idle', actions: [assign({ selected: [], script: '', error: undefined }), 'refetch'] },
              { target: 'updating', reenter: true, actions: assign(({ context }) => ({ updated: context.updated + 1 })) },
            ],
            onError: {
              target: '#definitionOfDone.scripting',
              actions: [assign(({ event }) => ({ error: errorMessage(event.error) })), { type: 'toastError', params: ADD_TO_DEFINITION_OF_DONE_FAILED }, 'refetch'],
            },
          },
        },
      },
    },
    confirmingResolve: {
      tags: ['confirming'],
      on: {
        'resolve.confirm': 'resolving',
        'resolve.cancel': { target: 'idle', actions: assign({ target: undefined }) },
      },
    },
    resolving: {
      tags: ['busy', 'confirming', 'resolving'],
      invoke: {
        src: 'updateEvidence',
        input: ({ context }) => {
          const item = context.evidences.find((e) => e.id === context.target);
          return { id: context.target!, patch: item ? resolveTogglePatch(item) : { done: true } };
        },
        onDone: { target: 'idle', actions: [assign({ target: undefined }), 'refetch'] },
        onError: {
          target: 'idle',
          actions: [assign({ target: undefined }), { type: 'toastError', params: ({ event }) => errorMessage(event.error) }],
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'updateEvidence',
        input: ({ context }) => ({ id: context.target!, patch: REMOVE_FROM_DEFINITION_OF_DONE }),
        onDone: { target: 'idle', actions: [assign({ target: undefined }), 'refetch'] },
        onError: { target: 'idle', actions: [assign({ target: undefined }), { type: 'toastError', params: REMOVE_FROM_DEFINITION_OF_DONE_FAILED }] },
      },
    },
  },
});
