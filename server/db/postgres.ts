import pg from 'pg';
import type { Database, QueryResult, Queryable, Row } from './database';
import { PostgresListener } from './postgres-listener';

// Counts (int8) come back as numbers, as PGlite returns them, so both engines answer alike.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => (value === null ? null : Number(value));
    return pg.types.getTypeParser(oid, format);
  },
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query({ text: sql, values: params as unknown[], types } as pg.QueryConfig);
      return {
        rows: result.rows as T[],
        rowCount: result.rowCount ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  private readonly q: Queryable;

  private readonly listener: PostgresListener;

  private constructor(private readonly pool: pg.Pool, connectionString: string) {
    this.q = queryable(pool);
    this.listener = new PostgresListener(connectionString);
  }

  static async open(connectionString: string, max = 10): Promise<PostgresDatabase> {
    // UTC on every connection, like PGlite, so timestamps serialise the same on both engines.
    const pool = new pg.Pool({ connectionString, max, options: '-c TimeZone=UTC' });
    // An idle connection the database dropped (a restart, an outage) is an event, not a crash: the pool
    // discards it, and the next query connects again once the database is back.
    pool.on('error', (error) => console.error(`A PostgreSQL connection was lost (${error.message}); the next query reconnects.`));
    // Fail fast with the driver's message when the server is unreachable.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool, connectionString);
  }

  query<T = Row>(sql: string, params?: readonly unknown[]) {
    return this.q.query<T>(sql, params);
  }

  exec(sql: string) {
    return this.q.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    // A checked-out connection the database drops emits 'error' with no pool listening: without a
    // listener of its own that event ends the process. The query in flight fails, and so does the call.
    const lost = () => (broken = true);
    client.on('error', lost);
    try {
      await client.query('BEGIN');
      const result = await fn(queryable(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is gone: it leaves the pool instead of going back to it.
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void) {
    return this.listener.listen(channel, onPayload, onResumed);
  }

  async close() {
    await this.listener.close();
    await this.pool.end();
  }
}
