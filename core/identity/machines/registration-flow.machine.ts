import { createSelfServiceFlowMachine, type FlowPolicy } from './self-service-flow.machine';

/** Seed 002 §4: a registration that succeeds makes a full redirect to the flow's return_to, or '/'. */
export const registrationPolicy: FlowPolicy = {
  kind: 'registration',
  onSuccess: (_result, flow, params) => ({ type: 'redirect', to: flow.return_to ?? params.returnTo ?? '/', document: true }),
};

export const registrationFlowMachine = createSelfServiceFlowMachine(registrationPolicy);
