import { createCollectionMachine, serviceIdentifier } from '../../shared';
import type { LoggingBackendPort } from './ports';
import { logBackendsPolicy } from './policy';

export interface LoggingBackendsPorts {
  readonly logBackends: LoggingBackendPort;
}

export function bindLoggingBackendsPorts({ logBackends }: LoggingBackendsPorts) {
  return { screen: createCollectionMachine(logBackendsPolicy(logBackends)) };
}

export type LoggingBackendsMachines = ReturnType<typeof bindLoggingBackendsPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const LoggingBackendsMachines = serviceIdentifier<LoggingBackendsMachines>('LoggingBackendsMachines');
