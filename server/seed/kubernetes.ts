import type { CatalogBuilder, ConfigRef, HistoryStep } from './catalog-builder';

/** Business domains: each becomes namespaces holding these apps. */
export const DOMAINS = [
  { name: 'payments', team: 'payments', apps: ['payments-api', 'payments-worker', 'ledger-service'] },
  { name: 'checkout', team: 'payments', apps: ['checkout-web', 'cart-service', 'pricing-engine'] },
  { name: 'catalog', team: 'platform', apps: ['catalog-api', 'search-indexer', 'image-resizer'] },
  { name: 'identity', team: 'security', apps: ['auth-service', 'user-profile', 'session-store'] },
  { name: 'notifications', team: 'platform', apps: ['mailer', 'push-gateway', 'sms-relay'] },
  { name: 'data-pipeline', team: 'data', apps: ['etl-runner', 'kafka-connect', 'warehouse-loader'] },
  { name: 'orders', team: 'payments', apps: ['orders-api', 'fulfilment-worker', 'invoice-renderer'] },
] as const;

export interface KubeApp {
  name: string;
  domain: string;
  team: string;
  cluster: string;
  namespace: string;
  deployment: ConfigRef;
  service: ConfigRef;
  pods: ConfigRef[];
  /** Web-facing apps have an ingress. */
  web: boolean;
}

export interface KubeCluster {
  name: string;
  ref: ConfigRef;
  nodes: ConfigRef[];
  namespaces: { name: string; domain?: string; ref: ConfigRef }[];
  apps: KubeApp[];
}

const CLUSTERS = [
  { name: 'prod-eu-west', region: 'eu-west-1', version: 'v1.29.6-eks-1552ad0', env: 'production' },
  { name: 'staging-us-east', region: 'us-east-1', version: 'v1.30.2-eks-db838b0', env: 'staging' },
] as const;

const ZONES = ['a', 'b', 'c'];
const INSTANCE_TYPES = ['m6i.xlarge', 'm6i.2xlarge', 'c6i.2xlarge', 'r6i.xlarge'];

export function buildKubernetes(
  b: CatalogBuilder,
  scale: number,
  scrapers: Record<string, string>,
): KubeCluster[] {
  const r = b.random;
  const clusters: KubeCluster[] = [];
  const appNamespaces = 7 * scale;
  for (const [clusterIndex, def] of CLUSTERS.entries()) {
    const scraperId = scrapers[def.name];
    const ref = b.add({
      key: `k8s/${def.name}`,
      name: def.name,
      type: 'Kubernetes::Cluster',
      config_class: 'Cluster',
      scraperId,
      status: 'Running',
      createdDaysAgo: 400 - clusterIndex * 120,
      tags: { cluster: def.name, environment: def.env, region: def.region },
      config: { kind: 'Cluster', name: def.name, version: def.version, region: def.region },
      properties: [{ name: 'version', text: def.version }],
    });
    const cluster: KubeCluster = { name: def.name, ref, nodes: [], namespaces: [], apps: [] };
    clusters.push(cluster);

    const nodeCount = 3 * scale;
    for (let n = 0; n < nodeCount; n++) {
      const zone = ZONES[n % 3];
      const instanceType = r.pick(INSTANCE_TYPES);
      const ip = `10.${20 + clusterIndex}.${Math.floor(n / 200)}.${(n % 200) + 10}`;
      const nodeName = `ip-${ip.replaceAll('.', '-')}.${def.region}.compute.internal`;
      const pressure = r.chance(0.08);
      const node = b.add({
        key: `k8s/${def.name}/node/${nodeName}`,
        name: nodeName,
        type: 'Kubernetes::Node',
        config_class: 'Node',
        parent: ref,
        scraperId,
        status: pressure ? 'Cordoned' : 'Ready',
        health: pressure ? 'warning' : 'healthy',
        createdDaysAgo: 2 + r.next() * 60,
        labels: {
          'node.kubernetes.io/instance-type': instanceType,
          'topology.kubernetes.io/zone': `${def.region}${zone}`,
          'kubernetes.io/os': 'linux',
        },
        tags: { zone: `${def.region}${zone}` },
        config: {
          apiVersion: 'v1',
          kind: 'Node',
          metadata: { name: nodeName },
          spec: { providerID: `aws:///${def.region}${zone}/i-0${r.hex(16)}`, unschedulable: pressure },
          status: {
            capacity: { cpu: instanceType.includes('2x') ? '8' : '4', memory: '32Gi', pods: '58' },
            nodeInfo: { kubeletVersion: def.version, containerRuntimeVersion: 'containerd://1.7.11' },
            addresses: [{ type: 'InternalIP', address: ip }],
          },
        },
      });
      cluster.nodes.push(node);
      if (pressure) {
        b.insight(node, 1 + r.next() * 4, {
          analyzer: 'NodeMemoryPressure',
          analysis_type: 'availability',
          severity: 'high',
          summary: 'Node is under memory pressure',
          message: `Kubelet reports MemoryPressure=True on ${nodeName}; pods may be evicted.`,
          source: 'Kubernetes',
        });
        b.change(node, r.next() * 2, {
          change_type: 'Cordoned',
          severity: 'medium',
          summary: `Node ${nodeName} cordoned`,
          source: 'Kubernetes',
          external_created_by: 'cluster-autoscaler',
        });
      } else {
        b.change(node, 2 + r.next() * 50, {
          change_type: 'RegisterNode',
          severity: 'info',
          summary: `Node ${nodeName} registered`,
          source: 'Kubernetes',
          external_created_by: 'kubelet',
        });
      }
    }

    for (const system of ['kube-system', 'monitoring', 'ingress-nginx']) {
      const ns = namespace(b, cluster, system, scraperId);
      cluster.namespaces.push({ name: system, ref: ns });
    }
    const systemApps: [string, string, string][] = [
      ['kube-system', 'coredns', 'registry.k8s.io/coredns/coredns:v1.11.1'],
      ['monitoring', 'prometheus', 'quay.io/prometheus/prometheus:v2.53.0'],
      ['monitoring', 'grafana', 'docker.io/grafana/grafana:11.1.0'],
      ['ingress-nginx', 'ingress-nginx-controller', 'registry.k8s.io/ingress-nginx/controller:v1.10.1'],
    ];
    for (const [ns, app, image] of systemApps) {
      const nsRef = cluster.namespaces.find((x) => x.name === ns)!.ref;
      cluster.apps.push(workload(b, cluster, nsRef, ns, app, image, 'platform', 'platform', scraperId, false));
    }

    // Production runs most of the app namespaces; staging a copy of some.
    const share = clusterIndex === 0 ? Math.ceil(appNamespaces * 0.6) : Math.floor(appNamespaces * 0.4);
    for (let i = 0; i < share; i++) {
      const domain = DOMAINS[i % DOMAINS.length];
      const round = Math.floor(i / DOMAINS.length);
      const nsName = round === 0 ? domain.name : `${domain.name}-${round + 1}`;
      const ns = namespace(b, cluster, nsName, scraperId, domain.team);
      cluster.namespaces.push({ name: nsName, domain: domain.name, ref: ns });
      namespaceObjects(b, cluster, ns, nsName, domain.team, scraperId);
      for (const app of domain.apps) {
        const image = `registry.acme.local/${domain.name}/${app}:${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
        const web = app.endsWith('-web') || app.endsWith('-api') || app === 'auth-service';
        cluster.apps.push(workload(b, cluster, ns, nsName, app, image, domain.name, domain.team, scraperId, web));
      }
    }
  }
  return clusters;
}

function namespace(b: CatalogBuilder, cluster: KubeCluster, name: string, scraperId: string, team?: string): ConfigRef {
  return b.add({
    key: `k8s/${cluster.name}/ns/${name}`,
    name,
    type: 'Kubernetes::Namespace',
    config_class: 'Namespace',
    parent: cluster.ref,
    scraperId,
    status: 'Active',
    createdDaysAgo: 30 + b.random.next() * 300,
    labels: team ? { 'kubernetes.io/metadata.name': name, team } : { 'kubernetes.io/metadata.name': name },
    tags: { namespace: name },
    config: { apiVersion: 'v1', kind: 'Namespace', metadata: { name }, status: { phase: 'Active' } },
  });
}

function workload(
  b: CatalogBuilder,
  cluster: KubeCluster,
  ns: ConfigRef,
  nsName: string,
  app: string,
  image: string,
  domain: string,
  team: string,
  scraperId: string,
  web: boolean,
): KubeApp {
  const r = b.random;
  const replicas = r.int(2, 4);
  const degraded = r.chance(0.1);
  const labels = { app, team, 'app.kubernetes.io/part-of': domain };
  const base = `k8s/${cluster.name}/${nsName}`;
  const created = 10 + r.next() * 200;
  const deploymentConfig = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: app, namespace: nsName, labels },
    spec: {
      replicas,
      selector: { matchLabels: { app } },
      template: {
        metadata: { labels: { app } },
        spec: {
          serviceAccountName: app,
          containers: [
            {
              name: app,
              image,
              ports: [{ containerPort: 8080 }],
              env: [{ name: 'LOG_FORMAT', value: 'json' }],
              resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } },
            },
          ],
        },
      },
    },
    status: { replicas, readyReplicas: degraded ? replicas - 1 : replicas },
  };
  const deployment = b.add({
    key: `${base}/deployment/${app}`,
    name: app,
    type: 'Kubernetes::Deployment',
    config_class: 'Deployment',
    parent: ns,
    scraperId,
    status: degraded ? 'Progressing' : 'Running',
    health: degraded ? 'warning' : 'healthy',
    createdDaysAgo: created,
    labels,
    config: deploymentConfig,
  });
  const hash = r.hex(10);
  const replicaSet = b.add({
    key: `${base}/replicaset/${app}-${hash}`,
    name: `${app}-${hash}`,
    type: 'Kubernetes::ReplicaSet',
    config_class: 'ReplicaSet',
    parent: deployment,
    scraperId,
    status: 'Running',
    health: deployment.health,
    createdDaysAgo: Math.min(created, 1 + r.next() * 12),
    labels,
    config: { apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: { name: `${app}-${hash}`, namespace: nsName } },
  });
  const pods: ConfigRef[] = [];
  for (let p = 0; p < replicas; p++) {
    const podName = `${app}-${hash}-${r.hex(5)}`;
    const crashing = degraded && p === 0;
    const node = r.pick(cluster.nodes);
    const pod = b.add({
      key: `${base}/pod/${podName}`,
      name: podName,
      type: 'Kubernetes::Pod',
      config_class: 'Pod',
      parent: replicaSet,
      scraperId,
      status: crashing ? 'CrashLoopBackOff' : 'Running',
      health: crashing ? 'unhealthy' : 'healthy',
      createdDaysAgo: Math.min(created, r.next() * 6),
      labels: { app, 'pod-template-hash': hash },
      config: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: podName, namespace: nsName, labels: { app } },
        spec: { nodeName: node.name, containers: [{ name: app, image }] },
        status: { phase: 'Running', podIP: `10.${100 + r.int(0, 50)}.${r.int(0, 255)}.${r.int(1, 254)}` },
      },
    });
    pods.push(pod);
    b.relate(node, pod, 'NodePod');
    b.change(pod, r.next() * 5, {
      change_type: 'Pulled',
      severity: 'info',
      summary: `Successfully pulled image "${image}"`,
      source: 'KubernetesEvent',
      external_created_by: 'kubelet',
    });
    if (crashing) {
      b.change(pod, r.next() * 0.5, {
        change_type: 'BackOff',
        severity: 'high',
        summary: `Back-off restarting failed container ${app}`,
        source: 'KubernetesEvent',
        external_created_by: 'kubelet',
      });
      b.insight(pod, r.next() * 2, {
        analyzer: 'CrashLoopBackOff',
        analysis_type: 'availability',
        severity: 'critical',
        summary: 'Container is restarting repeatedly',
        message: `Container ${app} in pod ${podName} has restarted ${r.int(5, 40)} times in the last hour.`,
        source: 'Kubernetes',
      });
    }
  }
  const service = b.add({
    key: `${base}/service/${app}`,
    name: app,
    type: 'Kubernetes::Service',
    config_class: 'Service',
    parent: ns,
    scraperId,
    status: 'Active',
    createdDaysAgo: created,
    labels,
    config: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: app, namespace: nsName },
      spec: { type: 'ClusterIP', selector: { app }, ports: [{ port: 80, targetPort: 8080 }] },
    },
  });
  for (const pod of pods) b.relate(service, pod, 'ServicePod');
  b.relate(deployment, service, 'DeploymentService');
  const configMapConfig = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: `${app}-config`, namespace: nsName },
    data: { LOG_LEVEL: r.pick(['info', 'warn', 'debug']), HTTP_PORT: '8080', FEATURE_CACHE: 'true' },
  };
  const configMap = b.add({
    key: `${base}/configmap/${app}-config`,
    name: `${app}-config`,
    type: 'Kubernetes::ConfigMap',
    config_class: 'ConfigMap',
    parent: ns,
    scraperId,
    status: 'Active',
    createdDaysAgo: created,
    labels,
    config: configMapConfig,
  });
  b.relate(deployment, configMap, 'DeploymentConfigMap');
  if (web) {
    const ingress = b.add({
      key: `${base}/ingress/${app}`,
      name: app,
      type: 'Kubernetes::Ingress',
      config_class: 'Ingress',
      parent: ns,
      scraperId,
      status: 'Active',
      createdDaysAgo: created,
      labels,
      config: {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: { name: app, namespace: nsName },
        spec: { rules: [{ host: `${app}.${nsName}.${cluster.name}.acme.local` }] },
      },
    });
    b.relate(ingress, service, 'IngressService');
  } else if (r.chance(0.5)) {
    b.add({
      key: `${base}/hpa/${app}`,
      name: app,
      type: 'Kubernetes::HorizontalPodAutoscaler',
      config_class: 'HorizontalPodAutoscaler',
      parent: ns,
      scraperId,
      status: 'Active',
      createdDaysAgo: created,
      labels,
      config: { kind: 'HorizontalPodAutoscaler', spec: { minReplicas: 2, maxReplicas: 8, targetCPUUtilizationPercentage: 70 } },
    });
  }
  const rollouts = deploymentHistory(b, deployment, deploymentConfig, app);
  if (r.chance(0.12)) {
    b.insight(deployment, 1 + r.next() * 20, r.pick(DEPLOYMENT_INSIGHTS)(app));
  }
  configMapHistory(b, configMap, configMapConfig, created);
  workloadObjects(b, { ns, nsName, app, labels, scraperId, created, web, rollouts, deployment });
  return { name: app, domain, team, cluster: cluster.name, namespace: nsName, deployment, service, pods, web };
}

const DEPLOYMENT_INSIGHTS = [
  (app: string) => ({
    analyzer: 'NoLivenessProbe',
    analysis_type: 'reliability',
    severity: 'medium',
    summary: 'Container has no liveness probe',
    message: `Container ${app} defines no livenessProbe; a hung process will not be restarted.`,
    source: 'Kubernetes',
  }),
  (app: string) => ({
    analyzer: 'RunAsRoot',
    analysis_type: 'security',
    severity: 'high',
    summary: 'Container may run as root',
    message: `securityContext.runAsNonRoot is not set for ${app}.`,
    source: 'Trivy',
  }),
  (app: string) => ({
    analyzer: 'OverProvisionedCPU',
    analysis_type: 'cost',
    severity: 'low',
    summary: 'CPU requests far above usage',
    message: `${app} requests 250m CPU but used under 30m at p95 over 7 days.`,
    source: 'Kubernetes',
  }),
  (app: string) => ({
    analyzer: 'ImageTagLatest',
    analysis_type: 'technical_debt',
    severity: 'info',
    summary: 'Image pinned to a mutable tag',
    message: `${app} should pin its image by digest.`,
    source: 'Kubernetes',
  }),
];

/**
 * The deployment's rollouts, scaling and rollbacks, drawn as before from `b.random`, now as real
 * diffs of its spec ending at the config scraped now. Answers how many rollouts there were.
 */
function deploymentHistory(b: CatalogBuilder, deployment: ConfigRef, config: DeploymentDoc, app: string): number {
  const r = b.random;
  const x = b.extra;
  const replicas = config.spec.replicas;
  const image = config.spec.template.spec.containers[0].image;
  const [name, tag] = image.split(':');
  const [major, minor, patch] = tag.split('.').map(Number);
  const steps: HistoryStep<DeploymentDoc>[] = [];
  const rollouts = r.int(1, 4);
  for (let i = 0; i < rollouts; i++) {
    const from = `${major}.${minor}.${Math.max(0, patch - i - 1)}`;
    const to = `${major}.${minor}.${Math.max(0, patch - i)}`;
    const daysAgo = i * 4 + r.next() * 4;
    steps.push({
      daysAgo,
      summary: `image ${name}:${from} → ${to}`,
      by: r.pick(['argocd', 'flux', 'github-actions']),
      undo: (doc: DeploymentDoc) => {
        doc.spec.template.spec.containers[0].image = `${name}:${from}`;
      },
    });
  }
  if (r.chance(0.35)) {
    steps.push({
      daysAgo: r.next() * 6,
      change_type: 'Scaling',
      severity: 'low',
      summary: `Scaled ${app} from ${replicas - 1} to ${replicas} replicas`,
      by: 'horizontal-pod-autoscaler',
      undo: (doc: DeploymentDoc) => {
        doc.spec.replicas = replicas - 1;
      },
    });
  }
  if (r.chance(0.08)) {
    b.change(deployment, r.next() * 3, {
      change_type: 'Rollback',
      severity: 'high',
      summary: `Rolled back ${app} after failed readiness checks`,
      source: 'Kubernetes',
      external_created_by: 'argocd',
    });
  }
  if (x.chance(0.3)) {
    steps.push({
      daysAgo: 5 + x.next() * 40,
      severity: 'medium',
      summary: `memory limit of ${app} 384Mi → 512Mi`,
      by: x.pick(['argocd', 'flux']),
      undo: (doc: DeploymentDoc) => {
        doc.spec.template.spec.containers[0].resources.limits.memory = '384Mi';
      },
    });
  }
  if (x.chance(0.25)) {
    steps.push({
      daysAgo: 10 + x.next() * 60,
      summary: `added env LOG_FORMAT to ${app}`,
      by: 'argocd',
      undo: (doc: DeploymentDoc) => {
        delete doc.spec.template.spec.containers[0].env;
      },
    });
  }
  b.history(deployment, config, steps.sort((a, z) => a.daysAgo - z.daysAgo));
  return rollouts;
}

interface DeploymentDoc {
  spec: {
    replicas: number;
    template: { spec: { containers: { image: string; env?: unknown[]; resources: { limits: { memory: string } } }[] } };
  };
}

function configMapHistory(b: CatalogBuilder, configMap: ConfigRef, config: { data: Record<string, string> }, created: number) {
  const x = b.extra;
  const steps: HistoryStep<{ data: Record<string, string> }>[] = [];
  const level = config.data.LOG_LEVEL;
  if (x.chance(0.5)) {
    const before = level === 'debug' ? 'info' : 'debug';
    steps.push({
      daysAgo: Math.min(created, x.next() * 20),
      summary: `LOG_LEVEL ${before} → ${level}`,
      by: x.pick(['argocd', 'flux', 'kubectl-client-side-apply']),
      undo: (doc: { data: Record<string, string> }) => {
        doc.data.LOG_LEVEL = before;
      },
    });
  }
  if (x.chance(0.3)) {
    steps.push({
      daysAgo: Math.min(created, 20 + x.next() * 40),
      summary: 'added FEATURE_CACHE',
      by: 'argocd',
      undo: (doc: { data: Record<string, string> }) => {
        delete doc.data.FEATURE_CACHE;
      },
    });
  }
  b.history(configMap, config, steps.sort((a, z) => a.daysAgo - z.daysAgo));
}

interface WorkloadContext {
  ns: ConfigRef;
  nsName: string;
  app: string;
  labels: Record<string, string>;
  scraperId: string;
  created: number;
  web: boolean;
  rollouts: number;
  deployment: ConfigRef;
}

/**
 * What else a workload has: its service account and credentials secret, a disruption budget when it
 * serves traffic, and the replica sets of earlier rollouts, scaled to zero (the oldest pruned, so deleted).
 */
function workloadObjects(b: CatalogBuilder, w: WorkloadContext) {
  const x = b.extra;
  const base = `${w.ns.path}/${w.nsName}/${w.app}`;
  const common = { parent: w.ns, scraperId: w.scraperId, labels: w.labels, status: 'Active', createdDaysAgo: w.created };
  b.add({
    ...common,
    key: `${base}/serviceaccount`,
    name: w.app,
    type: 'Kubernetes::ServiceAccount',
    config_class: 'ServiceAccount',
    config: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: w.app, namespace: w.nsName }, automountServiceAccountToken: false },
  });
  const secret = b.add({
    ...common,
    key: `${base}/secret`,
    name: `${w.app}-credentials`,
    type: 'Kubernetes::Secret',
    config_class: 'Secret',
    config: {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: `${w.app}-credentials`, namespace: w.nsName },
      type: 'Opaque',
      data: { DATABASE_URL: '[redacted]', API_KEY: '[redacted]' },
    },
  });
  b.relate(w.deployment, secret, 'DeploymentSecret');
  if (w.web) {
    b.add({
      ...common,
      key: `${base}/pdb`,
      name: w.app,
      type: 'Kubernetes::PodDisruptionBudget',
      config_class: 'PodDisruptionBudget',
      config: { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', spec: { minAvailable: 1, selector: { matchLabels: { app: w.app } } } },
    });
  }
  for (let i = 1; i < w.rollouts; i++) {
    const hash = x.hex(10);
    const retired = i * 4 + x.next() * 4;
    const old = b.add({
      ...common,
      parent: w.deployment,
      key: `${base}/replicaset/${hash}`,
      name: `${w.app}-${hash}`,
      type: 'Kubernetes::ReplicaSet',
      config_class: 'ReplicaSet',
      status: 'Scaled to 0',
      createdDaysAgo: Math.min(w.created, retired + 4),
      deleted: i >= 3,
      deletedDaysAgo: retired,
      config: { apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: { name: `${w.app}-${hash}`, namespace: w.nsName }, spec: { replicas: 0 } },
    });
    b.relate(w.deployment, old, 'DeploymentReplicaSet');
  }
}

/** Namespace-wide objects of an application namespace: a quota, a default-deny policy and the team's role binding. */
function namespaceObjects(b: CatalogBuilder, cluster: KubeCluster, ns: ConfigRef, name: string, team: string, scraperId: string) {
  const common = { parent: ns, scraperId, status: 'Active', createdDaysAgo: 30 + b.extra.next() * 200 };
  const quota = {
    apiVersion: 'v1',
    kind: 'ResourceQuota',
    metadata: { name: 'compute', namespace: name },
    spec: { hard: { 'requests.cpu': '16', 'requests.memory': '32Gi', pods: '60' } },
  };
  const quotaRef = b.add({ ...common, key: `k8s/${cluster.name}/${name}/quota`, name: 'compute', type: 'Kubernetes::ResourceQuota', config_class: 'ResourceQuota', config: quota });
  if (b.extra.chance(0.4)) {
    b.history(quotaRef, quota, [
      {
        daysAgo: 3 + b.extra.next() * 30,
        severity: 'low',
        summary: `pods quota of ${name} 40 → 60`,
        by: 'terraform',
        undo: (doc: typeof quota) => {
          doc.spec.hard.pods = '40';
        },
      },
    ]);
  }
  b.add({
    ...common,
    key: `k8s/${cluster.name}/${name}/netpol`,
    name: 'default-deny-ingress',
    type: 'Kubernetes::NetworkPolicy',
    config_class: 'NetworkPolicy',
    config: { apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', spec: { podSelector: {}, policyTypes: ['Ingress'] } },
  });
  b.add({
    ...common,
    key: `k8s/${cluster.name}/${name}/rolebinding`,
    name: `${team}-edit`,
    type: 'Kubernetes::RoleBinding',
    config_class: 'RoleBinding',
    config: {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      roleRef: { kind: 'ClusterRole', name: 'edit' },
      subjects: [{ kind: 'Group', name: `team-${team}` }],
    },
  });
}
