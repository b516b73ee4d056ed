import { createFetch, type FetchResponse } from 'ofetch';
import {
  IdentityError,
  type FlowErrorReport,
  type FlowKind,
  type FlowParams,
  type FlowValues,
  type IdentityFailure,
  type IdentityPort,
  type LogoutFlow,
  type SelfServiceFlow,
  type Session,
  type SubmitResult,
} from '../../core/identity';
import { decode } from '../http';
import { FlowErrorCodec, isFlowBody, LogoutFlowCodec, toFlow, toSession } from './codecs';

export interface HttpIdentityOptions {
  /** Where the identity service's public API is reached; the console's own server proxies it. */
  readonly baseURL?: string;
  readonly fetch?: typeof globalThis.fetch;
}

type Query = Readonly<Record<string, string | undefined>>;

const NO_ANSWER = 'The identity service did not answer';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The service's error body `{error: {id, code, message, reason, details}, redirect_browser_to}` as a failure. */
export function failureOf(status: number, body: unknown): IdentityFailure {
  const error = asRecord(asRecord(body).error);
  const details = asRecord(error.details);
  const failure: IdentityFailure = {
    id: asString(error.id),
    status,
    message: asString(error.message) ?? asString(error.reason) ?? asString(body) ?? `The identity service answered ${status}`,
    reason: asString(error.reason),
    redirectBrowserTo: asString(asRecord(body).redirect_browser_to) ?? asString(details.redirect_browser_to),
  };
  return Object.fromEntries(Object.entries(failure).filter(([, v]) => v !== undefined)) as unknown as IdentityFailure;
}

function continueWithRedirect(body: unknown): string | undefined {
  const items = asRecord(body).continue_with;
  if (!Array.isArray(items)) return undefined;
  const redirect = items.map(asRecord).find((item) => item.action === 'redirect_browser_to');
  return redirect ? asString(redirect.redirect_browser_to) : undefined;
}

/**
 * The self-service browser flows over HTTP (identity-flows.md). Every call asks for JSON, so flows
 * come back as bodies rather than redirects, and carries the cookies (session and CSRF).
 */
export class HttpIdentityAdapter implements IdentityPort {
  private readonly $fetch: ReturnType<typeof createFetch>;
  private readonly baseURL: string;

  constructor(options: HttpIdentityOptions = {}) {
    this.$fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });
    this.baseURL = options.baseURL ?? '/api/.ory';
  }

  async createBrowserFlow(kind: FlowKind, params: FlowParams): Promise<SelfServiceFlow> {
    const query = { return_to: params.returnTo, refresh: params.refresh ? 'true' : undefined, aal: params.aal };
    const source = `GET /self-service/${kind}/browser`;
    return toFlow(await this.expectOk(await this.call('GET', `/self-service/${kind}/browser`, query)), source);
  }

  async getFlow(kind: FlowKind, id: string): Promise<SelfServiceFlow> {
    const source = `GET /self-service/${kind}/flows`;
    return toFlow(await this.expectOk(await this.call('GET', `/self-service/${kind}/flows`, { id })), source);
  }

  async submitFlow(kind: FlowKind, id: string, body: FlowValues): Promise<SubmitResult> {
    let response: FetchResponse<unknown>;
    try {
      response = await this.call('POST', `/self-service/${kind}`, { flow: id }, body);
    } catch (error) {
      return { type: 'error', error: error instanceof IdentityError ? error.failure : { status: 0, message: NO_ANSWER } };
    }
    const data: unknown = response._data;
    const source = `POST /self-service/${kind}`;
    if (response.status === 400 && isFlowBody(data)) return { type: 'invalid', flow: toFlow(data, source) };
    if (response.status < 200 || response.status >= 300) return { type: 'error', error: failureOf(response.status, data) };
    const answer = asRecord(data);
    return {
      type: 'success',
      ...(answer.session ? { session: toSession(answer.session, source) } : {}),
      ...(isFlowBody(data) ? { flow: toFlow(data, source) } : {}),
      ...(continueWithRedirect(data) ? { redirectTo: continueWithRedirect(data) } : {}),
    };
  }

  async whoami(): Promise<Session> {
    return toSession(await this.expectOk(await this.call('GET', '/sessions/whoami')), 'GET /sessions/whoami');
  }

  async createLogoutFlow(): Promise<LogoutFlow> {
    const data = await this.expectOk(await this.call('GET', '/self-service/logout/browser'));
    return decode(LogoutFlowCodec, data, 'GET /self-service/logout/browser');
  }

  async performLogout(token: string, returnTo: string): Promise<void> {
    await this.expectOk(await this.call('GET', '/self-service/logout', { token, return_to: returnTo }));
  }

  async getFlowError(id: string): Promise<FlowErrorReport> {
    const data = await this.expectOk(await this.call('GET', '/self-service/errors', { id }));
    const report = decode(FlowErrorCodec, data, 'GET /self-service/errors');
    return { id: report.id, error: report.error, ...(report.created_at ? { created_at: report.created_at } : {}) };
  }

  private async call(method: 'GET' | 'POST', path: string, query: Query = {}, body?: FlowValues): Promise<FetchResponse<unknown>> {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    try {
      return await this.$fetch.raw(`${this.baseURL}${path}${search ? `?${search}` : ''}`, {
        method,
        body: body as Record<string, unknown> | undefined,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ignoreResponseError: true,
        retry: 0,
      });
    } catch {
      throw new IdentityError({ status: 0, message: NO_ANSWER });
    }
  }

  private async expectOk(response: FetchResponse<unknown>): Promise<unknown> {
    if (response.status >= 200 && response.status < 300) return response._data;
    throw new IdentityError(failureOf(response.status, response._data));
  }
}
