import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage } from '../errors';
import { toast, type Toast } from '../toast';
import type { FormErrors } from './model';
import type { CollectionPolicy } from './policy';

export interface RecordEditorInput {
  readonly id: string;
  readonly roles: readonly string[];
  readonly userId: string;
  /** Where the page goes once the record is updated or deleted. */
  readonly returnTo: string;
}

export type RecordEditorEvent<U> =
  | { type: 'record.retry' }
  | { type: 'record.save'; draft: U }
  | { type: 'record.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The page is done with the record (updated or deleted): go to `path`. */
export interface RecordNavigate {
  readonly type: 'navigate';
  readonly path: string;
}

export interface RecordEditorContext<T, U> {
  readonly input: RecordEditorInput;
  readonly item?: T;
  readonly draft?: U;
  readonly errors: FormErrors;
  readonly error?: string;
  readonly canSave: boolean;
  readonly canDelete: boolean;
  /** The delete confirmation's words, while it is asked. */
  readonly confirm?: { readonly title: string; readonly message: string };
}

export type RecordEditorTag = 'loading' | 'busy' | 'error' | 'confirm';

const refused = (errors: FormErrors) => errors.message !== undefined || Object.values(errors.fields ?? {}).some((message) => message !== undefined);

/**
 * One record of a collection edited on a page of its own rather than in the list's dialog (an
 * integration's Spec tab, seed 002 §2.2): the record loaded by its key, the policy's edit form (its
 * draft, its validation before anything is sent, its toasts and delete confirmation), Update and
 * Delete for who the policy lets, then the page goes to `returnTo`.
 */
export function createRecordEditorMachine<T, C, U, R>(policy: CollectionPolicy<T, C, U, R>) {
  const { provider, permissions, texts } = policy;
  const edit = policy.edit!;
  const errorsOf = (draft: U): FormErrors => edit.validate?.(draft) ?? {};
  return setup({
    types: {
      context: {} as RecordEditorContext<T, U>,
      events: {} as RecordEditorEvent<U>,
      input: {} as RecordEditorInput,
      emitted: {} as Toast | RecordNavigate,
      tags: {} as RecordEditorTag,
    },
    actors: {
      load: fromPromise<T, string>(({ input }) => provider.get!(input)),
      save: fromPromise<unknown, { id: string; draft: U; userId: string }>(({ input }) => provider.update!(input.id, input.draft, input.userId)),
      remove: fromPromise<void, string>(({ input }) => provider.remove!(input)),
    },
    guards: {
      canSave: ({ context }) => context.canSave,
      canDelete: ({ context }) => context.canDelete,
    },
    actions: {
      toastError: emit((_, error: unknown) => toast('error', errorMessage(error))),
      leave: emit(({ context }): RecordNavigate => ({ type: 'navigate', path: context.input.returnTo })),
    },
  }).createMachine({
    id: `${policy.id}Record`,
    context: ({ input }) => ({ input, errors: {}, canSave: false, canDelete: false }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          input: ({ context }) => context.input.id,
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              item: event.output,
              draft: edit.draft(event.output),
              error: undefined,
              canSave: provider.update !== undefined && permissions.edit(context.input.roles, event.output),
              canDelete: provider.remove !== undefined && permissions.remove(context.input.roles, event.output),
            })),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      failed: { tags: ['error'], on: { 'record.retry': 'loading' } },
      editing: {
        on: {
          'record.save': [
            {
              guard: ({ event }) => refused(errorsOf(event.draft)),
              actions: assign({ draft: ({ event }) => event.draft, errors: ({ event }) => errorsOf(event.draft) }),
            },
            {
              guard: 'canSave',
              target: 'saving',
              actions: assign({ draft: ({ event }) => edit.normalise?.(event.draft) ?? event.draft, errors: {} }),
            },
          ],
          'record.delete': {
            guard: 'canDelete',
            target: 'confirming',
            actions: assign({ confirm: ({ context }) => texts.confirmDelete!(context.item!) }),
          },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.input.id, draft: context.draft!, userId: context.input.userId }),
          onDone: { target: 'done', actions: [emit(({ context }) => toast('success', texts.updated!(context.draft!, context.item))), 'leave'] },
          onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      confirming: {
        tags: ['confirm'],
        on: { 'delete.confirm': 'deleting', 'delete.cancel': { target: 'editing', actions: assign({ confirm: undefined }) } },
      },
      deleting: {
        tags: ['confirm', 'busy'],
        invoke: {
          src: 'remove',
          input: ({ context }) => context.input.id,
          onDone: { target: 'done', actions: [emit(({ context }) => toast('success', texts.removed!(context.item!))), 'leave'] },
          onError: {
            target: 'editing',
            actions: [assign({ confirm: undefined }), { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error }],
          },
        },
      },
      done: { type: 'final' },
    },
  });
}

export type RecordEditorMachine<T, C, U, R> = ReturnType<typeof createRecordEditorMachine<T, C, U, R>>;

export interface RecordEditorView<T, U> {
  readonly loading: boolean;
  readonly error?: string;
  readonly ready: boolean;
  readonly item?: T;
  /** The draft the form shows: the record's, or the last one refused. */
  readonly draft?: U;
  readonly errors: FormErrors;
  readonly saving: boolean;
  readonly deleting: boolean;
  readonly canSave: boolean;
  readonly canDelete: boolean;
  /** The delete confirmation, while it is asked. */
  readonly confirm?: { readonly title: string; readonly message: string };
}

/** What a record's edit form shows. */
export function selectRecordEditorView<T, U>(snapshot: {
  readonly context: RecordEditorContext<T, U>;
  hasTag(tag: RecordEditorTag): boolean;
}): RecordEditorView<T, U> {
  const { item, draft, errors, error, canSave, canDelete, confirm } = snapshot.context;
  const confirming = snapshot.hasTag('confirm');
  return {
    loading: snapshot.hasTag('loading'),
    error,
    ready: !snapshot.hasTag('loading') && !snapshot.hasTag('error'),
    item,
    draft,
    errors,
    saving: snapshot.hasTag('busy') && !confirming,
    deleting: snapshot.hasTag('busy') && confirming,
    canSave,
    canDelete,
    confirm: confirming ? confirm : undefined,
  };
}
