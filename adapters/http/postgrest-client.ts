import type * as t from 'io-ts';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import { parseContentRange, type PostgrestQuery } from './postgrest';

export interface Page<A> {
  readonly rows: A[];
  /** Present when the count was asked for (Prefer: count=exact). */
  readonly total?: number;
}

/** Runs PostgREST queries under /api/db and decodes every answer with the caller's codec. */
export class PostgrestClient {
  constructor(private readonly http: HttpClient) {}

  async select<A>(
    query: PostgrestQuery<unknown>,
    codec: t.Decoder<unknown, A[]>,
    options: { count?: boolean; signal?: AbortSignal } = {},
  ): Promise<Page<A>> {
    const response = await this.http.request(query.path, {
      query: query.toString(),
      signal: options.signal,
      headers: options.count ? { Prefer: 'return=representation, count=exact' } : undefined,
    });
    const rows = decode(codec, response.data, `GET ${query.path}`);
    return options.count ? { rows, total: parseContentRange(response.headers.get('content-range')) ?? rows.length } : { rows };
  }

  async insert<A>(relation: string, body: unknown, codec: t.Decoder<unknown, A[]>): Promise<A[]> {
    const response = await this.http.request(`/db/${relation}`, { method: 'POST', body });
    return decode(codec, response.data, `POST /db/${relation}`);
  }

  async update<A>(query: PostgrestQuery<unknown>, body: unknown, codec: t.Decoder<unknown, A[]>): Promise<A[]> {
    const response = await this.http.request(query.path, { method: 'PATCH', query: query.toString(), body });
    return decode(codec, response.data, `PATCH ${query.path}`);
  }

  async remove<A>(query: PostgrestQuery<unknown>, codec: t.Decoder<unknown, A[]>): Promise<A[]> {
    const response = await this.http.request(query.path, { method: 'DELETE', query: query.toString() });
    return decode(codec, response.data, `DELETE ${query.path}`);
  }
}
