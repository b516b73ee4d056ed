/** A list's order: one column, descending or not. */
export interface CollectionSort {
  readonly column: string;
  readonly desc: boolean;
}

/** Filters by name; an empty value filters nothing. */
export type CollectionFilter = Readonly<Record<string, string>>;

/** What a list asks its data provider for (react-admin's getList parameters). */
export interface CollectionQuery {
  /** Counted from 0. */
  readonly pageIndex: number;
  /** Rows per page; absent, the whole list is one page. */
  readonly pageSize?: number;
  readonly sort?: CollectionSort;
  readonly filter: CollectionFilter;
}

/** One page of rows and how many rows the whole list holds. */
export interface CollectionPage<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/**
 * The data-provider contract a list-and-edit screen's port is adapted to (react-admin's dataProvider):
 * the screen needs only what it offers. Failures reject with a DomainError, whose message is shown.
 * `by` is the signed-in person's id, for ports that record who wrote (created_by).
 */
export interface CollectionPort<T, C = T, U = C, R = unknown> {
  list(query: CollectionQuery): Promise<CollectionPage<T>>;
  /** A row that is not on the page shown, opened by its id. */
  get?(id: string): Promise<T>;
  /** Answers what the page shows once, when the policy's create form says so (an agent's token). */
  create?(draft: C, by: string): Promise<R>;
  update?(id: string, draft: U, by: string): Promise<unknown>;
  /** `answer`: the yes or no to the policy's question before the delete, when it asks one. */
  remove?(id: string, answer?: boolean): Promise<void>;
}

/** Why a form was refused: a message for the whole form, one per field, or both. */
export interface FormErrors {
  readonly message?: string;
  readonly fields?: Readonly<Record<string, string | undefined>>;
}
