import type { CollectionPolicy } from '../../shared';
import type { Integration } from './model';
import type { IntegrationPort } from './ports';
import { canAddIntegration } from './rules';
import { INTEGRATIONS_EMPTY } from './texts';

export const integrationKey = (integration: Integration): string => `${integration.integrationType}/${integration.id}`;

const never = () => false;

/**
 * The integrations on the collection kit (seed 002 §2.2, §7.2, §9): paged by the settings lists' 100,
 * newest first; read only here, each integration edited on its own screen. `create` answers who may
 * open Add Integration (R002-2-2-85), whose modal is not a collection form.
 */
export function integrationsPolicy(port: IntegrationPort): CollectionPolicy<Integration> {
  return {
    id: 'integrations',
    key: integrationKey,
    provider: port,
    query: { pageSize: 100, sort: { column: 'createdAt', desc: true } },
    permissions: { create: canAddIntegration, edit: never, remove: never },
    texts: { empty: INTEGRATIONS_EMPTY },
  };
}
