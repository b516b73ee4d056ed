import { DEMO_PASSWORD, DEMO_PEOPLE } from './server';

/** The API as an admin script calls it (HTTP Basic, DECISIONS §1), on the server at `baseUrl`; a non-2xx throws. */
export function adminApi(baseUrl: () => string) {
  return async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO_PEOPLE.admin}:${DEMO_PASSWORD}`).toString('base64')}`,
        accept: 'application/json',
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
