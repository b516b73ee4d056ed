import { serviceIdentifier } from '../../core/shared';
import { createFetch, type FetchResponse } from 'ofetch';
import { httpError, networkError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  readonly method?: HttpMethod;
  /** Already encoded (PostgREST needs its own encoding, see postgrest.ts). */
  readonly query?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** `stream`: the body as a ReadableStream, read as it comes (an export). */
  readonly responseType?: 'json' | 'text' | 'blob' | 'stream';
  /** Gives the request up (the caller no longer wants its answer): it rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly data: unknown;
}

export const HttpClient = serviceIdentifier<HttpClient>('HttpClient');
export interface HttpClient {
  /** Resolves with a 2xx answer; rejects with a DomainError for anything else. */
  request(path: string, init?: HttpRequest): Promise<HttpResponse>;
}

/** Called on any 401, before the error is thrown (DECISIONS §2 says where the browser goes). */
export const UnauthenticatedHandler = serviceIdentifier<UnauthenticatedHandler>('UnauthenticatedHandler');
export type UnauthenticatedHandler = () => void;

export interface HttpClientOptions {
  readonly baseURL?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly onUnauthenticated?: UnauthenticatedHandler;
}

/** A refused streamed request's body, read whole (it is a short error): JSON when it is, else its text. */
async function streamedError(body: unknown): Promise<unknown> {
  if (!(body instanceof ReadableStream)) return body;
  const text = await new Response(body).text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The console's one HTTP client: relative `/api`, cookies, JSON, and the representation back (reference §1.1). */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });
  const baseURL = options.baseURL ?? '/api';

  return {
    async request(path, init = {}) {
      const url = `${baseURL}${path}${init.query ? `?${init.query}` : ''}`;
      let response: FetchResponse<unknown>;
      try {
        response = await $fetch.raw(url, {
          method: init.method ?? 'GET',
          body: init.body as BodyInit | Record<string, unknown> | undefined,
          credentials: 'include',
          headers: {
            Accept: 'application/json',
            Prefer: 'return=representation',
            ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
            ...init.headers,
          },
          responseType: init.responseType === 'json' ? undefined : init.responseType,
          ignoreResponseError: true,
          retry: 0,
          signal: init.signal,
        });
      } catch (cause) {
        throw networkError(cause);
      }
      if (response.status === 401) options.onUnauthenticated?.();
      if (response.status < 200 || response.status >= 300) {
        throw httpError(response.status, init.responseType === 'stream' ? await streamedError(response._data) : response._data);
      }
      return { status: response.status, headers: response.headers, data: response._data };
    },
  };
}
