import type { SnapshotFrom } from 'xstate';
import type { FlagValues } from '../../access';
import { GITOPS_CHARTS, GITOPS_DEFAULTS, gitOpsChart, installInstructions, isNamespace, parseChartValues } from './gitops';
import type { Integration } from './model';
import type { integrationPageMachine } from './machines/integration-page.machine';
import { INTEGRATIONS_PATH, directOptions, integrationForm, integrationHref, type IntegrationForm } from './rules';
import {
  FLUX_WARNING, INTEGRATIONS_TITLE, INTEGRATION_TABS, INTEGRATION_TYPE_LABELS, UNKNOWN_INTEGRATION_TYPE, VALUES_INVALID, type IntegrationTab,
} from './texts';

/** What an integration's row reads; dates stay ISO for the UI to format. */
export function integrationCells(integration: Integration) {
  return {
    name: integration.name,
    type: INTEGRATION_TYPE_LABELS[integration.integrationType] ?? integration.integrationType,
    source: integration.source,
    jobStatus: integration.jobStatus ?? '',
    createdBy: integration.createdBy ?? '',
    href: integrationHref(integration),
  };
}

/** What the Add Integration modal was given: the chart picked (none: the two groups), its namespace and values. */
export interface AddIntegrationInput {
  readonly chart?: string;
  readonly namespace: string;
  readonly values: string;
  readonly flags: FlagValues;
}

export interface AddIntegrationView {
  readonly gitops: readonly { readonly id: string; readonly label: string }[];
  readonly direct: readonly { readonly id: string; readonly label: string; readonly href: string }[];
  readonly chart?: { readonly id: string; readonly label: string; readonly name: string };
  readonly namespaceError?: string;
  readonly valuesError?: string;
  /** Present once the namespace and values are good. */
  readonly instructions?: { readonly flux: string; readonly helm: string };
  readonly warning: string;
}

/** The modal's first text for a chart: its default namespace (R002-9-22) and the values it opens with. */
export const chartStart = (id: string): { namespace: string; values: string } => ({
  namespace: GITOPS_DEFAULTS.namespace,
  values: gitOpsChart(id)?.values ?? '',
});

/** R002-2-2-91 to 96: the modal's groups, and for a chart its namespace, values checked against its schema, and install text. */
export function selectAddIntegrationView(input: AddIntegrationInput): AddIntegrationView {
  const chart = input.chart === undefined ? undefined : gitOpsChart(input.chart);
  const base = {
    gitops: GITOPS_CHARTS.map(({ id, label }) => ({ id, label })),
    direct: directOptions(input.flags),
    warning: FLUX_WARNING,
  };
  if (!chart) return base;
  const namespace = input.namespace.trim();
  const namespaceError = isNamespace(namespace) ? undefined : 'The namespace must be a lowercase DNS label, such as mission-control';
  const parsed = parseChartValues(chart, input.values);
  const valuesError = 'problem' in parsed ? VALUES_INVALID(parsed.problem) : undefined;
  return {
    ...base,
    chart: { id: chart.id, label: chart.label, name: chart.chart },
    namespaceError,
    valuesError,
    instructions: namespaceError || 'problem' in parsed ? undefined : installInstructions(chart, namespace, parsed.values),
  };
}

export interface IntegrationPageView {
  readonly id: string;
  readonly typeLabel: string;
  readonly tabs: readonly { readonly key: IntegrationTab; readonly label: string }[];
  readonly tab: IntegrationTab;
  /** The Spec tab's form; absent, the tab says `unknownType`. */
  readonly form?: IntegrationForm;
  readonly unknownType: string;
  /** The list, which the page links back to and returns to after an update or delete. */
  readonly listPath: string;
  readonly listTitle: string;
}

/** R002-2-2-87 to 89: an integration's page. */
export function selectIntegrationPageView(snapshot: SnapshotFrom<typeof integrationPageMachine>): IntegrationPageView {
  const { integrationType, id, tab } = snapshot.context;
  return {
    id,
    typeLabel: INTEGRATION_TYPE_LABELS[integrationType] ?? integrationType,
    tabs: (Object.keys(INTEGRATION_TABS) as IntegrationTab[]).map((key) => ({ key, label: INTEGRATION_TABS[key] })),
    tab,
    form: integrationForm(integrationType),
    unknownType: UNKNOWN_INTEGRATION_TYPE,
    listPath: INTEGRATIONS_PATH,
    listTitle: INTEGRATIONS_TITLE,
  };
}
