import { canPerform, isFeatureEnabled, type FlagValues } from '../../access';
import type { Integration } from './model';

/** Seed 002 §6 and R002-2-2-85: adding an integration needs write on integrations. */
export const canAddIntegration = (roles: readonly string[]): boolean => canPerform(roles, 'integration.add');

/** Where the integrations list is, and where an integration's page returns after an update or delete (R002-2-2-90). */
export const INTEGRATIONS_PATH = '/settings/integrations';

/** R002-2-2-86: a row leads to /settings/integrations/{integration_type}/{id}. */
export const integrationHref = (integration: Pick<Integration, 'id' | 'integrationType'>): string =>
  `${INTEGRATIONS_PATH}/${encodeURIComponent(integration.integrationType)}/${encodeURIComponent(integration.id)}`;

/** The form an integration's Spec tab shows (R002-2-2-88); none for any other type (R002-2-2-89). */
export type IntegrationForm = 'logBackend' | 'topology' | 'scraper';

const FORMS: Readonly<Record<string, IntegrationForm>> = { logging_backends: 'logBackend', topologies: 'topology', scrapers: 'scraper' };

export const integrationForm = (integrationType: string): IntegrationForm | undefined =>
  Object.hasOwn(FORMS, integrationType) ? FORMS[integrationType] : undefined;

/** R002-2-2-92 and 93: 'Add Directly' leads to each screen's add form; Log Backends only while logs are on. */
export function directOptions(flags: FlagValues): readonly { readonly id: string; readonly label: string; readonly href: string }[] {
  return [
    { id: 'topology', label: 'Custom Topology', href: '/settings/topologies' },
    { id: 'scraper', label: 'Catalog Scraper', href: '/settings/config_scrapers?add=true' },
    ...(isFeatureEnabled('settings.logging_backends', flags) ? [{ id: 'log-backends', label: 'Log Backends', href: '/settings/logging_backends?add=true' }] : []),
  ];
}
