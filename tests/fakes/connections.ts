import {
  HTTP_TESTED_CONNECTION_TYPES, SQL_TESTED_CONNECTION_TYPES, connectionWriteOf, type Connection, type ConnectionDraft, type ConnectionPort,
  type ConnectionTestOutcome, type ConnectionWrite,
} from '../../core/settings/connections';
import { DomainError } from '../../core/shared';
import { FakeCollection } from './collection';

const MASK = '***';
const REFERENCE = /^(secret|configmap):\/\//;
/** DECISIONS §30: a literal secret reads as the mask; a reference and nothing read as stored. */
const masked = (value: string | undefined) => (value === undefined || value === '' || REFERENCE.test(value) ? value : MASK);
/** A write that sends the mask keeps what was stored. */
const kept = (sent: string | null, stored: string | undefined) => (sent === MASK ? stored : (sent ?? undefined));

/** A connection as a scenario writes it. */
export const aConnection = (given: Partial<Connection> & { id: string }): Connection => ({
  name: given.id,
  namespace: 'default',
  type: 'http',
  insecureTls: false,
  properties: {},
  createdAt: '2024-06-01T00:00:00Z',
  ...given,
});

function columnsOf(write: ConnectionWrite, stored?: Connection): Omit<Connection, 'id' | 'createdAt' | 'createdBy'> {
  if (write.name === '') throw new DomainError('invalid', 'null value in column "name" of relation "connections" violates not-null constraint');
  return {
    name: write.name,
    namespace: write.namespace,
    type: write.type,
    url: write.url ?? undefined,
    username: kept(write.username, stored?.username),
    password: kept(write.password, stored?.password),
    certificate: kept(write.certificate, stored?.certificate),
    insecureTls: write.insecure_tls,
    properties: write.properties,
  };
}

/**
 * Connections in memory, answering as the built-in backend does: secrets read masked and the mask sent
 * back keeps them, two connections may not share a name in a namespace, and a test passes for the types
 * the built-in backend tests and is unsupported for the others, unless a scenario says otherwise.
 */
export class FakeConnectionPort extends FakeCollection<Connection, ConnectionDraft, ConnectionDraft> implements ConnectionPort {
  private readonly outcomes = new Map<string, ConnectionTestOutcome>();

  constructor(rows: readonly Connection[] = []) {
    let made = 0;
    const unique = (write: ConnectionWrite, id?: string) => {
      if (this.rows.some((row) => row.id !== id && row.name === write.name && row.namespace === write.namespace)) {
        throw new DomainError('conflict', 'duplicate key value violates unique constraint "connections_name_unique"');
      }
      return write;
    };
    super({
      key: (row) => row.id,
      rows,
      created: (draft, by) => ({
        id: `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`,
        ...columnsOf(unique(connectionWriteOf(draft))),
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, made)).toISOString(),
        createdBy: { id: by, name: by },
      }),
      updated: (row, draft) => ({ ...row, ...columnsOf(unique(connectionWriteOf(draft), row.id), row) }),
    });
  }

  /** The rows as the API reads them: literal secrets masked. */
  override async list(...args: Parameters<FakeCollection<Connection, ConnectionDraft, ConnectionDraft>['list']>) {
    const page = await super.list(...args);
    return { ...page, rows: page.rows.map(readable) };
  }

  override async get(id: string): Promise<Connection> {
    return readable(await super.get(id));
  }

  override async create(draft: ConnectionDraft, by: string): Promise<Connection> {
    return readable(await super.create(draft, by));
  }

  override async update(id: string, draft: ConnectionDraft, by: string): Promise<Connection> {
    return readable(await super.update(id, draft, by));
  }

  /** What the next tests of a connection answer. */
  answerTest(id: string, outcome: ConnectionTestOutcome): this {
    this.outcomes.set(id, outcome);
    return this;
  }

  async test(id: string): Promise<ConnectionTestOutcome> {
    const row = this.rows.find((held) => held.id === id);
    if (!row) return { kind: 'failed' };
    const set = this.outcomes.get(id);
    if (set) return set;
    return [...HTTP_TESTED_CONNECTION_TYPES, ...SQL_TESTED_CONNECTION_TYPES].includes(row.type) ? { kind: 'passed' } : { kind: 'unsupported' };
  }
}

const readable = (row: Connection): Connection => ({
  ...row,
  username: masked(row.username),
  password: masked(row.password),
  certificate: masked(row.certificate),
});
