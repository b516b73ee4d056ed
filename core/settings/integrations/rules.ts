import { canPerform, isFeatureEnabled, type FlagValues } from '../../access';
import type { Integration } from './model';

/** Seed 002 §6 and R002-2-2-85: adding an integration needs write on integrations. */
export const canAddIntegration = (roles: readonly string[]): boolean => canPerform(roles, 'integration.add');

/**
 * Where a row leads: the page that edits it in this console (the scraper's page, the topology's edit page,
 * the log backend's form), since the integration detail page of R002-2-2-86 is not built yet.
 */
export function integrationHref(integration: Integration): string | undefined {
  const id = encodeURIComponent(integration.id);
  switch (integration.integrationType) {
    case 'scrapers':
      return `/catalog/scrapers/${id}`;
    case 'topologies':
      return `/settings/topologies/${id}`;
    case 'logging_backends':
      return `/settings/logging_backends?id=${id}`;
    default:
      return undefined;
  }
}

/** R002-2-2-92 and 93: 'Add Directly' leads to each screen's add form; Log Backends only while logs are on. */
export function directOptions(flags: FlagValues): readonly { readonly id: string; readonly label: string; readonly href: string }[] {
  return [
    { id: 'topology', label: 'Custom Topology', href: '/settings/topologies' },
    { id: 'scraper', label: 'Catalog Scraper', href: '/settings/config_scrapers?add=true' },
    ...(isFeatureEnabled('settings.logging_backends', flags) ? [{ id: 'log-backends', label: 'Log Backends', href: '/settings/logging_backends?add=true' }] : []),
  ];
}
