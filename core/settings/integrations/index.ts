export type { Integration } from './model';
export { IntegrationPort } from './ports';
export {
  INTEGRATIONS_TITLE, INTEGRATIONS_DESCRIPTION, INTEGRATIONS_LOAD_ERROR, ADD_INTEGRATION, ADD_VIA_GITOPS, ADD_DIRECTLY, INSTALL_TABS,
  INTEGRATION_COLUMNS, type InstallTab, type IntegrationColumnKey, type IntegrationTab,
} from './texts';
export {
  integrationCells, selectAddIntegrationView, selectIntegrationPageView, chartStart, type AddIntegrationView, type IntegrationPageView,
} from './selectors';
export type { IntegrationPageEvent, IntegrationPageInput } from './machines/integration-page.machine';
export { integrationKey } from './policy';
export { bindIntegrationsPorts, IntegrationsMachines, type IntegrationsPorts } from './bind';
