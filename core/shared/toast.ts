/** Toasts are emitted, not rendered: the UI shows them, Gherkin steps and tests read them. */
export type ToastStatus = 'success' | 'error' | 'warning';

export interface Toast {
  readonly type: 'toast';
  readonly status: ToastStatus;
  readonly message: string;
}

export const toast = (status: ToastStatus, message: string): Toast => ({ type: 'toast', status, message });
