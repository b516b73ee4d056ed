/** Toasts are emitted, not rendered: the UI shows them, steps and tests read them. */
export type TopologyToast = { type: 'toast'; status: 'success' | 'error' | 'warning'; message: string };

export const toast = (status: TopologyToast['status'], message: string): TopologyToast => ({ type: 'toast', status, message });

export const unbound = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name} is not bound: use bindTopologyPorts`));
