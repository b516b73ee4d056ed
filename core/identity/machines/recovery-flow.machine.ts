import { continueAfterSuccess } from './continue-after-success';
import { createSelfServiceFlowMachine, type FlowPolicy } from './self-service-flow.machine';

/**
 * Recovery: the email step answers with the flow waiting for the code; a correct code answers
 * browser_location_change_required towards the settings flow (seed 002 §8 follows it), where the
 * person sets a new password.
 */
export const recoveryPolicy: FlowPolicy = { kind: 'recovery', onSuccess: continueAfterSuccess };

export const recoveryFlowMachine = createSelfServiceFlowMachine(recoveryPolicy);
