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
import { loginFlow, recoveryFlow, registrationFlow, settingsFlow, verificationFlow } from './identity-flows';

export interface IdentityCall {
  readonly method: keyof IdentityPort;
  readonly args: readonly unknown[];
}

type Answer<T> = { ok: T } | { fail: IdentityFailure };

export const DEMO_SESSION: Session = {
  id: 'session-1',
  active: true,
  authenticator_assurance_level: 'aal1',
  identity: { id: 'identity-1', traits: { email: 'admin@local' } },
};

/**
 * The identity service in memory. Each kind of flow is created from a template (or refused), flows are
 * kept by id, and submits answer from a queue (`answerSubmits`) or, without one, succeed. `holdSubmits`
 * keeps submits in flight until `releaseSubmits`, to observe what happens meanwhile.
 */
export class FakeIdentityPort implements IdentityPort {
  readonly calls: IdentityCall[] = [];
  private readonly flows = new Map<string, SelfServiceFlow>();
  private readonly templates = new Map<FlowKind, (id: string, params: FlowParams) => SelfServiceFlow>();
  private readonly createFailures = new Map<FlowKind, IdentityFailure[]>();
  private readonly getFailures = new Map<string, IdentityFailure>();
  private submitAnswers: SubmitResult[] = [];
  private held: (() => void)[] | undefined;
  private whoamiAnswer: Answer<Session> = { ok: DEMO_SESSION };
  private logoutFlowAnswer: Answer<LogoutFlow> = {
    ok: { logout_token: 'logout-token-1', logout_url: 'http://127.0.0.1:8080/api/.ory/self-service/logout?token=logout-token-1' },
  };
  private logoutFailure: IdentityFailure | undefined;
  private readonly flowErrors = new Map<string, Answer<FlowErrorReport>>();
  private nextId = 1;

  constructor() {
    this.templates.set('login', (id, params) => loginFlow(id, {
      return_to: params.returnTo,
      refresh: params.refresh ?? false,
      requested_aal: params.aal ?? 'aal1',
    }));
    this.templates.set('registration', (id, params) => registrationFlow(id, { return_to: params.returnTo }));
    this.templates.set('recovery', (id, params) => recoveryFlow(id, { return_to: params.returnTo }));
    this.templates.set('verification', (id, params) => verificationFlow(id, { return_to: params.returnTo }));
    this.templates.set('settings', (id, params) => settingsFlow(id, { return_to: params.returnTo }));
  }

  /** The error the service kept under `id`, as the flow-error page reads it. */
  storeFlowError(report: FlowErrorReport): this {
    this.flowErrors.set(report.id, { ok: report });
    return this;
  }

  failFlowError(id: string, failure: IdentityFailure): this {
    this.flowErrors.set(id, { fail: failure });
    return this;
  }

  /** How new flows of `kind` look. */
  setFlowTemplate(kind: FlowKind, template: (id: string, params: FlowParams) => SelfServiceFlow): this {
    this.templates.set(kind, template);
    return this;
  }

  /** A flow the service already holds, as when the page is opened with `?flow=<id>`. */
  storeFlow(flow: SelfServiceFlow): this {
    this.flows.set(flow.id, flow);
    return this;
  }

  /** The next creations of `kind` are refused, one failure per creation, in order. */
  failCreate(kind: FlowKind, ...failures: IdentityFailure[]): this {
    this.createFailures.set(kind, [...(this.createFailures.get(kind) ?? []), ...failures]);
    return this;
  }

  /** Fetching flow `id` is refused. */
  failGet(id: string, failure: IdentityFailure): this {
    this.getFailures.set(id, failure);
    return this;
  }

  /** The next submits answer these, in order. */
  answerSubmits(...answers: SubmitResult[]): this {
    this.submitAnswers.push(...answers);
    return this;
  }

  holdSubmits(): this {
    this.held = [];
    return this;
  }

  releaseSubmits(): this {
    const waiting = this.held ?? [];
    this.held = undefined;
    waiting.forEach((release) => release());
    return this;
  }

  setSession(session: Session): this {
    this.whoamiAnswer = { ok: session };
    return this;
  }

  failWhoami(failure: IdentityFailure): this {
    this.whoamiAnswer = { fail: failure };
    return this;
  }

  failLogoutFlow(failure: IdentityFailure): this {
    this.logoutFlowAnswer = { fail: failure };
    return this;
  }

  failLogout(failure: IdentityFailure): this {
    this.logoutFailure = failure;
    return this;
  }

  /** The flow kept under `id`, as the service holds it (not a call of the port). */
  heldFlow(id: string): SelfServiceFlow | undefined {
    return this.flows.get(id);
  }

  callsOf(method: keyof IdentityPort): readonly (readonly unknown[])[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  async createBrowserFlow(kind: FlowKind, params: FlowParams): Promise<SelfServiceFlow> {
    this.calls.push({ method: 'createBrowserFlow', args: [kind, params] });
    const failure = this.createFailures.get(kind)?.shift();
    if (failure) throw new IdentityError(failure);
    const template = this.templates.get(kind);
    if (!template) throw new IdentityError({ status: 404, message: `No ${kind} flow in this fake` });
    const flow = template(`${kind}-flow-${this.nextId++}`, params);
    this.flows.set(flow.id, flow);
    return flow;
  }

  async getFlow(kind: FlowKind, id: string): Promise<SelfServiceFlow> {
    this.calls.push({ method: 'getFlow', args: [kind, id] });
    const failure = this.getFailures.get(id);
    if (failure) throw new IdentityError(failure);
    const flow = this.flows.get(id);
    if (!flow) throw new IdentityError({ status: 404, message: 'The requested resource could not be found' });
    return flow;
  }

  async submitFlow(kind: FlowKind, id: string, body: FlowValues): Promise<SubmitResult> {
    this.calls.push({ method: 'submitFlow', args: [kind, id, body] });
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    const answer = this.submitAnswers.shift() ?? { type: 'success', session: DEMO_SESSION };
    if (answer.type === 'invalid') this.flows.set(answer.flow.id, answer.flow);
    return answer;
  }

  async whoami(): Promise<Session> {
    this.calls.push({ method: 'whoami', args: [] });
    if ('fail' in this.whoamiAnswer) throw new IdentityError(this.whoamiAnswer.fail);
    return this.whoamiAnswer.ok;
  }

  async createLogoutFlow(): Promise<LogoutFlow> {
    this.calls.push({ method: 'createLogoutFlow', args: [] });
    if ('fail' in this.logoutFlowAnswer) throw new IdentityError(this.logoutFlowAnswer.fail);
    return this.logoutFlowAnswer.ok;
  }

  async performLogout(token: string, returnTo: string): Promise<void> {
    this.calls.push({ method: 'performLogout', args: [token, returnTo] });
    if (this.logoutFailure) throw new IdentityError(this.logoutFailure);
  }

  async getFlowError(id: string): Promise<FlowErrorReport> {
    this.calls.push({ method: 'getFlowError', args: [id] });
    const answer = this.flowErrors.get(id) ?? { fail: { status: 404, message: 'The requested resource could not be found' } };
    if ('fail' in answer) throw new IdentityError(answer.fail);
    return answer.ok;
  }
}
