export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
  readonly credentials?: RequestCredentials;
  /** Aborts when the caller gives the request up. */
  readonly signal?: AbortSignal;
}

type Answer = Response | ((request: RecordedRequest) => Response | Promise<Response>);

/** JSON (or text) answers for a fake server. */
export const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(
    body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    { status, headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers } },
  );

/**
 * A `fetch` that answers from routes registered by `METHOD /path` (query ignored for matching) and keeps
 * every request it saw. An unknown route answers 404; `down()` makes every call fail like a dead server.
 */
export class FakeFetch {
  readonly requests: RecordedRequest[] = [];
  private routes = new Map<string, Answer>();
  private isDown = false;

  on(method: string, path: string, answer: Answer): this {
    this.routes.set(`${method} ${path}`, answer);
    return this;
  }

  down(): this {
    this.isDown = true;
    return this;
  }

  last(): RecordedRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://console.test'), init);
    const url = new URL(request.url);
    const text = init.body === undefined || init.body === null ? undefined : String(init.body);
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      headers: new Headers(init.headers ?? request.headers),
      body: text === undefined ? undefined : JSON.parse(text),
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    this.requests.push(recorded);
    if (this.isDown) throw new TypeError('fetch failed');
    const answer = this.routes.get(`${request.method} ${url.pathname}`);
    if (!answer) return reply(404, { error: `no route ${request.method} ${url.pathname}` });
    return typeof answer === 'function' ? answer(recorded) : answer.clone();
  };
}
