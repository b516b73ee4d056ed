import { assign, setup } from 'xstate';
import { INTEGRATION_TABS, type IntegrationTab } from '../texts';

export interface IntegrationPageInput {
  /** The path's integration_type: scrapers, topologies, logging_backends, or anything else. */
  readonly integrationType: string;
  readonly id: string;
}

export type IntegrationPageEvent = { type: 'tab.select'; tab: IntegrationTab };

export interface IntegrationPageContext extends IntegrationPageInput {
  readonly tab: IntegrationTab;
}

/**
 * /settings/integrations/{integration_type}/{id} (seed 002 §2.2): the Spec tab (the type's own edit
 * form, which loads, saves and deletes the integration) and the Job History tab.
 */
export const integrationPageMachine = setup({
  types: { context: {} as IntegrationPageContext, events: {} as IntegrationPageEvent, input: {} as IntegrationPageInput },
}).createMachine({
  id: 'integrationPage',
  context: ({ input }) => ({ ...input, tab: 'spec' }),
  on: {
    'tab.select': { guard: ({ event }) => Object.hasOwn(INTEGRATION_TABS, event.tab), actions: assign({ tab: ({ event }) => event.tab }) },
  },
});
