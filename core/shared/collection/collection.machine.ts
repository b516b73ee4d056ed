import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { errorMessage } from '../errors';
import { NEXT_PAGE_DISTANCE_PX, pageCount } from '../pagination';
import { toast, type Toast } from '../toast';
import { readUrl, writeUrl, type UrlRead, type UrlWrite } from '../url-state';
import { validateRequired } from '../validation';
import { noLiveUpdates, type LiveSubscriptionEvent } from '../live/subscription';
import type { CollectionPage, CollectionQuery, CollectionSort, FormErrors } from './model';
import type { ExportTable } from '../export/model';
import type { CollectionForm, CollectionPolicy, CollectionQuestion } from './policy';
import { collectionUrl, defaultQuery, openedUrl, sameOpened, sameQuery, type CollectionOpened } from './query';

export interface CollectionInput {
  /** The URL's query string the page opened with. */
  readonly search: string;
  readonly roles: readonly string[];
  /** The signed-in person, for ports that record who wrote. */
  readonly userId: string;
}

export type CollectionFormState<T, C, U> =
  | { readonly mode: 'create'; readonly draft: C; readonly errors: FormErrors; readonly incomplete: boolean }
  | {
      readonly mode: 'edit';
      readonly draft: U;
      readonly errors: FormErrors;
      /** The policy's form says the draft as typed may not be sent yet: the submit waits. */
      readonly incomplete: boolean;
      /** The row edited; absent while the form picks it. */
      readonly item?: T;
      readonly canDelete: boolean;
    };

/** The row whose deletion is being asked about, and the words the question takes. */
export interface CollectionConfirm<T> {
  readonly item: T;
  readonly title: string;
  readonly message: string;
  /** The policy's question before the confirmation, and the answer given to it. */
  readonly question?: CollectionQuestion;
  readonly answer?: boolean;
}

export interface CollectionContext<T = unknown, C = unknown, U = unknown, R = unknown> {
  readonly roles: readonly string[];
  readonly userId: string;
  readonly query: CollectionQuery;
  /** The last page loaded; absent until the first load answers. */
  readonly page?: CollectionPage<T>;
  /** Why the first load failed. */
  readonly error?: string;
  /** A list that reads as it scrolls: why its last next page failed, until one is read. */
  readonly moreError?: string;
  /** The policy's `scrolls`: rows append as the person scrolls, no pager. */
  readonly scrolls: boolean;
  /** The rows on screen's whole filtered list, for its export (a provider that offers one). */
  readonly exported?: ExportTable;
  /** The policy's answers for the signed-in person's roles. */
  readonly can: { readonly create: boolean; readonly edit: boolean; readonly remove: boolean };
  readonly emptyText: string;
  readonly form?: CollectionFormState<T, C, U>;
  readonly confirm?: CollectionConfirm<T>;
  /** What the last create answered, shown until it is closed (a form that shows its answer). */
  readonly receipt?: R;
  /** The form the URL opened the page with, opened once the first page is there. */
  readonly pending?: CollectionOpened;
  /** The list offers a 'Live' toggle (the policy's live.toggle). */
  readonly liveToggle: boolean;
  /** The list takes the live stream's changes now (always, for a list that follows it without a toggle). */
  readonly following: boolean;
  /** A change asked for the page to be read again: it is, once the read under way (if any) is done. */
  readonly stale: boolean;
}

export type CollectionEvent<C, U> =
  | UrlRead
  | { type: 'collection.refresh' }
  | { type: 'page.go'; pageIndex: number }
  /** A list that reads as it scrolls was scrolled: how far its last row is from the bottom of the view, in px. */
  | { type: 'page.scrolled'; distanceToEnd: number }
  | { type: 'sort.set'; sort?: CollectionSort }
  | { type: 'filter.set'; name: string; value: string }
  /** Several filters at once (a time range's six parameters): one load, one URL write. */
  | { type: 'filters.set'; filter: Readonly<Record<string, string>> }
  | { type: 'item.create' }
  /** Opens a row's edit form; without an id, the edit form that picks its row. */
  | { type: 'item.open'; id?: string }
  | { type: 'item.save'; draft: C | U }
  /** The draft as typed so far, before it is saved: whether it may be sent yet. */
  | { type: 'form.change'; draft: C | U }
  | { type: 'form.cancel' }
  /** Asks before deleting a row; without an id, the row of the open form. */
  | { type: 'item.delete'; id?: string }
  /** The answer to the policy's question before the confirmation. */
  | { type: 'delete.answer'; answer: boolean }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'receipt.close' }
  /** The 'Live' toggle of a list that offers one. */
  | { type: 'live.follow'; on: boolean }
  | LiveSubscriptionEvent;

/** Toasts and the URL are the UI's to show; `collection.changed` tells whoever depends on the rows that one was written. */
export type CollectionEmitted = Toast | UrlWrite | { type: 'collection.changed' };

export type CollectionTag = 'loading' | 'refreshing' | 'loadingMore' | 'error' | 'empty' | 'busy' | 'form' | 'confirm' | 'question' | 'receipt';

function formErrors<D>(form: CollectionForm<unknown, D> | undefined, draft: D): FormErrors {
  if (!form) return {};
  if (form.validate) return form.validate(draft);
  const fields: Record<string, string> = {};
  for (const name of form.required ?? []) {
    const message = validateRequired(draft[name]);
    if (message) fields[name] = message;
  }
  return Object.keys(fields).length > 0 ? { fields } : {};
}

const incomplete = <D>(form: CollectionForm<unknown, D> | undefined, draft: D): boolean => form?.incomplete?.(draft) === true;

const refused = (errors: FormErrors) =>
  errors.message !== undefined || Object.values(errors.fields ?? {}).some((message) => message !== undefined);

// The machine itself holds rows and drafts it never looks into.
type Row = unknown;
type Draft = unknown;
type Context = CollectionContext<Row, Draft, Draft>;
type Failed = { event: { error: unknown } };
type Fetched = { event: { output: Row } };

interface SaveInput {
  readonly form: { readonly mode: 'create' | 'edit'; readonly draft: Draft };
  readonly id: string;
  readonly userId: string;
}

function buildCollectionMachine(policy: CollectionPolicy<Row, Draft, Draft>) {
  const { provider, permissions, texts } = policy;
  const defaults = defaultQuery(policy.query);
  const paged = collectionUrl(defaults, policy.pageParam);
  // A list that reads as it scrolls always opens at its first page, whatever an older link says.
  const url: typeof paged = policy.scrolls ? { ...paged, parse: (params) => ({ ...paged.parse(params), pageIndex: 0 }) } : paged;
  const opened = policy.openParams && openedUrl(policy.openParams);
  const openedBy = (context: Context): CollectionOpened => {
    const { form } = context;
    if (form?.mode === 'create') return { create: true };
    return form?.item !== undefined ? { row: policy.key(form.item) } : {};
  };
  const searchOf = (context: Context) =>
    [writeUrl(url, context.query), opened ? writeUrl(opened, openedBy(context)) : ''].filter((part) => part !== '').join('&');
  const openEvent = (wanted: CollectionOpened | undefined): CollectionEvent<Draft, Draft> | undefined => {
    if (wanted?.row !== undefined) return { type: 'item.open', id: wanted.row };
    return wanted?.create ? { type: 'item.create' } : undefined;
  };
  const rowOf = (context: Context, id: string | undefined) =>
    id === undefined ? undefined : context.page?.rows.find((row) => policy.key(row) === id);
  const openEdit = (context: Context, item: Row | undefined): CollectionFormState<Row, Draft, Draft> => ({
    mode: 'edit',
    item,
    draft: policy.edit!.draft(item),
    errors: {},
    incomplete: incomplete(policy.edit, policy.edit!.draft(item)),
    canDelete: item !== undefined && provider.remove !== undefined && permissions.remove(context.roles, item),
  });
  const editable = (context: Context, item: Row) =>
    policy.edit !== undefined && provider.update !== undefined && permissions.edit(context.roles, item);
  const askDelete = (item: Row): CollectionConfirm<Row> => ({ item, ...texts.confirmDelete!(item), question: texts.question?.(item) });
  const successText = (context: Context): string => {
    const form = context.form!;
    if (form.mode === 'create') return texts.created!(form.draft);
    return texts.updated!(form.draft, form.item ?? rowOf(context, policy.edit?.target?.(form.draft)));
  };

  return setup({
    types: {
      context: {} as Context,
      events: {} as CollectionEvent<Draft, Draft>,
      input: {} as CollectionInput,
      emitted: {} as CollectionEmitted,
      tags: {} as CollectionTag,
    },
    actors: {
      load: fromPromise<CollectionPage<Row>, CollectionQuery>(({ input }) => provider.list(input)),
      fetch: fromPromise<Row, string>(({ input }) => provider.get!(input)),
      save: fromPromise<unknown, SaveInput>(({ input }) =>
        input.form.mode === 'create'
          ? provider.create!(input.form.draft, input.userId)
          : provider.update!(input.id, input.form.draft, input.userId),
      ),
      remove: fromPromise<void, CollectionConfirm<Row>>(({ input }) => provider.remove!(policy.key(input.item), input.answer)),
      live: policy.live?.subscription ?? noLiveUpdates,
    },
    guards: {
      loaded: ({ context }) => context.page !== undefined,
      nothingListed: (_, page: CollectionPage<Row>) => page.rows.length === 0,
      // Seed 002 §9: the next page is read once the list is scrolled to within 300 px of its bottom.
      nearEndWithMore: ({ context }, distanceToEnd: number) =>
        context.scrolls && distanceToEnd <= NEXT_PAGE_DISTANCE_PX && context.page !== undefined && context.page.rows.length < context.page.total,
      // A delete can leave the page past the last one: the last page is shown instead.
      pastTheEnd: ({ context }, page: CollectionPage<Row>) =>
        page.rows.length === 0 && page.total > 0 && context.query.pageIndex > 0,
      canCreate: ({ context }) =>
        context.page !== undefined && policy.create !== undefined && provider.create !== undefined && context.can.create,
      refusedRow: ({ context }, id: string | undefined) => {
        const row = rowOf(context, id);
        return row !== undefined && permissions.refuse?.(row) !== undefined;
      },
      editableRow: ({ context }, id: string | undefined) => {
        const row = rowOf(context, id);
        return row !== undefined && editable(context, row);
      },
      // Without a row, only an edit form that picks its own row opens.
      picksRow: ({ context }, id: string | undefined) =>
        id === undefined && context.page !== undefined && policy.edit?.target !== undefined && provider.update !== undefined && context.can.edit,
      fetchable: ({ context }, id: string | undefined) =>
        id !== undefined && context.page !== undefined && rowOf(context, id) === undefined && provider.get !== undefined && context.can.edit,
      refusedFetched: (_, item: Row) => permissions.refuse?.(item) !== undefined,
      editableFetched: ({ context }, item: Row) => editable(context, item),
      removableRow: ({ context }, id: string | undefined) => {
        const row = rowOf(context, id);
        return row !== undefined && provider.remove !== undefined && permissions.remove(context.roles, row);
      },
      formRowRemovable: ({ context }) => context.form?.mode === 'edit' && context.form.item !== undefined && context.form.canDelete,
      draftRefused: ({ context }, draft: Draft) =>
        context.form?.mode === 'create'
          ? refused(formErrors(policy.create, draft))
          : refused(formErrors(policy.edit, draft)),
      // A submit that reaches the machine anyway (Enter in a field) is not sent while the form waits.
      draftIncomplete: ({ context }, draft: Draft) => incomplete(context.form?.mode === 'create' ? policy.create : policy.edit, draft),
      formUnderneath: ({ context }) => context.form !== undefined,
      showsAnswer: ({ context }) => context.form?.mode === 'create' && policy.create?.showsAnswer === true,
      unasked: ({ context }) => context.confirm?.question === undefined,
      // The URL no longer says the open form is open.
      closedByUrl: ({ context }, search: string) => opened !== undefined && !sameOpened(readUrl(opened, search), openedBy(context)),
    },
    actions: {
      toastError: emit((_, error: unknown) => toast('error', errorMessage(error))),
      toastRefusal: emit(({ context }, id: string | undefined) => toast('error', permissions.refuse!(rowOf(context, id)!)!)),
      toastSaved: emit(({ context }) => toast('success', successText(context))),
      toastRemoved: emit(({ context }) => toast('success', texts.removed!(context.confirm!.item))),
      announceChange: emit({ type: 'collection.changed' as const }),
      writeUrl: emit(({ context }): UrlWrite => ({ type: 'url.write', search: searchOf(context) })),
      // Opening or closing a form is a step Back undoes, when the URL holds the open form.
      writeOpened: enqueueActions(({ context, enqueue }) => {
        if (opened) enqueue.emit({ type: 'url.write', search: searchOf(context), push: true });
      }),
      openPending: enqueueActions(({ context, enqueue }) => {
        const event = openEvent(context.pending);
        if (!event) return;
        enqueue.assign({ pending: undefined });
        enqueue.raise(event);
      }),
      // Before the first page is there, the form waits for it.
      openFromUrl: enqueueActions(({ context, enqueue }, search: string) => {
        const wanted = opened && readUrl(opened, search);
        if (!openEvent(wanted)) return;
        if (context.page === undefined) enqueue.assign({ pending: wanted });
        else enqueue.raise(openEvent(wanted)!);
      }),
      reload: raise({ type: 'collection.refresh' as const }),
      closeAll: enqueueActions(({ context, enqueue }) => {
        const wasOpen = opened !== undefined && !sameOpened(openedBy(context), {});
        enqueue.assign({ form: undefined, confirm: undefined });
        if (wasOpen) enqueue.emit({ type: 'url.write', search: searchOf({ ...context, form: undefined }), push: true });
      }),
      closeConfirm: assign({ confirm: undefined }),
    },
  }).createMachine({
    id: policy.id,
    type: 'parallel',
    context: ({ input }) => ({
      roles: input.roles,
      userId: input.userId,
      query: readUrl(url, input.search),
      pending: opened && readUrl(opened, input.search),
      can: {
        create: permissions.create(input.roles),
        edit: permissions.edit(input.roles),
        remove: permissions.remove(input.roles),
      },
      emptyText: texts.empty,
      scrolls: policy.scrolls === true,
      liveToggle: policy.live?.toggle === true,
      following: policy.live !== undefined && policy.live.toggle !== true,
      stale: false,
    }),
    states: {
      // One state around the list's own: a reload re-enters the list's states only, where one made on the
      // parallel root's region would re-enter the dialog's too (closing an open form).
      list: {
        initial: 'active',
        invoke: { src: 'live', input: { kinds: policy.live?.kinds ?? [] } },
        states: {
          active: {
            initial: 'loading',
            on: {
              'live.batch': {
                guard: ({ context }) => context.following && context.page !== undefined,
                actions: assign(({ context, event }) => {
                  const page = context.page!;
                  const applied = policy.live!.apply(page.rows, event.changes, context.query);
                  return { page: applied.rows === page.rows ? page : { ...page, rows: applied.rows }, stale: context.stale || applied.refetch };
                }),
              },
              'live.resync': { guard: ({ context }) => context.following, actions: assign({ stale: true }) },
              // Turned on, the list catches up with what happened while it was off.
              'live.follow': { guard: ({ context }) => context.liveToggle, actions: assign({ following: ({ event }) => event.on, stale: ({ event }) => event.on }) },
              'collection.refresh': [{ guard: 'loaded', target: '.refreshing', reenter: true }, { target: '.loading', reenter: true }],
              'page.go': {
                guard: ({ context, event }) => event.pageIndex !== context.query.pageIndex,
                target: '.refreshing',
                reenter: true,
                actions: [assign({ query: ({ context, event }) => ({ ...context.query, pageIndex: event.pageIndex }) }), 'writeUrl'],
              },
              'sort.set': {
                target: '.refreshing',
                reenter: true,
                actions: [assign({ query: ({ context, event }) => ({ ...context.query, sort: event.sort ?? defaults.sort, pageIndex: 0 }) }), 'writeUrl'],
              },
              'filter.set': {
                target: '.refreshing',
                reenter: true,
                actions: [
                  assign({
                    query: ({ context, event }) => ({ ...context.query, filter: { ...context.query.filter, [event.name]: event.value }, pageIndex: 0 }),
                  }),
                  'writeUrl',
                ],
              },
              'filters.set': {
                target: '.refreshing',
                reenter: true,
                actions: [
                  assign({ query: ({ context, event }) => ({ ...context.query, filter: { ...context.query.filter, ...event.filter }, pageIndex: 0 }) }),
                  'writeUrl',
                ],
              },
              'url.read': {
                guard: ({ context, event }) => !sameQuery(context.query, readUrl(url, event.search)),
                target: '.refreshing',
                reenter: true,
                actions: assign({ query: ({ event }) => readUrl(url, event.search) }),
              },
            },
            states: {
              loading: {
                tags: ['loading'],
                entry: assign({ stale: false }),
                invoke: {
                  src: 'load',
                  input: ({ context }) => context.query,
                  onDone: [
                    {
                      guard: { type: 'nothingListed', params: ({ event }) => event.output },
                      target: 'empty',
                      actions: [assign({ page: ({ event }) => event.output, exported: ({ context }) => policy.exportTable?.(context.query), error: undefined, moreError: undefined }), 'openPending'],
                    },
                    { target: 'shown', actions: [assign({ page: ({ event }) => event.output, exported: ({ context }) => policy.exportTable?.(context.query), error: undefined, moreError: undefined }), 'openPending'] },
                  ],
                  onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
                },
              },
              failed: { tags: ['error'] },
              shown: {
                always: { guard: ({ context }) => context.stale, target: 'refreshing' },
                on: {
                  'page.scrolled': { guard: { type: 'nearEndWithMore', params: ({ event }) => event.distanceToEnd }, target: 'more' },
                },
              },
              // The next page of a list that reads as it scrolls, appended; a failure keeps the rows and says why.
              more: {
                tags: ['loadingMore'],
                invoke: {
                  src: 'load',
                  input: ({ context }) => ({ ...context.query, pageIndex: Math.ceil(context.page!.rows.length / (context.query.pageSize ?? 1)) }),
                  onDone: {
                    target: 'shown',
                    actions: assign({
                      page: ({ context, event }) => ({ rows: [...context.page!.rows, ...event.output.rows], total: event.output.total }),
                      moreError: undefined,
                    }),
                  },
                  onError: { target: 'shown', actions: assign({ moreError: ({ event }) => errorMessage(event.error) }) },
                },
              },
              empty: { tags: ['empty'], always: { guard: ({ context }) => context.stale, target: 'refreshing' } },
              // The rows on screen stay while the next ones load; a failure says so and keeps them. A query
              // that changes before the first answer loads afresh.
              refreshing: {
                tags: ['refreshing'],
                entry: assign({ stale: false }),
                always: { guard: ({ context }) => context.page === undefined, target: 'loading' },
                invoke: {
                  src: 'load',
                  input: ({ context }) => context.query,
                  onDone: [
                    {
                      guard: { type: 'pastTheEnd', params: ({ event }) => event.output },
                      target: 'refreshing',
                      reenter: true,
                      actions: [
                        assign({
                          query: ({ context, event }) => ({
                            ...context.query,
                            pageIndex: pageCount(event.output.total, context.query.pageSize ?? event.output.total) - 1,
                          }),
                        }),
                        'writeUrl',
                      ],
                    },
                    { guard: { type: 'nothingListed', params: ({ event }) => event.output }, target: 'empty', actions: assign({ page: ({ event }) => event.output, exported: ({ context }) => policy.exportTable?.(context.query) }) },
                    { target: 'shown', actions: assign({ page: ({ event }) => event.output, exported: ({ context }) => policy.exportTable?.(context.query), moreError: undefined }) },
                  ],
                  onError: { target: 'shown', actions: { type: 'toastError', params: ({ event }: Failed) => event.error } },
                },
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
              'item.create': {
                guard: 'canCreate',
                target: 'form',
                actions: [
                  assign({
                    form: () => ({ mode: 'create' as const, draft: policy.create!.draft(), errors: {}, incomplete: incomplete(policy.create, policy.create!.draft()) }),
                  }),
                  'writeOpened',
                ],
              },
              'item.open': [
                { guard: { type: 'refusedRow', params: ({ event }) => event.id }, actions: { type: 'toastRefusal', params: ({ event }) => event.id } },
                {
                  guard: { type: 'editableRow', params: ({ event }) => event.id },
                  target: 'form',
                  actions: [assign({ form: ({ context, event }) => openEdit(context, rowOf(context, event.id)) }), 'writeOpened'],
                },
                {
                  guard: { type: 'picksRow', params: ({ event }) => event.id },
                  target: 'form',
                  actions: assign({ form: ({ context }) => openEdit(context, undefined) }),
                },
                { guard: { type: 'fetchable', params: ({ event }) => event.id }, target: 'opening' },
              ],
              'item.delete': {
                guard: { type: 'removableRow', params: ({ event }) => event.id },
                target: 'asking',
                actions: assign({ confirm: ({ context, event }) => askDelete(rowOf(context, event.id)!) }),
              },
              'url.read': { actions: { type: 'openFromUrl', params: ({ event }) => event.search } },
            },
          },
          // A row that is not on the page (opened by its id) is fetched first.
          opening: {
            tags: ['busy'],
            invoke: {
              src: 'fetch',
              input: ({ event }) => (event.type === 'item.open' ? (event.id ?? '') : ''),
              onDone: [
                {
                  guard: { type: 'refusedFetched', params: ({ event }: Fetched) => event.output },
                  target: 'closed',
                  actions: emit(({ event }) => toast('error', permissions.refuse!(event.output)!)),
                },
                {
                  guard: { type: 'editableFetched', params: ({ event }: Fetched) => event.output },
                  target: 'form',
                  actions: [assign({ form: ({ context, event }) => openEdit(context, event.output) }), 'writeOpened'],
                },
                { target: 'closed' },
              ],
              onError: { target: 'closed', actions: { type: 'toastError', params: ({ event }: Failed) => event.error } },
            },
          },
          form: {
            tags: ['form'],
            on: {
              'form.change': {
                actions: assign({
                  form: ({ context, event }) => ({
                    ...context.form!,
                    incomplete: incomplete(context.form!.mode === 'create' ? policy.create : policy.edit, event.draft),
                  }),
                }),
              },
              'item.save': [
                { guard: { type: 'draftIncomplete', params: ({ event }: { event: { draft: Draft } }) => event.draft } },
                {
                  guard: { type: 'draftRefused', params: ({ event }: { event: { draft: Draft } }) => event.draft },
                  actions: assign({
                    form: ({ context, event }) =>
                      context.form!.mode === 'create'
                        ? { ...context.form!, draft: event.draft, errors: formErrors(policy.create, event.draft) }
                        : { ...context.form!, draft: event.draft, errors: formErrors(policy.edit, event.draft) },
                  }),
                },
                {
                  target: 'saving',
                  actions: assign({
                    form: ({ context, event }) =>
                      context.form!.mode === 'create'
                        ? { ...context.form!, draft: policy.create!.normalise?.(event.draft) ?? (event.draft), errors: {} }
                        : { ...context.form!, draft: policy.edit!.normalise?.(event.draft) ?? (event.draft), errors: {} },
                  }),
                },
              ],
              'form.cancel': { target: 'closed', actions: 'closeAll' },
              'item.delete': {
                guard: 'formRowRemovable',
                target: 'asking',
                actions: assign({ confirm: ({ context }) => askDelete((context.form as { item: Row }).item) }),
              },
              'url.read': { guard: { type: 'closedByUrl', params: ({ event }) => event.search }, target: 'closed', actions: assign({ form: undefined }) },
            },
          },
          saving: {
            tags: ['form', 'busy'],
            invoke: {
              src: 'save',
              input: ({ context }) => {
                const form = context.form!;
                const id = form.mode === 'edit' ? (form.item ? policy.key(form.item) : policy.edit!.target!(form.draft)) : '';
                return { form, id, userId: context.userId };
              },
              onDone: [
                {
                  guard: 'showsAnswer',
                  target: 'receipt',
                  actions: ['toastSaved', 'announceChange', assign({ receipt: ({ event }) => event.output }), 'closeAll', 'reload'],
                },
                { target: 'closed', actions: ['toastSaved', 'announceChange', 'closeAll', 'reload'] },
              ],
              onError: { target: 'form', actions: { type: 'toastError', params: ({ event }: Failed) => event.error } },
            },
          },
          // The form is closed; what the create answered stays on screen until the person closes it.
          receipt: {
            tags: ['receipt'],
            on: { 'receipt.close': { target: 'closed', actions: assign({ receipt: undefined }) } },
          },
          asking: {
            tags: ['confirm', 'question'],
            always: { guard: 'unasked', target: 'confirming' },
            on: {
              'delete.answer': { target: 'confirming', actions: assign({ confirm: ({ context, event }) => ({ ...context.confirm!, answer: event.answer }) }) },
              'delete.cancel': [{ guard: 'formUnderneath', target: 'form', actions: 'closeConfirm' }, { target: 'closed', actions: 'closeAll' }],
              'form.cancel': { target: 'closed', actions: 'closeAll' },
            },
          },
          confirming: {
            tags: ['confirm'],
            on: {
              'delete.confirm': 'deleting',
              'delete.cancel': [{ guard: 'formUnderneath', target: 'form', actions: 'closeConfirm' }, { target: 'closed', actions: 'closeAll' }],
              'form.cancel': { target: 'closed', actions: 'closeAll' },
            },
          },
          deleting: {
            tags: ['confirm', 'busy'],
            invoke: {
              src: 'remove',
              input: ({ context }: { context: Context }) => context.confirm!,
              onDone: { target: 'closed', actions: ['toastRemoved', 'announceChange', 'closeAll', 'reload'] },
              onError: [
                { guard: 'formUnderneath', target: 'form', actions: [{ type: 'toastError', params: ({ event }: Failed) => event.error }, 'closeConfirm'] },
                { target: 'closed', actions: [{ type: 'toastError', params: ({ event }: Failed) => event.error }, 'closeAll'] },
              ],
            },
          },
        },
      },
    },
  });
}

/** The machine with its rows and drafts untyped: what the snapshots and events of every collection share. */
export type AnyCollectionMachine = ReturnType<typeof buildCollectionMachine>;

declare const types: unique symbol;
/** A collection's machine, carrying its row and draft types for the hook and page that render it. */
export type CollectionMachine<T, C = T, U = C, R = unknown> = AnyCollectionMachine & {
  readonly [types]?: { row: T; create: C; update: U; receipt: R };
};

/**
 * The list-and-edit behaviour every collection screen shares (react-admin's list controller, as a
 * machine): the list loads, reloads keeping its rows on screen, and follows its page, sort and filters,
 * which live in the URL; a row opens in the edit form, or says why it cannot; forms are validated by
 * the policy before anything is sent, keep their draft when the server refuses it, and toast the
 * server's message; a delete is asked about first. Each success toasts the policy's text, announces
 * `collection.changed` and reloads the list. What differs between screens is the policy.
 */
export function createCollectionMachine<T, C = T, U = C, R = unknown>(policy: CollectionPolicy<T, C, U, R>): CollectionMachine<T, C, U, R> {
  // XState cannot resolve a machine's actors over type parameters: the machine is built over unknown rows.
  return buildCollectionMachine(policy as unknown as CollectionPolicy<Row, Draft, Draft>);
}
