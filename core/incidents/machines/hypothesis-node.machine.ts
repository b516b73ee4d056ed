import { assign, emit, fromPromise, setup } from 'xstate';
import { REQUIRED_FIELD_MESSAGE, errorMessage, unbound } from '../../shared';
import type { Hypothesis, HypothesisPatch, HypothesisStatus, HypothesisType, NewHypothesis } from '../model';
import { NEW_HYPOTHESIS_STATUS, canHaveChildren, childTypeOf, hasExpandToggle } from '../rules/hypotheses';
import { DEBOUNCE_MS, DELETE_HYPOTHESIS_MENU, EDIT_TITLE_MENU } from '../texts';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface HypothesisNodeInput {
  readonly hypothesis: Pick<Hypothesis, 'id' | 'incidentId' | 'type' | 'title' | 'status'>;
  /** Recorded as created_by of the children added here. */
  readonly userId: string;
  /** Every node starts open (`?comments=true`, the Action Plan). */
  readonly expandAll?: boolean;
}

export interface ChildForm {
  readonly type: HypothesisType;
  readonly title: string;
  readonly status: HypothesisStatus;
  readonly error?: string;
}

export interface HypothesisNodeContext {
  readonly id: string;
  readonly incidentId: string;
  readonly type: HypothesisType;
  readonly userId: string;
  /** What the node shows: the last choice, sent or about to be. */
  readonly title: string;
  readonly status?: HypothesisStatus;
  /** What the server holds, to fall back to when a change fails. */
  readonly saved: { readonly title: string; readonly status?: HypothesisStatus };
  readonly child?: ChildForm;
  /** Its evidence, comments and children show; the root is always open. */
  readonly expanded: boolean;
  /** The title shows as a text field. */
  readonly editingTitle: boolean;
}

export type HypothesisNodeEvent =
  | { type: 'status.choose'; status: HypothesisStatus }
  | { type: 'title.change'; title: string }
  /** The expand toggle; the root has none. */
  | { type: 'node.toggle' }
  | { type: 'node.expandAll' }
  /** Its tab is shown afresh: open as the tab says (the root always), the title no longer in a text field. */
  | { type: 'node.reset'; expandAll: boolean }
  /** 'Edit title' (or a double click) opens the title in place; leaving it closes it. */
  | { type: 'title.edit' }
  | { type: 'title.done' }
  | { type: 'delete.open' }
  | { type: 'delete.disprove' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'child.open' }
  | { type: 'child.change'; title?: string; status?: HypothesisStatus }
  | { type: 'child.create' }
  | { type: 'child.cancel' }
  /** The incident was fetched again. */
  | { type: 'hypothesis.changed'; hypothesis: Pick<Hypothesis, 'title' | 'status'> };

export type HypothesisNodeEmitted =
  | IncidentToast
  | IncidentRefetch
  /** Seed 001 §8: a failed delete is only logged, never toasted. */
  | { readonly type: 'log'; readonly message: string };

/** Seed 001 §2.4: the node's menu, and what each item does. */
export const HYPOTHESIS_MENU = [
  { label: EDIT_TITLE_MENU, event: { type: 'title.edit' } },
  { label: DELETE_HYPOTHESIS_MENU, event: { type: 'delete.open' } },
] as const satisfies readonly { label: string; event: HypothesisNodeEvent }[];

/**
 * What the node shows differently: the Create dialog (`childDialog`, `creatingChild` while it is sent),
 * the 'Delete hypothesis?' dialog (`deleteDialog`, with `disproving` or `deleting` on their way), and
 * `saving` while a status or title change is sent.
 */
export type HypothesisNodeTag = 'childDialog' | 'creatingChild' | 'deleteDialog' | 'disproving' | 'deleting' | 'saving';

const errorToast = (error: unknown): IncidentToast => ({ type: 'toast', status: 'error', message: errorMessage(error) });

/**
 * One node of the hypothesis tree (seed 001 §2.4, §4): a status change is sent 200 ms after the last
 * choice and a title edit 1000 ms after the last keystroke; the menu's delete asks 'Delete hypothesis?'
 * (Disprove or Delete); nodes that can have children add one of the next type down.
 */
export const hypothesisNodeMachine = setup({
  types: {
    tags: {} as HypothesisNodeTag,
    context: {} as HypothesisNodeContext,
    events: {} as HypothesisNodeEvent,
    input: {} as HypothesisNodeInput,
    emitted: {} as HypothesisNodeEmitted,
  },
  actors: {
    updateHypothesis: fromPromise<void, { id: string; patch: HypothesisPatch }>(unbound('updateHypothesis')),
    removeHypothesis: fromPromise<void, { id: string }>(unbound('removeHypothesis')),
    createHypothesis: fromPromise<Hypothesis, Omit<NewHypothesis, 'id'>>(unbound('createHypothesis')),
  },
  delays: {
    statusDebounce: DEBOUNCE_MS.hypothesisStatus,
    titleDebounce: DEBOUNCE_MS.hypothesisTitle,
  },
  guards: {
    canHaveChildren: ({ context }) => canHaveChildren(context.type),
    childTitleMissing: ({ context }) => (context.child?.title.trim() ?? '') === '',
    titleBlank: (_, title: string) => title.trim() === '',
  },
  actions: {
    refetch: emit({ type: 'incident.refetch' as const }),
    toastError: emit((_, error: unknown) => errorToast(error)),
    closeChild: assign({ child: undefined }),
  },
}).createMachine({
  id: 'hypothesisNode',
  context: ({ input }) => ({
    id: input.hypothesis.id,
    incidentId: input.hypothesis.incidentId,
    type: input.hypothesis.type,
    userId: input.userId,
    title: input.hypothesis.title,
    status: input.hypothesis.status,
    saved: { title: input.hypothesis.title, status: input.hypothesis.status },
    expanded: !hasExpandToggle(input.hypothesis.type) || (input.expandAll ?? false),
    editingTitle: false,
  }),
  type: 'parallel',
  on: {
    'node.toggle': { guard: ({ context }) => hasExpandToggle(context.type), actions: assign(({ context }) => ({ expanded: !context.expanded })) },
    'node.expandAll': { actions: assign({ expanded: true }) },
    'node.reset': {
      actions: assign(({ context, event }) => ({ expanded: !hasExpandToggle(context.type) || event.expandAll, editingTitle: false })),
    },
    'title.edit': { actions: assign({ editingTitle: true }) },
    'title.done': { actions: assign({ editingTitle: false }) },
    'hypothesis.changed': {
      actions: assign(({ event }) => ({
        title: event.hypothesis.title,
        status: event.hypothesis.status,
        saved: { title: event.hypothesis.title, status: event.hypothesis.status },
      })),
    },
  },
  states: {
    status: {
      initial: 'idle',
      on: {
        'status.choose': { target: '.waiting', reenter: true, actions: assign(({ event }) => ({ status: event.status })) },
      },
      states: {
        idle: {},
        waiting: { after: { statusDebounce: 'sending' } },
        sending: {
          tags: ['saving'],
          invoke: {
            src: 'updateHypothesis',
            input: ({ context }) => ({ id: context.id, patch: { status: context.status } }),
            onDone: {
              target: 'idle',
              actions: [assign(({ context }) => ({ saved: { ...context.saved, status: context.status } })), 'refetch'],
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ status: context.saved.status })),
                { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error },
              ],
            },
          },
        },
      },
    },
    title: {
      initial: 'idle',
      on: {
        'title.change': [
          { guard: { type: 'titleBlank', params: ({ event }) => event.title }, actions: assign(({ event }) => ({ title: event.title })) },
          { target: '.waiting', reenter: true, actions: assign(({ event }) => ({ title: event.title })) },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { titleDebounce: 'sending' } },
        sending: {
          tags: ['saving'],
          invoke: {
            src: 'updateHypothesis',
            input: ({ context }) => ({ id: context.id, patch: { title: context.title.trim() } }),
            onDone: {
              target: 'idle',
              actions: [assign(({ context }) => ({ saved: { ...context.saved, title: context.title.trim() } })), 'refetch'],
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ title: context.saved.title })),
                { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error },
              ],
            },
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'delete.open': 'confirmingDelete',
            'child.open': {
              guard: 'canHaveChildren',
              target: 'addingChild',
              actions: assign(({ context }) => ({
                child: { type: childTypeOf(context.type)!, title: '', status: NEW_HYPOTHESIS_STATUS },
              })),
            },
          },
        },
        confirmingDelete: {
          tags: ['deleteDialog'],
          on: {
            'delete.disprove': 'disproving',
            'delete.confirm': 'deleting',
            'delete.cancel': 'closed',
          },
        },
        disproving: {
          tags: ['deleteDialog', 'disproving'],
          entry: assign({ status: 'disproven' as const }),
          invoke: {
            src: 'updateHypothesis',
            input: ({ context }) => ({ id: context.id, patch: { status: 'disproven' } }),
            onDone: {
              target: 'closed',
              actions: [assign(({ context }) => ({ saved: { ...context.saved, status: 'disproven' as const } })), 'refetch'],
            },
            onError: {
              target: 'closed',
              actions: [
                assign(({ context }) => ({ status: context.saved.status })),
                { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error },
              ],
            },
          },
        },
        deleting: {
          tags: ['deleteDialog', 'deleting'],
          invoke: {
            src: 'removeHypothesis',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'deleted', actions: 'refetch' },
            onError: {
              target: 'closed',
              actions: [
                emit(({ event }) => ({ type: 'log' as const, message: `Deleting the hypothesis failed: ${errorMessage(event.error)}` })),
                'refetch',
              ],
            },
          },
        },
        deleted: { type: 'final' },
        addingChild: {
          tags: ['childDialog'],
          on: {
            'child.change': {
              actions: assign(({ context, event }) => ({
                child: context.child && {
                  ...context.child,
                  title: event.title ?? context.child.title,
                  status: event.status ?? context.child.status,
                  error: undefined,
                },
              })),
            },
            'child.create': [
              {
                guard: 'childTitleMissing',
                actions: assign(({ context }) => ({ child: context.child && { ...context.child, error: REQUIRED_FIELD_MESSAGE } })),
              },
              { target: 'creatingChild' },
            ],
            'child.cancel': { target: 'closed', actions: 'closeChild' },
          },
        },
        creatingChild: {
          tags: ['childDialog', 'creatingChild'],
          invoke: {
            src: 'createHypothesis',
            input: ({ context }) => ({
              incidentId: context.incidentId,
              parentId: context.id,
              type: context.child!.type,
              title: context.child!.title.trim(),
              status: context.child!.status,
              createdBy: context.userId,
            }),
            onDone: { target: 'closed', actions: ['closeChild', 'refetch'] },
            onError: { target: 'addingChild', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
  },
});
