/** One SSE message as a stream carried it. */
export interface SseMessage {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads a text/event-stream body message by message. `until` resolves once a message matches, or
 * rejects after `ms` (short: events travel within a flush of 100 ms).
 */
export class SseReader {
  private buffer = '';
  readonly messages: SseMessage[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  /** A read that outlived a timeout is kept, so its chunk is not lost. */
  private reading?: Promise<ReadableStreamReadResult<Uint8Array>>;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  async until(match: (message: SseMessage) => boolean, ms = 3_000): Promise<SseMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      let timer: NodeJS.Timeout | undefined;
      this.reading ??= this.reader.read();
      const chunk = await Promise.race([
        this.reading,
        new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), left))),
      ]).finally(() => clearTimeout(timer));
      if (!chunk) continue;
      this.reading = undefined;
      if (chunk.done) throw new Error(`the stream ended; got ${JSON.stringify(this.messages)}`);
      this.take(this.decoder.decode(chunk.value, { stream: true }));
    }
  }

  private take(text: string) {
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      if (!fields.has('data')) continue;
      this.messages.push({ id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data')!) as Record<string, unknown> });
    }
  }

  async close() {
    await this.reader.cancel().catch(() => undefined);
  }
}
