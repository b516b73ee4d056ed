import type { Queryable } from '../db/database';
import type { AwsEstate } from './aws';
import { insertRows, type SeedRow } from './bulk';
import type { ConfigRef } from './catalog-builder';
import { DEMO_PEOPLE } from './demo-people';
import { DOMAINS, type KubeCluster } from './kubernetes';
import { teamId, type TeamKey } from './people';
import { DEMO_LOG_BACKENDS, seedLogBackends, type SeedLogSelector } from './logs';
import { Random, stableId } from './random';

export interface ComponentRef {
  id: string;
  name: string;
  type: string;
  /** The domain (payments, checkout...) or cluster it stands for. */
  key: string;
}

export interface TopologySeed {
  topologyId: string;
  components: ComponentRef[];
  services: ComponentRef[];
  counts: Record<string, number>;
}

interface Node {
  key: string;
  name: string;
  type: string;
  icon: string;
  parent?: Node;
  status?: string;
  /** Why a component set its own status other than healthy. */
  reason?: string;
  properties?: unknown[];
  config?: ConfigRef;
  /** The workload a business service runs as: its config item, whose health it does not take. */
  runs?: ConfigRef;
  cost?: number;
  labels?: Record<string, string>;
  logs?: SeedLogSelector[];
  id?: string;
  path?: string;
}

const GIB = 1024 ** 3;

export async function seedTopology(
  db: Queryable,
  scale: number,
  now: Date,
  clusters: KubeCluster[],
  aws: AwsEstate,
): Promise<TopologySeed> {
  const r = new Random(7_001 + scale);
  const topologyId = stableId('topology', 'acme-platform');
  const created = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  await insertRows(db, 'topologies', [
    {
      id: topologyId,
      name: 'acme-platform',
      namespace: 'mission-control',
      labels: { owner: 'platform' },
      source: 'UI',
      schedule: '@every 10m',
      spec: {
        schedule: '@every 10m',
        icon: 'cloud',
        type: 'Application',
        components: [
          { name: 'Kubernetes', lookup: { configs: [{ types: ['Kubernetes::Cluster'] }] } },
          { name: 'AWS', lookup: { configs: [{ types: ['AWS::::Account'] }] } },
          { name: 'Database fleet', lookup: { configs: [{ types: ['AWS::RDS::DBInstance'] }] } },
          { name: 'Edge network', type: 'Network' },
        ],
      },
      created_by: DEMO_PEOPLE[0].id,
      created_at: created,
      updated_at: created,
    },
  ]);

  const nodes: Node[] = [];
  const add = (node: Node) => {
    nodes.push(node);
    return node;
  };
  const percent = (name: string, value: number): unknown => ({
    name,
    type: 'number',
    unit: '%',
    value: Math.round(value * 10) / 10,
    max: 100,
    color: value > 85 ? 'red' : value > 70 ? 'orange' : 'green',
  });
  const root = add({
    key: 'root',
    name: 'Acme Platform',
    type: 'Application',
    icon: 'cloud',
    logs: [{ name: 'console', backend: DEMO_LOG_BACKENDS.server }],
  });
  const services = add({ key: 'services', name: 'Business Services', type: 'Group', icon: 'group', parent: root });
  const kube = add({ key: 'kubernetes', name: 'Kubernetes', type: 'Group', icon: 'kubernetes', parent: root });
  for (const cluster of clusters) {
    const cpuMax = cluster.nodes.length * 4000;
    const cpu = Math.round(cpuMax * (0.35 + r.next() * 0.4));
    const memMax = cluster.nodes.length * 32 * GIB;
    const clusterNode = add({
      key: cluster.name,
      name: cluster.name,
      type: 'KubernetesCluster',
      icon: 'kubernetes',
      parent: kube,
      config: cluster.ref,
      cost: cluster.nodes.length * 3.6,
      properties: [
        { name: 'Version', text: cluster.name.startsWith('prod') ? 'v1.29.6' : 'v1.30.2' },
        { name: 'CPU', type: 'number', unit: 'millicores', value: cpu, max: cpuMax, headline: true },
        { name: 'Memory', type: 'number', unit: 'bytes', value: Math.round(memMax * (0.4 + r.next() * 0.4)), max: memMax, headline: true },
        { name: 'Pods', type: 'number', value: cluster.apps.reduce((n, a) => n + a.pods.length, 0) },
      ],
      // The Loki selector names a backend the built-in server cannot query: the logs page shows its error.
      logs: [{ name: 'events', backend: DEMO_LOG_BACKENDS.files }, { name: 'loki', labels: { component: cluster.name } }],
    });
    const nodesGroup = add({ key: `${cluster.name}/nodes`, name: 'Nodes', type: 'Group', icon: 'server', parent: clusterNode });
    const shown = cluster.nodes.slice(0, Math.max(3, scale * 2));
    for (const node of shown) {
      const cpuPct = 20 + r.next() * 75;
      add({
        key: `${cluster.name}/node/${node.name}`,
        name: node.name,
        type: 'KubernetesNode',
        icon: 'server',
        parent: nodesGroup,
        config: node,
        status: node.health === 'healthy' ? (cpuPct > 88 ? 'warning' : 'healthy') : 'warning',
        cost: 3.6,
        properties: [percent('CPU', cpuPct), percent('Memory', 30 + r.next() * 60), percent('Disk', 15 + r.next() * 70)],
      });
    }
    const nsGroup = add({ key: `${cluster.name}/namespaces`, name: 'Namespaces', type: 'Group', icon: 'namespace', parent: clusterNode });
    const appNamespaces = cluster.namespaces.filter((ns) => ns.domain);
    for (const ns of appNamespaces.slice(0, clusters.indexOf(cluster) === 0 ? 4 * scale : 2 * scale)) {
      add({
        key: `${cluster.name}/ns/${ns.name}`,
        name: ns.name,
        type: 'KubernetesNamespace',
        icon: 'namespace',
        parent: nsGroup,
        config: ns.ref,
        labels: { domain: ns.domain!, cluster: cluster.name },
        properties: [
          { name: 'Pods', type: 'number', value: cluster.apps.filter((a) => a.namespace === ns.name).reduce((n, a) => n + a.pods.length, 0) },
          percent('CPU quota', 10 + r.next() * 80),
        ],
        logs: [{ name: 'application', backend: DEMO_LOG_BACKENDS.files, labels: { cluster: cluster.name } }],
      });
    }
  }
  // The estate has several roots, as the dashboard shows them: the platform above, the cloud account,
  // the database fleet and the edge network, each with its own health.
  const awsNode = add({ key: 'aws', name: 'AWS acme-production', type: 'AWSAccount', icon: 'aws', config: aws.account });
  const fleet = add({ key: 'databases', name: 'Database fleet', type: 'DatabaseFleet', icon: 'database' });
  const postgres = add({ key: 'databases/postgres', name: 'PostgreSQL', type: 'Group', icon: 'postgres', parent: fleet });
  const lagging = aws.databases[1 % aws.databases.length];
  for (const db of aws.databases.slice(0, 2 * scale)) {
    const storage = 40 + r.next() * 55;
    const primary = add({
      key: `aws/rds/${db.name}`,
      name: db.name,
      type: 'Database',
      icon: 'postgres',
      parent: postgres,
      config: db,
      cost: 20 + r.next() * 25,
      status: storage > 85 ? 'warning' : 'healthy',
      properties: [
        { name: 'Engine', text: 'PostgreSQL' },
        percent('Storage used', storage),
        { name: 'Connections', type: 'number', value: r.int(20, 400), max: 500 },
      ],
      logs: [{ name: 'postgres', backend: DEMO_LOG_BACKENDS.files }],
    });
    // The replica the demo's replication-lag check watches falls behind.
    const behind = db === lagging;
    add({
      key: `aws/rds/${db.name}/replica`,
      name: `${db.name}-replica-1`,
      type: 'DatabaseReplica',
      icon: 'postgres',
      parent: primary,
      cost: 10 + r.next() * 12,
      status: behind ? 'warning' : 'healthy',
      reason: behind ? 'replication lag 14s above 5s' : undefined,
      properties: [{ name: 'Replication lag', type: 'number', unit: 'seconds', value: behind ? 14 : r.int(0, 2), max: 30 }],
    });
  }
  const redis = add({ key: 'databases/redis', name: 'Redis', type: 'Group', icon: 'redis', parent: fleet });
  for (const cache of ['session-cache', 'rate-limiter']) {
    add({
      key: `databases/redis/${cache}`,
      name: cache,
      type: 'Cache',
      icon: 'redis',
      parent: redis,
      cost: 3 + r.next() * 4,
      properties: [percent('Memory used', 25 + r.next() * 40), { name: 'Hit rate', type: 'number', unit: '%', value: 97.4, max: 100 }],
    });
  }
  const edge = add({ key: 'edge', name: 'Edge network', type: 'Network', icon: 'network' });
  const regions: [string, [name: string, type: string, failing?: string][]][] = [
    ['eu-west-1', [['cdn-ams-1', 'CDNPoP'], ['cdn-fra-1', 'CDNPoP', 'origin health checks failing: 3 of 4 origins answer 502'], ['lb-public-eu', 'LoadBalancer']]],
    ['us-east-1', [['cdn-iad-1', 'CDNPoP'], ['lb-public-us', 'LoadBalancer']]],
  ];
  for (const [region, members] of regions) {
    const regionNode = add({ key: `edge/${region}`, name: region, type: 'Region', icon: 'network', parent: edge });
    for (const [name, type, failing] of members) {
      add({
        key: `edge/${region}/${name}`,
        name,
        type,
        icon: type === 'CDNPoP' ? 'cdn' : 'load-balancer',
        parent: regionNode,
        status: failing ? 'unhealthy' : 'healthy',
        reason: failing,
        cost: 1 + r.next() * 3,
        properties: [
          { name: 'Requests', type: 'number', unit: 'req/s', value: r.int(200, 4_000) },
          { name: 'Error rate', type: 'number', unit: '%', value: failing ? 38.5 : Math.round(r.next() * 50) / 10, max: 100 },
        ],
      });
    }
  }
  const s3Group = add({ key: 'aws/s3', name: 'S3', type: 'Group', icon: 'aws-s3', parent: awsNode });
  for (const bucket of aws.buckets.slice(0, 3 * scale)) {
    add({
      key: `aws/s3/${bucket.name}`,
      name: bucket.name,
      type: 'Bucket',
      icon: 'aws-s3-bucket',
      parent: s3Group,
      config: bucket,
      cost: 0.5 + r.next() * 5,
      properties: [{ name: 'Size', type: 'number', unit: 'bytes', value: Math.round(r.next() * 900 * GIB) }],
    });
  }
  const ec2Group = add({ key: 'aws/ec2', name: 'EC2', type: 'Group', icon: 'aws-ec2', parent: awsNode });
  for (const instance of aws.instances.filter((i) => !i.name.startsWith('eks-')).slice(0, 3 * scale)) {
    add({
      key: `aws/ec2/${instance.name}`,
      name: instance.name,
      type: 'VirtualMachine',
      icon: 'aws-ec2-instance',
      parent: ec2Group,
      config: instance,
      cost: 2 + r.next() * 6,
      properties: [percent('CPU', 5 + r.next() * 80)],
    });
  }
  const serviceNodes = DOMAINS.map((d) => {
    const name = d.name
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
    const primary = clusters.flatMap((c) => c.apps).find((a) => a.domain === d.name && a.name === d.apps[0]);
    return add({
      key: `service/${d.name}`,
      runs: primary?.deployment,
      name,
      type: 'Service',
      icon: 'service',
      parent: services,
      labels: { team: d.team, domain: d.name },
      properties: [
        { name: 'SLO', type: 'number', unit: '%', value: 99.9, max: 100 },
        { name: 'Error budget left', type: 'number', unit: '%', value: Math.round(r.next() * 1000) / 10, max: 100 },
      ],
      // What the server itself logged about the service: its requests and its checks' runs.
      logs: [{ name: 'console', backend: DEMO_LOG_BACKENDS.server, labels: { component: name } }],
    });
  });

  const time = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  for (const node of nodes) {
    node.id = stableId('component', node.key);
    node.path = node.parent ? (node.parent.path ? `${node.parent.path}.${node.parent.id}` : node.parent.id) : '';
  }
  const children = new Map<Node, Node[]>();
  for (const node of nodes) if (node.parent) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  const statusOf = (node: Node): string => {
    if (node.status) return node.status;
    const kids = children.get(node) ?? [];
    const health = node.config?.health;
    if (health === 'unhealthy' || kids.some((k) => statusOf(k) === 'unhealthy')) return 'unhealthy';
    if (health === 'warning' || kids.some((k) => statusOf(k) === 'warning')) return 'warning';
    return 'healthy';
  };
  const rows: SeedRow[] = nodes.map((node) => {
    const status = statusOf(node);
    const kids = children.get(node) ?? [];
    const count = (s: string) => kids.filter((k) => statusOf(k) === s).length;
    return {
      id: node.id,
      topology_id: topologyId,
      external_id: node.key,
      parent_id: node.parent?.id ?? null,
      config_id: (node.config ?? node.runs)?.id ?? null,
      name: node.name,
      type: node.type,
      icon: node.icon,
      status,
      health: status === 'unhealthy' ? 'unhealthy' : status === 'warning' ? 'warning' : 'healthy',
      status_reason:
        status === 'healthy' ? null : (node.reason ?? `${count('unhealthy') + count('warning') || 1} child component(s) need attention`),
      labels: node.labels ?? {},
      properties: node.properties ?? [],
      log_selectors: node.logs ?? null,
      path: node.path,
      is_leaf: kids.length === 0,
      summary: { healthy: count('healthy'), unhealthy: count('unhealthy'), warning: count('warning') },
      cost_per_minute: node.cost ? Math.round((node.cost / 1440) * 1e6) / 1e6 : null,
      cost_total_1d: node.cost ? Math.round(node.cost * 100) / 100 : null,
      cost_total_7d: node.cost ? Math.round(node.cost * 7 * 100) / 100 : null,
      cost_total_30d: node.cost ? Math.round(node.cost * 30 * 100) / 100 : null,
      schedule: '@every 10m',
      topology_type: 'Application',
      created_at: time(60 + r.next() * 30),
      updated_at: time(r.next()),
    };
  });
  const counts: Record<string, number> = {};
  counts.logging_backends_builtin = await seedLogBackends(db, now);
  counts.components = await insertRows(db, 'components', rows);

  // Each business service also groups the namespaces that run it, across clusters.
  const links: SeedRow[] = [];
  for (const node of nodes.filter((n) => n.type === 'KubernetesNamespace')) {
    const service = serviceNodes.find((s) => s.labels!.domain === node.labels!.domain);
    if (service) links.push({ component_id: node.id, relationship_id: service.id, selector_id: 'domain', relationship_path: service.id });
  }
  counts.component_relationships = await insertRows(db, 'component_relationships', links);
  counts.config_component_relationships = await insertRows(
    db,
    'config_component_relationships',
    nodes.flatMap((n) => {
      const config = n.config ?? n.runs;
      return config ? [{ component_id: n.id, config_id: config.id, selector_id: 'lookup' }] : [];
    }),
  );
  const owners: [TeamKey, string][] = [
    ['platform', 'kubernetes'],
    ['platform', 'aws'],
    ['data', 'databases'],
    ['sre', 'edge'],
    ['sre', 'root'],
    ...DOMAINS.map((d): [TeamKey, string] => [d.team as TeamKey, `service/${d.name}`]),
  ];
  counts.team_components = await insertRows(
    db,
    'team_components',
    owners.map(([team, key]) => ({ team_id: teamId(team), component_id: stableId('component', key), role: 'owner', selector_id: 'seed' })),
  );
  const refs = nodes.map((n) => ({ id: n.id!, name: n.name, type: n.type, key: n.labels?.domain ?? n.key }));
  return {
    topologyId,
    components: refs,
    services: refs.filter((c) => c.type === 'Service'),
    counts,
  };
}
