export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

/** Anything that runs SQL: the database itself or a transaction. Values always travel as bound parameters. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements with no parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly engine: Engine;
  /** Runs `fn` in one transaction: it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` until the returned function is called. `onResumed`
   * runs after a lost listening connection is back: what was notified meanwhile is gone.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The same database for the server's own work, which nobody waits on (check runs, scrapes, sweeps):
   * on an engine that runs one statement at a time it yields to requests. Absent where it needs not.
   */
  readonly background?: Database;
}

/** Where the server's own work runs its statements. */
export const backgroundOf = (db: Database): Database => db.background ?? db;

/** An error with a message fit for the person starting the server (no stack is printed for these). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
