import { DomainError, localPage, type CollectionPage, type CollectionPort, type CollectionQuery } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

type Method = 'list' | 'get' | 'create' | 'update' | 'remove';

export interface FakeCollectionOptions<T, C, U> {
  key(row: T): string;
  readonly rows?: readonly T[];
  /** The row a draft creates (the draft itself unless said). */
  created?(draft: C, by: string): T;
  /** The row an update leaves (the row with the draft's fields unless said). */
  updated?(row: T, draft: U, by: string): T;
}

/**
 * A collection held in memory that answers as a data provider does: pages, sorts and filters the way
 * core's localPage does; get, update and remove of an id it does not hold reject as not_found, and a
 * create whose key it holds rejects as conflict. What ScriptedPort offers (failNext, hold, callsOf)
 * works on each of its methods.
 */
export class FakeCollection<T, C = T, U = C> extends ScriptedPort<Method> implements Required<CollectionPort<T, C, U>> {
  private held: T[];

  constructor(private readonly options: FakeCollectionOptions<T, C, U>) {
    super();
    this.held = [...(options.rows ?? [])];
  }

  get rows(): readonly T[] {
    return this.held;
  }

  set(rows: readonly T[]): this {
    this.held = [...rows];
    return this;
  }

  async list(query: CollectionQuery): Promise<CollectionPage<T>> {
    await this.enter('list', query);
    return localPage(this.held, query);
  }

  async get(id: string): Promise<T> {
    await this.enter('get', id);
    return this.find(id);
  }

  async create(draft: C, by: string): Promise<T> {
    await this.enter('create', draft, by);
    const row = this.options.created ? this.options.created(draft, by) : (draft as unknown as T);
    if (this.held.some((held) => this.options.key(held) === this.options.key(row))) {
      throw new DomainError('conflict', `${this.options.key(row)} already exists`);
    }
    this.held.push(row);
    return row;
  }

  async update(id: string, draft: U, by: string): Promise<T> {
    await this.enter('update', id, draft, by);
    const existing = this.find(id);
    const row = this.options.updated ? this.options.updated(existing, draft, by) : ({ ...existing, ...draft } as T);
    this.held = this.held.map((held) => (held === existing ? row : held));
    return row;
  }

  async remove(id: string, answer?: boolean): Promise<void> {
    await this.enter('remove', id, ...(answer === undefined ? [] : [answer]));
    const existing = this.find(id);
    this.held = this.held.filter((held) => held !== existing);
  }

  private find(id: string): T {
    const row = this.held.find((held) => this.options.key(held) === id);
    if (!row) throw new DomainError('not_found', `${id} not found`);
    return row;
  }
}
