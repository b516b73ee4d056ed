import type { LogBackend } from './model';
import { logBackendType, servedHere } from './rules';
import { LOG_BACKEND_BUTTONS, notServedHere } from './texts';

/** What a log backend's row reads; dates stay ISO for the UI to format. */
export interface LogBackendCells {
  readonly name: string;
  /** Its type, saying so when the built-in backend cannot serve it. */
  readonly type: string;
  readonly served: boolean;
  readonly source: string;
  /** `key: value` each. */
  readonly labels: readonly string[];
  readonly createdBy: string;
}

export function logBackendCells(backend: LogBackend): LogBackendCells {
  const type = logBackendType(backend.spec) ?? '';
  const served = servedHere(type);
  return {
    name: backend.name,
    type: served ? type : notServedHere(type || 'none'),
    served,
    source: backend.source,
    labels: Object.entries(backend.labels).map(([key, value]) => `${key}: ${value}`),
    createdBy: backend.createdBy?.name ?? '',
  };
}

/** R002-2-2-98 and R002-4-11: the form's button, Add or Update, and Saving or Updating while it is pending. */
export function logBackendSubmitLabel(mode: 'create' | 'edit', pending: boolean): string {
  if (mode === 'create') return pending ? LOG_BACKEND_BUTTONS.adding : LOG_BACKEND_BUTTONS.add;
  return pending ? LOG_BACKEND_BUTTONS.updating : LOG_BACKEND_BUTTONS.update;
}
