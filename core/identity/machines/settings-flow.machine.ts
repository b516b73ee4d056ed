import { continueAfterSuccess } from './continue-after-success';
import { createSelfServiceFlowMachine, type FlowPolicy } from './self-service-flow.machine';

/** Settings: every accepted change (or revealed codes) answers with the flow, which stays on screen. */
export const settingsPolicy: FlowPolicy = { kind: 'settings', onSuccess: continueAfterSuccess };

export const settingsFlowMachine = createSelfServiceFlowMachine(settingsPolicy);
