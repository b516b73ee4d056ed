import type { SnapshotFrom } from 'xstate';
import type { IdentityFailure } from './errors';
import type { authStateMachine } from './machines/auth-state.machine';
import type { flowErrorMachine } from './machines/flow-error.machine';
import type { SelfServiceFlowMachine } from './machines/self-service-flow.machine';
import type { FlowErrorReport, FlowValues, SelfServiceFlow } from './model';
import type { SubmitTrigger } from './rules/flow-values';
import { loginHeading } from './rules/login';
import { spinningButton } from './rules/submit-spinner';

export interface FlowView {
  /** The flow whose form the page shows; a spinner until there is one. */
  readonly flow?: SelfServiceFlow;
  readonly values: FlowValues;
  /** The button spinning while its submit is in flight: none for a social sign-in (R002-4-31). */
  readonly spinning?: SubmitTrigger;
  /** A submit is out or the page is being left: the form takes nothing more. */
  readonly busy: boolean;
  /** Why the flow could not be shown, with a retry. */
  readonly failure?: IdentityFailure;
}

/** What a self-service flow page shows in its card (seed 002 §4). */
export function selectFlowView(snapshot: SnapshotFrom<SelfServiceFlowMachine>): FlowView {
  const { context } = snapshot;
  return {
    flow: context.flow,
    values: context.values,
    spinning: snapshot.hasTag('busy') ? spinningButton(context.flow, context.body) : undefined,
    busy: snapshot.hasTag('busy'),
    failure: snapshot.hasTag('error') ? context.failure : undefined,
  };
}

export interface LoginView extends FlowView {
  readonly heading: string;
}

/** The login page: a flow page whose heading says whether it is a first sign-in, a refresh or a second factor (seed 002 §2.4). */
export function selectLoginView(snapshot: SnapshotFrom<SelfServiceFlowMachine>): LoginView {
  return { ...selectFlowView(snapshot), heading: loginHeading(snapshot.context.flow, snapshot.context.params) };
}

/** The auth-state checker shows a spinner while it checks, or why it could not, with a retry. */
export function selectAuthStateView(snapshot: SnapshotFrom<typeof authStateMachine>): { readonly failure?: IdentityFailure } {
  return { failure: snapshot.hasTag('error') ? snapshot.context.failure : undefined };
}

export interface FlowErrorView {
  /** The error the identity service kept, once fetched. */
  readonly report?: FlowErrorReport;
  readonly failure?: IdentityFailure;
}

/** The /error page (seed 000 §2.3). */
export function selectFlowErrorView(snapshot: SnapshotFrom<typeof flowErrorMachine>): FlowErrorView {
  return { report: snapshot.context.report, failure: snapshot.hasTag('error') ? snapshot.context.failure : undefined };
}
