import { createCollectionMachine, serviceIdentifier } from '../../shared';
import { integrationPageMachine } from './machines/integration-page.machine';
import type { IntegrationPort } from './ports';
import { integrationsPolicy } from './policy';

export interface IntegrationsPorts {
  readonly integrations: IntegrationPort;
}

export function bindIntegrationsPorts({ integrations }: IntegrationsPorts) {
  return { screen: createCollectionMachine(integrationsPolicy(integrations)), page: integrationPageMachine };
}

export type IntegrationsMachines = ReturnType<typeof bindIntegrationsPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const IntegrationsMachines = serviceIdentifier<IntegrationsMachines>('IntegrationsMachines');
