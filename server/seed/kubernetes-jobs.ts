import type { CatalogBuilder } from './catalog-builder';
import type { KubeCluster } from './kubernetes';

/** Scheduled jobs of every cluster: where they run and how often (hours between runs). */
const SYSTEM_CRON_JOBS = [
  { namespace: 'kube-system', name: 'etcd-backup', everyHours: 6, image: 'registry.acme.local/platform/etcd-backup:2.4.1' },
  { namespace: 'monitoring', name: 'report-generator', everyHours: 24, image: 'registry.acme.local/platform/reports:1.9.0' },
  { namespace: 'kube-system', name: 'cert-rotation', everyHours: 168, image: 'registry.acme.local/platform/cert-rotate:0.7.3' },
  { namespace: 'monitoring', name: 'prometheus-compactor', everyHours: 12, image: 'quay.io/prometheus/prometheus:v2.53.0' },
];

/** Each application namespace's nightly job, by domain. */
const DOMAIN_CRON_JOBS: Readonly<Record<string, string>> = {
  payments: 'settlement-export',
  checkout: 'abandoned-cart-sweeper',
  catalog: 'search-reindex',
  identity: 'session-purge',
  notifications: 'digest-mailer',
  'data-pipeline': 'warehouse-sync',
  orders: 'invoice-batch',
};

/** Kubernetes keeps this many finished Jobs of a CronJob; older ones are gone (deleted items here). */
const HISTORY_LIMIT = 3;
/** Every cron job has run at least this often, whatever the estate's size. */
const MIN_RUNS = HISTORY_LIMIT + 2;

/**
 * The CronJobs of each cluster (its system ones and one per application namespace) and their past
 * runs, a Job and its Pod each: at least MIN_RUNS per cron job, then more until the estate holds
 * `total` items. Runs go back in time one schedule at a time, round-robin over the cron jobs; runs
 * past the history limit are deleted.
 */
export function fillWithCronJobRuns(b: CatalogBuilder, clusters: readonly KubeCluster[], scrapers: Record<string, string>, total: number): void {
  const x = b.extra;
  const crons = clusters.flatMap((cluster) =>
    [
      ...SYSTEM_CRON_JOBS,
      ...cluster.namespaces.flatMap((ns) =>
        ns.domain ? [{ namespace: ns.name, name: DOMAIN_CRON_JOBS[ns.domain], everyHours: 24, image: `registry.acme.local/${ns.domain}/jobs:1.0.${x.int(0, 9)}` }] : [],
      ),
    ].map((def) => {
      const ns = cluster.namespaces.find((n) => n.name === def.namespace)!.ref;
      const scraperId = scrapers[cluster.name];
      const cron = b.add({
        key: `k8s/${cluster.name}/${def.namespace}/cronjob/${def.name}`,
        name: def.name,
        type: 'Kubernetes::CronJob',
        config_class: 'CronJob',
        parent: ns,
        scraperId,
        status: 'Active',
        createdDaysAgo: 200 + x.next() * 100,
        labels: { app: def.name },
        config: {
          apiVersion: 'batch/v1',
          kind: 'CronJob',
          metadata: { name: def.name, namespace: def.namespace },
          spec: {
            schedule: def.everyHours === 168 ? '0 3 * * 0' : `0 */${def.everyHours} * * *`,
            successfulJobsHistoryLimit: HISTORY_LIMIT,
            jobTemplate: { spec: { template: { spec: { containers: [{ name: def.name, image: def.image }], restartPolicy: 'OnFailure' } } } },
          },
        },
      });
      return { cluster, def, ns, cron, scraperId, runs: 0 };
    }),
  );
  const minimum = crons.length * MIN_RUNS;
  for (let next = 0; next < minimum || b.items.length < total; next++) {
    const c = crons[next % crons.length];
    const run = c.runs++;
    const hoursAgo = (run + x.next() * 0.2) * c.def.everyHours;
    const scheduled = Math.floor((b.now.getTime() - hoursAgo * 3_600_000) / 60_000);
    const failed = x.chance(0.06);
    const jobName = `${c.def.name}-${scheduled}`;
    const gone = run >= HISTORY_LIMIT;
    const common = { parent: c.ns, scraperId: c.scraperId, createdDaysAgo: hoursAgo / 24, deleted: gone, deletedDaysAgo: Math.max(0, hoursAgo / 24 - 0.5) };
    const job = b.add({
      ...common,
      key: `k8s/${c.cluster.name}/${c.def.namespace}/job/${jobName}`,
      name: jobName,
      type: 'Kubernetes::Job',
      config_class: 'Job',
      status: failed ? 'Failed' : 'Complete',
      health: failed ? 'unhealthy' : 'healthy',
      labels: { app: c.def.name, 'job-name': jobName },
      config: {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: jobName, namespace: c.def.namespace, ownerReferences: [{ kind: 'CronJob', name: c.def.name }] },
        status: failed ? { failed: 6, conditions: [{ type: 'Failed', reason: 'BackoffLimitExceeded' }] } : { succeeded: 1 },
      },
    });
    b.relate(c.cron, job, 'CronJobJob');
    if (failed && !gone) {
      b.insight(job, hoursAgo / 24, {
        analyzer: 'JobFailed',
        analysis_type: 'reliability',
        severity: 'high',
        summary: 'Job reached its back-off limit',
        message: `${jobName} failed 6 times and will not be retried until the next schedule.`,
        source: 'Kubernetes',
      });
    }
    if (next >= minimum && b.items.length >= total) break;
    const podName = `${jobName}-${x.hex(5)}`;
    const node = x.pick(c.cluster.nodes);
    const pod = b.add({
      ...common,
      parent: job,
      key: `k8s/${c.cluster.name}/${c.def.namespace}/pod/${podName}`,
      name: podName,
      type: 'Kubernetes::Pod',
      config_class: 'Pod',
      status: failed ? 'Error' : 'Completed',
      health: failed ? 'unhealthy' : 'healthy',
      labels: { 'job-name': jobName },
      config: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: podName, namespace: c.def.namespace },
        spec: { nodeName: node.name, containers: [{ name: c.def.name, image: c.def.image }] },
        status: { phase: failed ? 'Failed' : 'Succeeded' },
      },
    });
    b.relate(node, pod, 'NodePod');
  }
}
