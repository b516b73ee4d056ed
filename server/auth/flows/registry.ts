import type { FlowKind } from './flow-kind';
import { loginFlow } from './login-flow';
import { recoveryFlow } from './recovery-flow';
import { registrationFlow } from './registration-flow';
import { settingsFlow } from './settings-flow';
import { verificationFlow } from './verification-flow';

/** Every self-service flow type served under /self-service/<type>. */
export const FLOW_KINDS: ReadonlyMap<string, FlowKind> = new Map(
  [loginFlow, registrationFlow, recoveryFlow, verificationFlow, settingsFlow].map((kind) => [kind.type, kind]),
);
