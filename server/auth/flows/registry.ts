import type { FlowKind } from './flow-kind';
import { loginFlow } from './login-flow';

/** Every self-service flow type served under /self-service/<type>. */
export const FLOW_KINDS: ReadonlyMap<string, FlowKind> = new Map([loginFlow].map((kind) => [kind.type, kind]));
