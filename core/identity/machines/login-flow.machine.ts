import { createSelfServiceFlowMachine, type FlowPolicy } from './self-service-flow.machine';

/** Signing in returns to where the person was going: the flow's return_to, else the start page. */
export const loginPolicy: FlowPolicy = {
  kind: 'login',
  onSuccess: (_result, flow, params) => ({ type: 'redirect', to: flow.return_to ?? params.returnTo ?? '/', document: true }),
};

export const loginFlowMachine = createSelfServiceFlowMachine(loginPolicy);
