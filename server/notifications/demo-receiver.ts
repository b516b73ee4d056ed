import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the demo receiver took. */
export interface InboxMessage {
  receivedAt: string;
  method: string;
  path: string;
  contentType: string | null;
  /** The body parsed as JSON when it is JSON, else its text. */
  body: unknown;
}

/** The newest messages are kept; older ones drop off, so a long-running demo stays small. */
const KEPT = 500;
/** A body past this is cut: the receiver is a demo, not storage. */
const MAX_BODY = 64 * 1024;

/** What the demo receiver took, newest last; read by `GET /api/demo/inbox`. */
export class DemoInbox {
  private readonly messages: InboxMessage[] = [];

  add(message: InboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > KEPT) this.messages.splice(0, this.messages.length - KEPT);
  }

  list(): readonly InboxMessage[] {
    return [...this.messages];
  }
}

/** The port the demo receiver prefers (beside the demo DNS server's 1053); the seed's connection names it. */
export const DEMO_RECEIVER_PORT = 1054;
export const DEMO_RECEIVER_PATH = '/inbox';
export const demoReceiverUrl = (port: number) => `http://127.0.0.1:${port}${DEMO_RECEIVER_PATH}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY)));
    request.on('error', reject);
  });
}

const parsed = (text: string, contentType: string | null) => {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export interface DemoReceiver {
  port: number;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The demo receiver (DECISIONS §29): an HTTP server on 127.0.0.1, like the demo DNS server, that
 * answers every request 200 and keeps it in `inbox`, so the demo's notification rules have somewhere
 * real to send. It tries `port` (1054) and, when taken, an ephemeral port; the demo connection is
 * pointed at the port it got.
 */
export async function startDemoReceiver(inbox: DemoInbox, options: { port?: number } = {}): Promise<DemoReceiver> {
  const handler = async (request: IncomingMessage, response: import('node:http').ServerResponse) => {
    const contentType = request.headers['content-type'] ?? null;
    const text = await readBody(request).catch(() => '');
    inbox.add({
      receivedAt: new Date().toISOString(), method: request.method ?? 'GET', path: request.url ?? '/', contentType, body: parsed(text, contentType),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  };
  let server = createServer((request, response) => void handler(request, response));
  const preferred = options.port ?? DEMO_RECEIVER_PORT;
  try {
    await listen(server, preferred);
  } catch (error) {
    if (preferred === 0) throw error;
    server = createServer((request, response) => void handler(request, response));
    await listen(server, 0);
  }
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
