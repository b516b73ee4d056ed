import { parse, stringify } from 'yaml';

/**
 * The charts 'Add via GitOps' offers (R002-2-2-91), with the values schemas that ship with the console
 * (DECISIONS §27: written for it, small and strict, never fetched): each names the values a chart takes,
 * their kinds and which are required; any other key is refused.
 */
type ValueKind = 'string' | 'number' | 'boolean' | 'list' | 'map';

export interface GitOpsChart {
  readonly id: string;
  readonly label: string;
  /** The chart's name in the Flanksource chart repository. */
  readonly chart: string;
  readonly schema: { readonly properties: Readonly<Record<string, ValueKind>>; readonly required: readonly string[] };
  /** What the values editor opens with. */
  readonly values: string;
}

export const CHART_REPOSITORY = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;
/** R002-9-22: GitOps integrations default to namespace 'mission-control' and interval 30m. */
export const GITOPS_DEFAULTS = { namespace: 'mission-control', interval: '30m' } as const;

export const GITOPS_CHARTS: readonly GitOpsChart[] = [
  { id: 'aws', label: 'AWS', chart: 'mission-control-aws', values: 'connection: aws\nregions:\n  - eu-west-1\n',
    schema: { properties: { connection: 'string', regions: 'list', assumeRole: 'string', scraper: 'map' }, required: ['regions'] } },
  { id: 'azure', label: 'Azure', chart: 'mission-control-azure', values: 'subscriptionID: ""\ntenantID: ""\nconnection: azure\n',
    schema: { properties: { subscriptionID: 'string', tenantID: 'string', connection: 'string', scraper: 'map' }, required: ['subscriptionID'] } },
  { id: 'prometheus', label: 'Prometheus', chart: 'mission-control-prometheus', values: 'url: http://prometheus.monitoring:9090\n',
    schema: { properties: { url: 'string', connection: 'string', labels: 'map' }, required: ['url'] } },
  { id: 'flux', label: 'Flux', chart: 'mission-control-flux', values: 'scraper:\n  schedule: "@every 30m"\n',
    schema: { properties: { scraper: 'map', topology: 'map' }, required: [] } },
  { id: 'kubernetes', label: 'Kubernetes', chart: 'mission-control-kubernetes', values: 'clusterName: my-cluster\n',
    schema: { properties: { clusterName: 'string', scraper: 'map', topology: 'map', logs: 'map' }, required: ['clusterName'] } },
  { id: 'mission-control', label: 'Mission Control', chart: 'mission-control', values: 'global:\n  ui:\n    host: mission-control.local\n',
    schema: { properties: { global: 'map', authProvider: 'string', replicas: 'number', logLevel: 'string' }, required: [] } },
];

export const gitOpsChart = (id: string): GitOpsChart | undefined => GITOPS_CHARTS.find((chart) => chart.id === id);

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown): ValueKind | undefined =>
  Array.isArray(value) ? 'list' : isMap(value) ? 'map' : (['string', 'number', 'boolean'] as const).find((kind) => typeof value === kind);

/** The values a text makes, or the first way it fails the chart's schema. */
export function parseChartValues(chart: GitOpsChart, text: string): { values: Record<string, unknown> } | { problem: string } {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : parse(text);
  } catch (error) {
    return { problem: `not valid YAML: ${error instanceof Error ? error.message.split('\n')[0]! : String(error)}` };
  }
  if (!isMap(value)) return { problem: 'the values must be a map' };
  for (const key of chart.schema.required) {
    if (value[key] === undefined || value[key] === null || value[key] === '') return { problem: `${key} is required` };
  }
  for (const [key, given] of Object.entries(value)) {
    const kind = chart.schema.properties[key];
    if (!kind) return { problem: `${key} is not a value of ${chart.chart}` };
    if (given !== null && kindOf(given) !== kind) return { problem: `${key} must be a ${kind}` };
  }
  return { values: value };
}

/** A namespace is a DNS label (Kubernetes' rule for names of namespaces). */
export const isNamespace = (text: string): boolean => /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/.test(text);

/** R002-2-2-95: the Flux manifests and the Helm commands that install a chart, generated, never downloaded (DECISIONS §27). */
export function installInstructions(chart: GitOpsChart, namespace: string, values: Readonly<Record<string, unknown>>): { flux: string; helm: string } {
  const repository = {
    apiVersion: 'source.toolkit.fluxcd.io/v1',
    kind: 'HelmRepository',
    metadata: { name: CHART_REPOSITORY.name, namespace },
    spec: { interval: GITOPS_DEFAULTS.interval, url: CHART_REPOSITORY.url },
  };
  const release = {
    apiVersion: 'helm.toolkit.fluxcd.io/v2',
    kind: 'HelmRelease',
    metadata: { name: chart.chart, namespace },
    spec: {
      interval: GITOPS_DEFAULTS.interval,
      chart: { spec: { chart: chart.chart, sourceRef: { kind: 'HelmRepository', name: CHART_REPOSITORY.name } } },
      ...(Object.keys(values).length > 0 ? { values } : {}),
    },
  };
  const valuesFile = Object.keys(values).length > 0 ? ` --values - <<'EOF'\n${stringify(values)}EOF` : '';
  return {
    flux: `${stringify(repository)}---\n${stringify(release)}`,
    helm: [
      `helm repo add ${CHART_REPOSITORY.name} ${CHART_REPOSITORY.url}`,
      'helm repo update',
      `helm install ${chart.chart} ${CHART_REPOSITORY.name}/${chart.chart} --namespace ${namespace} --create-namespace --wait${valuesFile}`,
    ].join('\n') + '\n',
  };
}
