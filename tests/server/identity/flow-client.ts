import { generate } from 'otplib';
import { CookieJar, type TestServer } from '../support/test-server';

export interface UiText {
  id: number;
  text: string;
  type: string;
  context?: Record<string, unknown>;
}

export interface UiNode {
  type: string;
  group: string;
  attributes: { name?: string; type?: string; value?: unknown; id?: string; src?: string; href?: string; text?: UiText; node_type: string };
  messages: UiText[];
  meta: { label?: UiText };
}

export interface Flow {
  id: string;
  type: string;
  state: string;
  return_to?: string;
  expires_at: string;
  requested_aal?: string;
  refresh?: boolean;
  identity?: { id: string; traits: { email: string; name?: { first?: string; last?: string } } };
  ui: { action: string; nodes: UiNode[]; messages?: UiText[] };
}

export interface KratosErrorBody {
  error: { id?: string; code: number; reason?: string; message: string; details?: Record<string, unknown> };
  redirect_browser_to?: string;
  use_flow_id?: string;
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export const nodeNamed = (flow: Flow, name: string) => flow.ui.nodes.find((n) => n.attributes.name === name);
export const nodeWithId = (flow: Flow, id: string) => flow.ui.nodes.find((n) => n.attributes.id === id);
export const csrfOf = (flow: Flow) => nodeNamed(flow, 'csrf_token')!.attributes.value as string;
export const messageIds = (flow: Flow) => (flow.ui.messages ?? []).map((m) => m.id);
export const nodeMessageIds = (flow: Flow, name: string) => (nodeNamed(flow, name)?.messages ?? []).map((m) => m.id);

/** One browser: a cookie jar and the self-service calls the console makes, as JSON. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(readonly server: TestServer) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = { ...(init.headers as Record<string, string>), cookie: this.jar.header() };
    const response = await this.server.request(path, { ...init, headers });
    this.jar.take(response);
    return response;
  }

  async init(type: string, query = ''): Promise<{ status: number; body: Flow & KratosErrorBody }> {
    const response = await this.request(`/api/.ory/self-service/${type}/browser${query}`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as Flow & KratosErrorBody };
  }

  async flow(type: string, query = ''): Promise<Flow> {
    const { status, body } = await this.init(type, query);
    if (status !== 200) throw new Error(`${type} init answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  async get(type: string, id: string) {
    const response = await this.request(`/api/.ory/self-service/${type}/flows?id=${id}`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as Flow & KratosErrorBody };
  }

  /** Posts `body` to the flow's action with its CSRF token (unless the body says otherwise). */
  async submit<T = Flow & KratosErrorBody & Record<string, unknown>>(flow: Flow, body: Record<string, unknown>) {
    const response = await this.request(pathOf(flow.ui.action), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ csrf_token: csrfOf(flow), ...body }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async whoami() {
    const response = await this.request('/api/.ory/sessions/whoami', { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & KratosErrorBody };
  }

  async signIn(email: string, password: string) {
    const flow = await this.flow('login');
    return this.submit(flow, { method: 'password', identifier: email, password });
  }

  async signOut() {
    const created = await this.request('/api/.ory/self-service/logout/browser', { headers: { accept: 'application/json' } });
    const { logout_token } = (await created.json()) as { logout_token: string };
    return this.request(`/api/.ory/self-service/logout?token=${logout_token}`, { headers: { accept: 'application/json' } });
  }

  api(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, headers: { ...JSON_HEADERS, ...(init.headers as Record<string, string>) } });
  }
}

/** The code of the newest courier message to `recipient`, read back from the captured log lines. */
export function lastCode(log: string[], recipient: string): string {
  const line = [...log].reverse().find((l) => l.includes(` to ${recipient}:`));
  const code = line?.match(/code[^:]*: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A current TOTP code for the secret a settings flow shows. */
export const totpCode = (secret: string) => generate({ secret });

/** The next TOTP code, for when the current step was already used. */
export const nextTotpCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
