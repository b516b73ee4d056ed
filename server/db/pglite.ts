import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, QueryResult, Queryable, Row } from './database';
import { ForegroundFirst } from './foreground-first';
import { PrivateNodeFS } from './private-files';

export const PGLITE_EXTENSIONS = { pgcrypto, hstore, pg_trgm };

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function queryable(target: PgliteLike): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[]);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;
  private readonly q: Queryable;
  private readonly turns = new ForegroundFirst();
  /** The same database whose statements wait for requests' statements (ForegroundFirst). */
  readonly background: Database;

  constructor(readonly pg: PGlite) {
    this.q = queryable(pg);
    this.background = {
      engine: this.engine,
      query: (sql, params) => this.turns.background(() => this.q.query(sql, params)),
      exec: (sql) => this.turns.background(() => this.q.exec(sql)),
      transaction: (fn) => this.turns.background(() => this.pg.transaction((tx) => fn(queryable(tx)))),
      listen: (channel, onPayload) => this.listen(channel, onPayload),
      close: () => this.close(),
    };
  }

  /** Opens (or creates) a database in `dataDir`, or in memory when no directory is given. */
  static async open(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
    const pg = await PGlite.create({
      ...(options.dataDir ? { fs: new PrivateNodeFS(options.dataDir) } : {}),
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    // UTC, like the PostgreSQL pool, so timestamps serialise the same on both engines. PGlite's pages are
    // read from files the process keeps hot, so a random read costs about what a sequential one does:
    // at the default of 4 the planner chose 60 ms scans of every check over their 10 ms trigram index.
    await pg.exec("SET TIME ZONE 'UTC'; SET random_page_cost = 1.1");
    return new PgliteDatabase(pg);
  }

  query<T = Row>(sql: string, params?: readonly unknown[]) {
    return this.turns.foreground(() => this.q.query<T>(sql, params));
  }

  exec(sql: string) {
    return this.turns.foreground(() => this.q.exec(sql));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.turns.foreground(() => this.pg.transaction((tx) => fn(queryable(tx))));
  }

  /** In-process: a PGlite's notifications cannot be lost, so it never resumes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onPayload);
  }

  /** A compressed copy of the whole data directory: reopening it is much cheaper than migrating again. */
  dump(): Promise<Blob> {
    return this.pg.dumpDataDir('gzip') as Promise<Blob>;
  }

  async close() {
    if (!this.pg.closed) await this.pg.close();
  }
}
