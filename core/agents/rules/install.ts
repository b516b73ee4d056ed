import type { AgentForm, GeneratedAgent } from '../model';

export const CHART_REPOSITORY = 'https://flanksource.github.io/charts';
export const AGENT_NAMESPACE = 'mission-control-agent';

const quoted = (text: string) => JSON.stringify(text);

/** Seed 000 §2.7: the Helm CLI tab; the agent signs in upstream as `token` with its access token. */
export function helmInstallText(agent: GeneratedAgent, form: AgentForm, serverUrl: string): string {
  const lines = [
    `helm repo add flanksource ${CHART_REPOSITORY}`,
    '',
    'helm repo update',
    '',
    `helm install mc-agent flanksource/mission-control-agent -n ${quoted(AGENT_NAMESPACE)} --create-namespace \\`,
    '  --set upstream.createSecret=true \\',
    `  --set upstream.host=${serverUrl} \\`,
    `  --set upstream.username=token \\`,
    `  --set upstream.password=${agent.accessToken}${form.kubernetes.enabled ? ' \\' : ''}`,
  ];
  if (form.kubernetes.enabled) {
    lines.push(`  --set scrapers.kubernetes.clusterName=${quoted(form.name)} \\`);
    lines.push(`  --set scrapers.kubernetes.interval=${quoted(form.kubernetes.interval)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Seed 000 §2.7: the Flux tab: a namespace, the chart repository and the agent's HelmRelease. */
export function fluxInstallText(agent: GeneratedAgent, form: AgentForm, serverUrl: string): string {
  const release = `apiVersion: v1
kind: Namespace
metadata:
  name: ${AGENT_NAMESPACE}
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: flanksource
  namespace: ${AGENT_NAMESPACE}
spec:
  interval: 5m0s
  url: ${CHART_REPOSITORY}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: mission-control-agent
  namespace: ${AGENT_NAMESPACE}
spec:
  interval: 1m
  chart:
    spec:
      chart: mission-control-agent
      sourceRef:
        kind: HelmRepository
        name: flanksource
        namespace: ${AGENT_NAMESPACE}
  values:
    upstream:
      createSecret: true
      host: ${serverUrl}
      username: token
      password: ${agent.accessToken}
`;
  if (!form.kubernetes.enabled) return release;
  return `${release}    scrapers:
      kubernetes:
        clusterName: ${quoted(form.name)}
        interval: ${quoted(form.kubernetes.interval)}
`;
}
