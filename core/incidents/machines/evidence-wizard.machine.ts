import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { Evidence, EvidenceCandidate, NewEvidence, SearchableEvidenceType } from '../model';
import { canSelectEvidence, candidateEvidence, evidenceFor } from '../rules/evidence-search';
import { DEBOUNCE_MS } from '../texts';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface EvidenceWizardInput {
  /** The hypothesis the evidence goes to unless another is picked. */
  readonly hypothesisId: string;
  readonly userId: string;
}

export interface EvidenceWizardContext extends EvidenceWizardInput {
  readonly evidenceType?: SearchableEvidenceType;
  readonly query: string;
  readonly results: readonly EvidenceCandidate[];
  /** Chosen results, kept across searches. */
  readonly selected: readonly EvidenceCandidate[];
  /** While saving: how many of the selection are evidence already (one create each, in turn). */
  readonly created: number;
  readonly error?: string;
}

/** What the dialog shows differently: a search on its way, the evidence being created. */
export type EvidenceWizardTag = 'searching' | 'busy';

export type EvidenceWizardEvent =
  | { type: 'choose.type'; evidenceType: SearchableEvidenceType }
  | { type: 'search.type'; query: string }
  | { type: 'result.toggle'; candidate: EvidenceCandidate }
  | { type: 'choose.hypothesis'; hypothesisId: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.save' };

export type EvidenceWizardEmitted = IncidentToast | IncidentRefetch;

const toggle = (list: readonly EvidenceCandidate[], candidate: EvidenceCandidate) =>
  list.some((c) => c.id === candidate.id) ? list.filter((c) => c.id !== candidate.id) : [...list, candidate];

/**
 * The evidence wizard (DECISIONS §17, seed 001 §4): Evidence type, then Search (by name, 500 ms after
 * the last keystroke, like the config lookups of §9), then Select: the chosen objects become evidence
 * of the hypothesis, one create each, one after the other, stopping at the first refusal (§7).
 */
export const evidenceWizardMachine = setup({
  types: {
    tags: {} as EvidenceWizardTag,
    context: {} as EvidenceWizardContext,
    events: {} as EvidenceWizardEvent,
    input: {} as EvidenceWizardInput,
    emitted: {} as EvidenceWizardEmitted,
  },
  actors: {
    searchEvidence: fromPromise<EvidenceCandidate[], { type: SearchableEvidenceType; query: string }>(unbound('searchEvidence')),
    createEvidence: fromPromise<Evidence, NewEvidence>(unbound('createEvidence')),
  },
  delays: { searchDebounce: DEBOUNCE_MS.configLookup },
  guards: {
    hasType: ({ context }) => context.evidenceType !== undefined,
    hasSelection: ({ context }) => canSelectEvidence(context.selected.map((c) => c.id)),
    lastOne: ({ context }) => context.created + 1 >= context.selected.length,
  },
}).createMachine({
  id: 'evidenceWizard',
  context: ({ input }) => ({ ...input, query: '', results: [], selected: [], created: 0 }),
  initial: 'evidenceType',
  states: {
    evidenceType: {
      on: {
        'choose.type': {
          actions: assign(({ context, event }) => ({
            evidenceType: event.evidenceType,
            selected: event.evidenceType === context.evidenceType ? context.selected : [],
          })),
        },
        'wizard.next': { guard: 'hasType', target: 'search' },
      },
    },
    search: {
      initial: 'searching',
      on: {
        'search.type': { target: '.typing', actions: assign(({ event }) => ({ query: event.query })) },
        'result.toggle': { actions: assign(({ context, event }) => ({ selected: toggle(context.selected, event.candidate) })) },
        'wizard.back': 'evidenceType',
        'wizard.next': { guard: 'hasSelection', target: 'select' },
      },
      states: {
        typing: { tags: ['searching'], after: { searchDebounce: 'searching' } },
        searching: {
          tags: ['searching'],
          invoke: {
            src: 'searchEvidence',
            input: ({ context }) => ({ type: context.evidenceType!, query: context.query.trim() }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ results: event.output, error: undefined })) },
            onError: { target: 'shown', actions: assign(({ event }) => ({ results: [], error: errorMessage(event.error) })) },
          },
        },
        shown: {},
      },
    },
    select: {
      on: {
        'result.toggle': { actions: assign(({ context, event }) => ({ selected: toggle(context.selected, event.candidate) })) },
        'choose.hypothesis': { actions: assign(({ event }) => ({ hypothesisId: event.hypothesisId })) },
        'wizard.back': 'search',
        'wizard.save': { guard: 'hasSelection', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ created: 0 }),
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            src: 'createEvidence',
            input: ({ context }) => evidenceFor(candidateEvidence(context.selected[context.created]!), context.hypothesisId, context.userId),
            onDone: [
              { guard: 'lastOne', target: '#evidenceWizard.added', actions: emit({ type: 'incident.refetch' as const }) },
              { target: 'creating', reenter: true, actions: assign(({ context }) => ({ created: context.created + 1 })) },
            ],
            onError: {
              target: '#evidenceWizard.select',
              actions: [
                assign(({ event }) => ({ error: errorMessage(event.error) })),
                emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
                emit({ type: 'incident.refetch' as const }),
              ],
            },
          },
        },
      },
    },
    added: { type: 'final' },
  },
});
