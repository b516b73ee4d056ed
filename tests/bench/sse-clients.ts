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

const count = (batch: string, receivedAt: number) => {
  const at = committed.get(batch);
  if (at === undefined) early.set(batch, [...(early.get(batch) ?? []), receivedAt]);
  else {
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

async function follow(): Promise<void> {
  const response = await fetch(url, { headers: { authorization, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`GET /api/events: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  process.send!({ connected: true });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    const now = performance.timeOrigin + performance.now();
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data:'));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!data || !data.includes('"check.status"')) continue;
      const event = JSON.parse(data.slice(5)) as { kind?: string; row?: { message?: string } };
      if (event.kind === 'check.status' && event.row?.message) count(event.row.message, now);
    }
  }
}

for (let i = 0; i < clients; i++) void follow().catch((error: unknown) => process.send!({ failed: String(error) }));
