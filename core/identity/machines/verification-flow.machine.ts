import { continueAfterSuccess } from './continue-after-success';
import { createSelfServiceFlowMachine, type FlowPolicy } from './self-service-flow.machine';

/**
 * Seed 002 §4: a verification flow that cannot be fetched (410 expired, 403 not this browser's) starts
 * again at /verification; one that cannot be created (400) goes to '/'.
 */
export const verificationPolicy: FlowPolicy = {
  kind: 'verification',
  onSuccess: continueAfterSuccess,
  onFailure: (failure, step) => {
    if (step === 'fetch' && (failure.status === 410 || failure.status === 403)) return { type: 'restart' };
    if (step === 'create' && failure.status === 400) return { type: 'redirect', to: '/', document: false };
    return undefined;
  },
};

export const verificationFlowMachine = createSelfServiceFlowMachine(verificationPolicy);
