export const INTEGRATIONS_TITLE = 'Integrations';
export const INTEGRATIONS_DESCRIPTION = 'The scrapers, topologies and log backends that bring data into the console, with how their last job went.';
export const INTEGRATIONS_EMPTY = 'No integrations yet';
export const INTEGRATIONS_LOAD_ERROR = 'Could not load the integrations';
export const ADD_INTEGRATION = 'Add Integration';
/** R002-2-2-91 and 92: the Add Integration modal's two groups. */
export const ADD_VIA_GITOPS = 'Add via GitOps';
export const ADD_DIRECTLY = 'Add Directly';
/** R002-2-2-95: the install instructions' tabs. */
export const INSTALL_TABS = { flux: 'Flux', helm: 'Helm CLI' } as const;
export type InstallTab = keyof typeof INSTALL_TABS;
/** R002-2-2-96. */
export const FLUX_WARNING = 'The Kubernetes chart must be installed in flux: the Flux instructions need Flux running in the cluster.';
export const VALUES_INVALID = (problem: string) => `The values do not match the chart's schema: ${problem}`;

/** What each integration type reads as (R002-2-2-86's three types). */
export const INTEGRATION_TYPE_LABELS: Readonly<Record<string, string>> = {
  scrapers: 'Catalog Scraper',
  topologies: 'Topology',
  logging_backends: 'Log Backend',
};

export const INTEGRATION_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'integrationType', label: 'Type' },
  { key: 'source', label: 'Source' },
  { key: 'jobStatus', label: 'Job Status' },
  { key: 'lastRun', label: 'Last Run' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
  { key: 'createdBy', label: 'Created By' },
] as const;
export type IntegrationColumnKey = (typeof INTEGRATION_COLUMNS)[number]['key'];

/** R002-2-2-87: an integration's page. */
export const INTEGRATION_TABS = { spec: 'Spec', jobs: 'Job History' } as const;
export type IntegrationTab = keyof typeof INTEGRATION_TABS;
/** R002-2-2-89. */
export const UNKNOWN_INTEGRATION_TYPE = 'Unknown type';
