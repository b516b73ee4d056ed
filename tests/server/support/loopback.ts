import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestServer } from './test-server';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** The test server's app on a real socket at 127.0.0.1, so each request's client address is its socket's. */
export function listenOnLoopback(server: TestServer): Promise<Listening> {
  return new Promise((resolve) => {
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((closed) => http.close(() => closed())),
      }),
    );
  });
}

/**
 * A fetch-like function for a client at `localAddress` (any of 127.0.0.0/8 on Linux): Node's fetch cannot
 * choose the address a connection leaves from, http.request can.
 */
export function fetchFrom(baseUrl: string, localAddress: string) {
  return (path: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const headers = Object.fromEntries(new Headers(init.headers));
      const outgoing = request(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, localAddress, agent: false }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const answer = new Headers();
          for (let i = 0; i < incoming.rawHeaders.length; i += 2) answer.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
          const body = Buffer.concat(chunks);
          resolve(new Response(body.length > 0 ? body : null, { status: incoming.statusCode, headers: answer }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
