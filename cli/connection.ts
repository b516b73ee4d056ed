import { optionText, type ParsedArgs } from './args';

export const DEFAULT_URL = 'http://localhost:8080';

/** Where the console's API is and how to sign in to it (DECISIONS §1: scripts use Basic or a token). */
export interface Connection {
  /** The server's address; the API is under `/api` there. */
  readonly url: string;
  /** The Authorization header, when credentials were given. */
  readonly authorization?: string;
}

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * `--url`, else MC_URL, else the built-in backend's default address. An access token (MC_TOKEN) is sent
 * as a bearer token; otherwise MC_USER and MC_PASSWORD go as HTTP Basic. Credentials come from the
 * environment only, so they stay out of shell history and process listings.
 */
export function connectionFrom(args: ParsedArgs, env: Environment): Connection {
  const url = (optionText(args, 'url') ?? env.MC_URL ?? DEFAULT_URL).replace(/\/+$/, '');
  if (env.MC_TOKEN) return { url, authorization: `Bearer ${env.MC_TOKEN}` };
  if (env.MC_USER) {
    const basic = Buffer.from(`${env.MC_USER}:${env.MC_PASSWORD ?? ''}`).toString('base64');
    return { url, authorization: `Basic ${basic}` };
  }
  return { url };
}

/** A fetch that signs every request with the connection's credentials. */
export function signedFetch(connection: Connection, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (connection.authorization) headers.set('Authorization', connection.authorization);
    return fetch(input, { ...init, headers });
  };
}
