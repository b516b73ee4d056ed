import { createCollectionMachine, serviceIdentifier } from '../../shared';
import { createConnectionTestMachine } from './machines/connection-test.machine';
import type { ConnectionPort } from './ports';
import { connectionsPolicy } from './policy';

export interface ConnectionsPorts {
  readonly connections: ConnectionPort;
}

export function bindConnectionsPorts({ connections }: ConnectionsPorts) {
  return { screen: createCollectionMachine(connectionsPolicy(connections)), test: createConnectionTestMachine(connections) };
}

export type ConnectionsMachines = ReturnType<typeof bindConnectionsPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const ConnectionsMachines = serviceIdentifier<ConnectionsMachines>('ConnectionsMachines');
