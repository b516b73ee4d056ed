import type { ExportTable } from '../export/model';
import type { LiveEvent, LiveKind } from '../live/model';
import type { liveSubscriptionOf } from '../live/subscription';
import type { CollectionPort, CollectionQuery, FormErrors } from './model';

/** One of a collection's forms: what it opens with, what it refuses, and what it sends. */
export interface CollectionForm<T, D> {
  /** The draft it opens with: empty to create, the row's values to edit (no row: the form picks one). */
  draft(item?: T): D;
  /** Fields that may not be blank; each says core/shared's REQUIRED_FIELD_MESSAGE. Ignored when `validate` is given. */
  readonly required?: readonly (keyof D & string)[];
  /** The specs' messages for a refused draft; empty when it may be sent. */
  validate?(draft: D): FormErrors;
  /** The draft as it is sent (surrounding blanks dropped...). */
  normalise?(draft: D): D;
  /** The draft may not be sent yet (a step comes first, or the form waits for valid values): its submit waits. */
  incomplete?(draft: D): boolean;
}

/** The create form; when it shows its answer, the page shows what the create answered until it is closed. */
export interface CollectionCreateForm<T, C> extends CollectionForm<T, C> {
  readonly showsAnswer?: boolean;
}

/** An edit form that picks the row it changes itself (Add Role to User picks the person). */
export interface CollectionEditForm<T, U> extends CollectionForm<T, U> {
  target?(draft: U): string;
}

/** The permission answers of permissions.md, asked with the signed-in person's roles. */
export interface CollectionPermissions<T> {
  create(roles: readonly string[]): boolean;
  /** `item` absent: the right in general (a header action, an edit form that picks its row). */
  edit(roles: readonly string[], item?: T): boolean;
  remove(roles: readonly string[], item?: T): boolean;
  /** Why a row never opens for editing, whoever asks (a local feature flag): shown as an error toast. */
  refuse?(item: T): string | undefined;
}

/**
 * The specs' strings of a collection: its empty state, its toasts and its delete confirmation. A
 * read-only list (Jobs History) has only its empty state; each other one is needed by the form or
 * the delete that uses it.
 */
export interface CollectionTexts<T, C, U> {
  readonly empty: string;
  created?(draft: C): string;
  /** `item`: the row changed, when it is on the page. */
  updated?(draft: U, item: T | undefined): string;
  removed?(item: T): string;
  confirmDelete?(item: T): { readonly title: string; readonly message: string };
  /** A question asked before the confirmation, whose answer the delete takes (seed 000 §4: the agent's resources too?). */
  question?(item: T): CollectionQuestion;
}

/** A yes-or-no question; Cancel is always offered as well. */
export interface CollectionQuestion {
  readonly title: string;
  readonly message: string;
  readonly yes: string;
  readonly no: string;
}

/** The URL parameters that open a form (seed 000 §2.7's id and addAgent=true): a row's edit form by its key, the create form with true. */
export interface CollectionOpenParams {
  readonly row: string;
  readonly create?: string;
}

export interface CollectionPageParam {
  readonly name: string;
  /** The number the first page has in the URL. */
  readonly first: number;
}

/**
 * A list that follows the live stream (DECISIONS §31): its area's bind gives the subscription, and the
 * rows on screen take the changes of its kinds in one patch per batch.
 */
export interface CollectionLive<T> {
  readonly subscription: ReturnType<typeof liveSubscriptionOf<LiveEvent>>;
  readonly kinds: readonly LiveKind[];
  /**
   * The rows with the changes applied; `refetch` when a change cannot be applied from the event alone
   * (a row the page does not hold, a new row the filters may or may not admit): the page is read again,
   * once however many changes asked for it.
   */
  apply(rows: readonly T[], changes: readonly LiveEvent[], query: CollectionQuery): { rows: readonly T[]; refetch: boolean };
  /** The list offers a 'Live' toggle, off at first, and follows the stream only while it is on. */
  readonly toggle?: boolean;
}

/**
 * What one list-and-edit screen is (the part createCollectionMachine does not share): its data
 * provider, the query it opens with, who may do what, its forms and its texts. A form left out is an
 * action the screen does not offer.
 */
export interface CollectionPolicy<T, C = T, U = C, R = unknown> {
  /** The machine's id, e.g. 'featureFlags'. */
  readonly id: string;
  /** A row's id, as the provider's get, update and remove take it. */
  key(row: T): string;
  readonly provider: CollectionPort<T, C, U, R>;
  /** Where the rows the provider pages through are read from: the list offers an export of them all. */
  readonly exportTable?: (query: CollectionQuery) => ExportTable;
  /** What the page shows when its URL says nothing; without a pageSize the whole list is one page. */
  readonly query?: Partial<CollectionQuery>;
  /** Absent, opening and closing a form leaves the URL as it is. */
  readonly openParams?: CollectionOpenParams;
  /**
   * The list reads its next page as the person scrolls near its end (`page.scrolled`), the rows of each
   * page appended, instead of a pager; the URL then holds no page (a large list, e.g. the catalog's).
   */
  readonly scrolls?: boolean;
  /** The page's URL parameter, when it is not the 0-based `pageIndex` (the catalog's changes use `page`, from 1). */
  readonly pageParam?: CollectionPageParam;
  readonly permissions: CollectionPermissions<T>;
  readonly create?: CollectionCreateForm<T, C>;
  readonly edit?: CollectionEditForm<T, U>;
  readonly texts: CollectionTexts<T, C, U>;
  readonly live?: CollectionLive<T>;
}
