import { get } from 'node:http';

/**
 * The SSE benchmark's clients (tests/bench/sse.ts), in a process of their own so their work does not
 * slow the server they measure: CLIENTS streams of /api/events on loopback. The parent sends each batch's
 * commit time; every check status a stream carries counts its delay from that commit, in 1 ms buckets.
 */
const url = process.env.SSE_URL!;
const authorization = process.env.SSE_AUTH!;
const clients = Number(process.env.SSE_CLIENTS ?? 500);

const buckets = new Uint32Array(60_000);
const committed = new Map<string, number>();
/** Events of a batch whose commit time has not arrived yet. */
const early = new Map<string, number[]>();
let delivered = 0;
/** Where a check status's message starts: the bench names each batch b<n> and writes it as the message. */
const MARK = '"message":"b';

const count = (batch: string, receivedAt: number) => {
  const at = committed.get(batch);
  if (at === undefined) {
    const waiting = early.get(batch);
    if (waiting) waiting.push(receivedAt);
    else early.set(batch, [receivedAt]);
  } else {
    buckets[Math.min(buckets.length - 1, Math.max(0, Math.round(receivedAt - at)))]!++;
    delivered++;
  }
};

process.on('message', (message: { batch?: string; at?: number; report?: boolean }) => {
  if (message.batch !== undefined && message.at !== undefined) {
    committed.set(message.batch, message.at);
    for (const receivedAt of early.get(message.batch) ?? []) count(message.batch, receivedAt);
    early.delete(message.batch);
  }
  if (message.report) {
    let seen = 0;
    let p95 = 0;
    let p50 = 0;
    for (let ms = 0; ms < buckets.length; ms++) {
      seen += buckets[ms]!;
      if (!p50 && seen >= delivered * 0.5) p50 = ms;
      if (seen >= delivered * 0.95) {
        p95 = ms;
        break;
      }
    }
    process.send!({ delivered, p50, p95 });
  }
});

/** node:http, not fetch: a plain socket per stream costs less than a web stream, so one process holds 500. */
function follow(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { authorization, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events: HTTP ${response.statusCode}`));
        return;
      }
      // The bench's events are ASCII: latin1 decodes them without UTF-8's checks.
      response.setEncoding('latin1');
      let tail = '';
      process.send!({ connected: true });
      response.on('data', (value: string) => {
        const now = performance.timeOrigin + performance.now();
        // Whole events only; one that a chunk cut waits for the rest. Each check status carries its
        // batch as its message, found by a scan rather than a JSON parse per event.
        const text = tail + value;
        const end = text.lastIndexOf('\n\n');
        if (end === -1) {
          tail = text;
          return;
        }
        tail = text.slice(end + 2);
        for (let at = text.indexOf(MARK); at !== -1 && at < end; at = text.indexOf(MARK, at + MARK.length)) {
          const from = at + MARK.length - 1;
          count(text.slice(from, text.indexOf('"', from)), now);
        }
      });
      response.on('end', resolve);
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

for (let i = 0; i < clients; i++) void follow().catch((error: unknown) => process.send!({ failed: String(error) }));
