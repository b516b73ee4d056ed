import type { SnapshotFrom } from 'xstate';
import { pageCount } from '../pagination';
import type { AnyCollectionMachine, CollectionConfirm, CollectionFormState } from './collection.machine';
import type { ExportTable } from '../export/model';
import type { CollectionFilter, CollectionSort } from './model';
import type { CollectionQuestion } from './policy';

const NO_ROWS: readonly never[] = [];

/** What a collection page renders (CollectionPage in ui/components). */
export interface CollectionView<T, C = T, U = C, R = unknown> {
  readonly rows: readonly T[];
  readonly total: number;
  /** Counted from 0. */
  readonly pageIndex: number;
  readonly pageCount: number;
  /** The list comes in pages: the pager shows. */
  readonly paged: boolean;
  /** A list that reads as it scrolls: its next page is being read. */
  readonly loadingMore: boolean;
  /** A list that reads as it scrolls: why its next page could not be read. */
  readonly moreError?: string;
  readonly sort?: CollectionSort;
  readonly filter: CollectionFilter;
  /** The first load: a skeleton instead of the table. */
  readonly loading: boolean;
  /** The rows are there (the header's actions may be used). */
  readonly ready: boolean;
  /** A reload, with the rows kept on screen. */
  readonly refreshing: boolean;
  /** The whole filtered list, for the Export button (a list whose provider offers one). */
  readonly exported?: ExportTable;
  /** Why the first load failed: an error panel with Retry instead of the table. */
  readonly error?: string;
  /** A list with a 'Live' toggle: whether it is on (the list tails the live stream). */
  readonly live?: { readonly on: boolean };
  readonly empty: boolean;
  readonly emptyText: string;
  /** Something is being opened, saved or deleted. */
  readonly busy: boolean;
  readonly canCreate: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  /** The open form: its mode, the draft it shows, why it was refused, its row. */
  readonly form?: CollectionFormState<T, C, U>;
  readonly formOpen: boolean;
  readonly saving: boolean;
  /** The policy's question before a delete, while it is asked. */
  readonly question?: CollectionQuestion;
  /** The delete being asked about. */
  readonly confirm?: CollectionConfirm<T>;
  readonly deleting: boolean;
  /** What the last create answered, while it is shown. */
  readonly receipt?: R;
}

export function selectCollectionView(snapshot: SnapshotFrom<AnyCollectionMachine>): CollectionView<unknown> {
  const { context } = snapshot;
  const { query, page } = context;
  const busy = snapshot.hasTag('busy');
  const formOpen = snapshot.hasTag('form') || (snapshot.hasTag('confirm') && context.form !== undefined);
  const asking = snapshot.hasTag('question');
  return {
    rows: page?.rows ?? NO_ROWS,
    total: page?.total ?? 0,
    pageIndex: query.pageIndex,
    pageCount: query.pageSize === undefined || context.scrolls ? 1 : pageCount(page?.total ?? 0, query.pageSize),
    paged: query.pageSize !== undefined && !context.scrolls,
    loadingMore: snapshot.hasTag('loadingMore'),
    moreError: context.moreError,
    sort: query.sort,
    filter: query.filter,
    loading: snapshot.hasTag('loading'),
    ready: page !== undefined,
    refreshing: snapshot.hasTag('refreshing') && page !== undefined,
    exported: page === undefined ? undefined : context.exported,
    error: snapshot.hasTag('error') ? context.error : undefined,
    live: context.liveToggle ? { on: context.following } : undefined,
    empty: snapshot.hasTag('empty'),
    emptyText: context.emptyText,
    busy,
    canCreate: context.can.create,
    canEdit: context.can.edit,
    canDelete: context.can.remove,
    form: context.form,
    formOpen,
    saving: formOpen && busy && snapshot.hasTag('form'),
    question: asking ? context.confirm?.question : undefined,
    confirm: asking ? undefined : context.confirm,
    deleting: snapshot.hasTag('confirm') && busy,
    receipt: snapshot.hasTag('receipt') ? context.receipt : undefined,
  };
}
