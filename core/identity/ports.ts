import { serviceIdentifier } from '../shared';
import type { FlowErrorReport, FlowKind, FlowParams, FlowValues, LogoutFlow, SelfServiceFlow, Session } from './model';
import type { IdentityFailure } from './errors';

/**
 * Whether this browser holds the session hint (rules/session-hint.ts): the session cookie itself is
 * HttpOnly, out of the console's reach.
 */
export const SessionHintPort = serviceIdentifier<SessionHintPort>('SessionHintPort');
export interface SessionHintPort {
  present(): boolean;
}

/** The answer to a flow submit: accepted, refused with a new flow to show (400), or refused outright. */
export type SubmitResult =
  | {
      readonly type: 'success';
      readonly session?: Session;
      /** Flows that continue after a submit (settings, recovery, verification) answer with the flow itself. */
      readonly flow?: SelfServiceFlow;
      readonly redirectTo?: string;
    }
  | { readonly type: 'invalid'; readonly flow: SelfServiceFlow }
  | { readonly type: 'error'; readonly error: IdentityFailure };

/**
 * The self-hosted identity service's browser flows. Creating and fetching flows, whoami and the logout
 * calls reject with an `IdentityError`; a submit resolves to a `SubmitResult` because a refused submit
 * carries what to show next.
 */
export const IdentityPort = serviceIdentifier<IdentityPort>('IdentityPort');
export interface IdentityPort {
  createBrowserFlow(kind: FlowKind, params: FlowParams): Promise<SelfServiceFlow>;
  getFlow(kind: FlowKind, id: string): Promise<SelfServiceFlow>;
  submitFlow(kind: FlowKind, id: string, body: FlowValues): Promise<SubmitResult>;
  whoami(): Promise<Session>;
  createLogoutFlow(): Promise<LogoutFlow>;
  performLogout(token: string, returnTo: string): Promise<void>;
  /** The error a plain-browser flow ended with (`/self-service/errors?id=`). */
  getFlowError(id: string): Promise<FlowErrorReport>;
}
