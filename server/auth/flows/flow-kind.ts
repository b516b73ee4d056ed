import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { AppEnv } from '../../http/env';
import type { SessionRow } from '../sessions';
import type { FlowRecord, NewFlow } from './flow-store';

/** What a flow step can see of the request. */
export interface FlowContext {
  c: Context<AppEnv>;
  db: Database;
  /** The caller's origin; every URL handed out is absolute on `<origin>/api/.ory`. */
  origin: string;
  /** The caller's current session, with the cookie value that opened it. */
  session: { row: SessionRow; token: string } | null;
  address: string;
}

/** The posted fields, flattened to dotted keys (`traits.email`), as the console sends them. */
export type FlowBody = Record<string, unknown>;

export type FlowOutcome =
  /** The submit was refused: answer 400 with the flow (its nodes now carry the messages). */
  | { kind: 'invalid'; flow: FlowRecord }
  /** The flow moved on (a code was sent, a wrong code was entered, codes were revealed): answer 200 with it. */
  | { kind: 'flow'; flow: FlowRecord }
  /** Done: JSON callers get `json`, plain browsers a 303 to `redirectTo`. */
  | { kind: 'done'; status: 200 | 422; json: unknown; redirectTo: string };

/**
 * One self-service flow type. The generic handlers (init, get, submit, expiry, CSRF, browser vs JSON)
 * live in flow-handlers.ts; a kind supplies only what is particular to it.
 */
export interface FlowKind {
  type: string;
  /** The console page that renders this flow (`<uiPath>?flow=<id>`). */
  uiPath: string;
  lifespanMs: number;
  /** Builds a new flow from the init query; may throw a KratosError (e.g. already signed in). */
  init(ctx: FlowContext, query: URLSearchParams, base: FlowBase): Promise<NewFlow>;
  submit(ctx: FlowContext, flow: FlowRecord, body: FlowBody): Promise<FlowOutcome>;
  /** Fields this kind adds to the flow's JSON. */
  extraJson?(flow: FlowRecord): Record<string, unknown>;
}

/** What every new flow starts with: the CSRF node value, expiry, request URL and checked return_to. */
export interface FlowBase {
  csrfToken: string;
  expiresAt: Date;
  requestUrl: string;
  returnTo: string | null;
}
