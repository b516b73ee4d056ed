import { createCollectionMachine, createRecordEditorMachine, serviceIdentifier } from '../../shared';
import type { LoggingBackendPort } from './ports';
import { logBackendsPolicy } from './policy';

export interface LoggingBackendsPorts {
  readonly logBackends: LoggingBackendPort;
}

export function bindLoggingBackendsPorts({ logBackends }: LoggingBackendsPorts) {
  const policy = logBackendsPolicy(logBackends);
  // The editor: a log backend edited on a page of its own (an integration's Spec tab).
  return { screen: createCollectionMachine(policy), editor: createRecordEditorMachine(policy) };
}

export type LoggingBackendsMachines = ReturnType<typeof bindLoggingBackendsPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const LoggingBackendsMachines = serviceIdentifier<LoggingBackendsMachines>('LoggingBackendsMachines');
