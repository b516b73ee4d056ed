import type { SeedRow } from './bulk';
import { type Random, stableId } from './random';

/**
 * The bulk of a catalog's changes: what the sources report about each item day after day (Kubernetes
 * events, CloudTrail, the Azure activity log, PostgreSQL's own logs), spread over the last 90 days,
 * busiest recently, each within its item's life. Repeated events carry a count and when first seen.
 */
interface EventTemplate {
  change_type: string;
  severity: string;
  summary: (item: EventItem) => string;
  by: readonly string[];
  /** Reported again and again while it lasts, de-duplicated into one change with a count. */
  repeats: boolean;
  /** How common it is among its kind's events. */
  weight: number;
}

interface EventKind {
  source: string;
  /** How often an item of this kind has something to report, relative to the others. */
  weight: number;
  events: readonly EventTemplate[];
  /** The events' weights summed up, for a weighted draw. */
  cumulative: readonly number[];
}

const kind = (source: string) => (weight: number, events: EventTemplate[]): EventKind => ({
  source,
  weight,
  events,
  cumulative: events.map((_, i) => events.slice(0, i + 1).reduce((sum, e) => sum + e.weight, 0)),
});

interface EventItem {
  id: string;
  name: string;
  namespace: string;
  app: string;
  kind: EventKind;
  /** Days before `now` the item was created and (if it was) deleted. */
  createdAgo: number;
  deletedAgo: number;
}

const ev = (
  change_type: string,
  severity: string,
  summary: (item: EventItem) => string,
  by: readonly string[],
  { repeats = false, weight = 1 } = {},
): EventTemplate => ({ change_type, severity, summary, by, repeats, weight });

const KUBELET = ['kubelet'];
const PEOPLE = ['priya.natarajan@acme.local', 'tomas.ferreira@acme.local', 'lena.hoffmann@acme.local', 'terraform', 'github-actions'];

const k8s = kind('KubernetesEvent');
const aws = kind('CloudTrail');
const azure = kind('Azure Activity Log');
const postgres = kind('PostgreSQL');

/** Event kinds by config type; types not listed report nothing on their own. */
const KINDS: Readonly<Record<string, EventKind>> = {
  'Kubernetes::Pod': k8s(15, [
    ev('Scheduled', 'info', (i) => `Successfully assigned ${i.namespace}/${i.name} to a node`, ['default-scheduler'], { weight: 3 }),
    ev('Pulled', 'info', () => 'Container image already present on machine', KUBELET, { weight: 3 }),
    ev('Created', 'info', (i) => `Created container ${i.app}`, KUBELET, { weight: 3 }),
    ev('Started', 'info', (i) => `Started container ${i.app}`, KUBELET, { weight: 3 }),
    ev('Killing', 'info', (i) => `Stopping container ${i.app}`, KUBELET, { weight: 2 }),
    ev('Unhealthy', 'medium', () => 'Readiness probe failed: HTTP probe failed with statuscode: 503', KUBELET, { repeats: true, weight: 1.5 }),
    ev('BackOff', 'high', (i) => `Back-off restarting failed container ${i.app} in pod ${i.name}`, KUBELET, { repeats: true }),
    ev('OOMKilled', 'high', (i) => `Container ${i.app} was OOM-killed (exit code 137)`, KUBELET, { weight: 0.3 }),
    ev('FailedScheduling', 'medium', () => '0/6 nodes are available: 3 Insufficient memory, 3 node(s) had untolerated taint', ['default-scheduler'], { repeats: true, weight: 0.5 }),
  ]),
  'Kubernetes::Node': k8s(6, [
    ev('NodeReady', 'info', (i) => `Node ${i.name} status is now: NodeReady`, KUBELET, { weight: 3 }),
    ev('NodeNotReady', 'high', (i) => `Node ${i.name} status is now: NodeNotReady`, ['node-controller'], { weight: 0.5 }),
    ev('NodeHasDiskPressure', 'medium', (i) => `Node ${i.name} status is now: NodeHasDiskPressure`, KUBELET, { repeats: true }),
    ev('Rebooted', 'medium', (i) => `Node ${i.name} has been rebooted, boot id changed`, KUBELET),
    ev('ImageGCFailed', 'low', () => 'Failed to garbage collect required amount of images', KUBELET, { repeats: true }),
  ]),
  'Kubernetes::Deployment': k8s(2, [
    ev('ScalingReplicaSet', 'info', (i) => `Scaled up replica set ${i.name} to 3`, ['deployment-controller']),
    ev('ScalingReplicaSet', 'info', (i) => `Scaled down replica set ${i.name} to 2`, ['deployment-controller']),
    ev('ProgressDeadlineExceeded', 'high', (i) => `Deployment ${i.name} has timed out progressing`, ['deployment-controller'], { weight: 0.2 }),
  ]),
  'Kubernetes::ReplicaSet': k8s(2, [
    ev('SuccessfulCreate', 'info', (i) => `Created pod: ${i.name}-${i.id.slice(0, 5)}`, ['replicaset-controller']),
    ev('SuccessfulDelete', 'info', (i) => `Deleted pod: ${i.name}-${i.id.slice(5, 10)}`, ['replicaset-controller']),
  ]),
  'Kubernetes::Job': k8s(1, [
    ev('SuccessfulCreate', 'info', (i) => `Created pod: ${i.name}`, ['job-controller']),
    ev('Completed', 'info', () => 'Job completed', ['job-controller']),
  ]),
  'Kubernetes::CronJob': k8s(2, [
    ev('SuccessfulCreate', 'info', (i) => `Created job ${i.name}`, ['cronjob-controller']),
    ev('SawCompletedJob', 'info', (i) => `Saw completed job: ${i.name}, status: Complete`, ['cronjob-controller']),
  ]),
  'Kubernetes::HorizontalPodAutoscaler': k8s(2, [
    ev('SuccessfulRescale', 'info', () => 'New size: 4; reason: cpu resource utilization (percentage of request) above target', ['horizontal-pod-autoscaler']),
  ]),
  'Kubernetes::Ingress': k8s(1, [ev('Sync', 'info', () => 'Scheduled for sync', ['nginx-ingress-controller'])]),
  'Kubernetes::Service': k8s(0.5, [ev('UpdatedEndpoints', 'info', (i) => `Endpoints of ${i.name} updated`, ['endpoint-controller'])]),
  'AWS::EC2::Instance': aws(3, [
    ev('StartInstances', 'info', (i) => `Started ${i.name}`, PEOPLE),
    ev('StopInstances', 'medium', (i) => `Stopped ${i.name}`, PEOPLE),
    ev('RebootInstances', 'low', (i) => `Rebooted ${i.name}`, PEOPLE),
    ev('CreateTags', 'info', (i) => `Tagged ${i.name}`, ['terraform']),
  ]),
  'AWS::EC2::SecurityGroup': aws(1, [
    ev('AuthorizeSecurityGroupIngress', 'medium', (i) => `Authorized ingress on ${i.name}`, PEOPLE),
    ev('RevokeSecurityGroupIngress', 'low', (i) => `Revoked ingress on ${i.name}`, PEOPLE),
  ]),
  'AWS::S3::Bucket': aws(1, [
    ev('PutBucketPolicy', 'medium', (i) => `Bucket policy of ${i.name} replaced`, PEOPLE),
    ev('PutBucketLifecycleConfiguration', 'info', (i) => `Lifecycle rules of ${i.name} updated`, ['terraform']),
  ]),
  'AWS::RDS::DBInstance': aws(2, [
    ev('CreateDBSnapshot', 'info', (i) => `Manual snapshot of ${i.name} created`, PEOPLE),
    ev('ModifyDBInstance', 'medium', (i) => `Parameter group of ${i.name} changed`, ['terraform']),
    ev('RebootDBInstance', 'medium', (i) => `Rebooted ${i.name}`, PEOPLE),
  ]),
  'AWS::Lambda::Function': aws(2, [
    ev('UpdateFunctionCode', 'info', (i) => `New code deployed to ${i.name}`, ['github-actions']),
    ev('PublishVersion', 'info', (i) => `Published a new version of ${i.name}`, ['github-actions']),
  ]),
  'AWS::IAM::Role': aws(1, [ev('UpdateAssumeRolePolicy', 'high', (i) => `Trust policy of ${i.name} changed`, PEOPLE)]),
  'AWS::IAM::User': aws(1, [
    ev('ConsoleLogin', 'info', (i) => `${i.name} signed in to the console`, PEOPLE),
    ev('CreateAccessKey', 'high', (i) => `New access key for ${i.name}`, PEOPLE),
  ]),
  'AWS::SQS::Queue': aws(1, [ev('SetQueueAttributes', 'info', (i) => `Attributes of ${i.name} changed`, ['terraform'])]),
  'AWS::DynamoDB::Table': aws(1, [ev('UpdateTable', 'info', (i) => `Throughput of ${i.name} changed`, ['terraform'])]),
  'AWS::ECR::Repository': aws(3, [ev('PutImage', 'info', (i) => `Pushed ${i.name}:sha-${i.id.slice(0, 7)}`, ['github-actions'])]),
  'Azure::Compute::VirtualMachine': azure(3, [
    ev('Microsoft.Compute/virtualMachines/start/action', 'info', (i) => `Started ${i.name}`, PEOPLE),
    ev('Microsoft.Compute/virtualMachines/restart/action', 'low', (i) => `Restarted ${i.name}`, PEOPLE),
    ev('Microsoft.Compute/virtualMachines/deallocate/action', 'medium', (i) => `Deallocated ${i.name}`, PEOPLE),
  ]),
  'Azure::Network::NetworkSecurityGroup': azure(1, [
    ev('Microsoft.Network/networkSecurityGroups/securityRules/write', 'medium', (i) => `Security rule of ${i.name} written`, PEOPLE),
  ]),
  'Azure::Storage::StorageAccount': azure(1, [
    ev('Microsoft.Storage/storageAccounts/listKeys/action', 'low', (i) => `Access keys of ${i.name} listed`, PEOPLE),
  ]),
  'Azure::Sql::Database': azure(2, [
    ev('Microsoft.Sql/servers/databases/write', 'info', (i) => `${i.name} updated`, ['terraform']),
    ev('AutomatedBackup', 'info', (i) => `Automated backup of ${i.name} completed`, ['Microsoft.Sql']),
  ]),
  'Azure::Web::Site': azure(2, [
    ev('Microsoft.Web/sites/publish/action', 'info', (i) => `New build of ${i.name} published`, ['github-actions']),
    ev('Microsoft.Web/sites/restart/action', 'low', (i) => `Restarted ${i.name}`, PEOPLE),
  ]),
  'Azure::ContainerService::ManagedCluster': azure(1, [
    ev('Microsoft.ContainerService/managedClusters/agentPools/write', 'info', (i) => `Node pool of ${i.name} scaled`, ['cluster-autoscaler']),
  ]),
  'PostgreSQL::Server': postgres(4, [
    ev('ConfigurationReloaded', 'info', (i) => `${i.name} reloaded its configuration`, ['postgres']),
    ev('CheckpointsTooFrequent', 'low', () => 'checkpoints are occurring too frequently (18 seconds apart)', ['postgres'], { repeats: true }),
    ev('ConnectionLimitReached', 'high', () => 'remaining connection slots are reserved for roles with the SUPERUSER attribute', ['postgres'], { repeats: true, weight: 0.3 }),
  ]),
  'PostgreSQL::Database': postgres(2, [
    ev('DeadlockDetected', 'high', (i) => `deadlock detected in ${i.name}`, ['postgres'], { weight: 0.3 }),
    ev('LongRunningQuery', 'medium', (i) => `a query on ${i.name} ran for over 5 minutes`, ['postgres'], { repeats: true }),
  ]),
  'PostgreSQL::Table': postgres(1, [
    ev('AutovacuumCompleted', 'info', (i) => `automatic vacuum of table ${i.name} finished`, ['autovacuum']),
    ev('AnalyzeCompleted', 'info', (i) => `automatic analyze of table ${i.name} finished`, ['autovacuum']),
  ]),
};

/** Events reach back this far; most are recent. */
const REACH_DAYS = 90;
/** A short-lived item still has something to say. */
const MIN_LIFE_DAYS = 0.25;
const DAY = 86_400_000;

/**
 * The items that report events, with their weights summed up for a weighted draw: an item reports in
 * proportion to its kind's weight and to how long it has lived within the reach, so a pod of a few
 * hours says less than the node it ran on says over months.
 */
export function eventItems(items: readonly SeedRow[], now: Date): { items: EventItem[]; cumulative: number[] } {
  const list: EventItem[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const row of items) {
    const reporter = KINDS[row.type as string];
    if (!reporter) continue;
    const ago = (at: unknown) => (now.getTime() - Date.parse(at as string)) / DAY;
    const tags = (row.tags ?? {}) as Record<string, string>;
    const labels = (row.labels ?? {}) as Record<string, string>;
    list.push({
      id: row.id as string,
      name: row.name as string,
      namespace: tags.namespace ?? 'default',
      app: labels.app ?? (row.name as string),
      kind: reporter,
      createdAgo: ago(row.created_at),
      deletedAgo: row.deleted_at ? ago(row.deleted_at) : 0,
    });
    const item = list[list.length - 1];
    total += reporter.weight * Math.max(MIN_LIFE_DAYS, Math.min(item.createdAgo, REACH_DAYS) - item.deletedAgo);
    cumulative.push(total);
  }
  return { items: list, cumulative };
}

function pick(cumulative: readonly number[], random: Random): number {
  const target = random.next() * cumulative[cumulative.length - 1];
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid] <= target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `count` event changes over `items`, drawn from `random`; each row is made when it is asked for. */
export function* changeEvents(
  source: { items: readonly EventItem[]; cumulative: readonly number[] },
  count: number,
  random: Random,
  now: Date,
): Generator<SeedRow> {
  if (count > 0 && source.items.length === 0) throw new Error('no catalog item reports events');
  for (let n = 0; n < count; n++) {
    const item = source.items[pick(source.cumulative, random)];
    const template = item.kind.events[pick(item.kind.cumulative, random)];
    const newest = item.deletedAgo;
    const oldest = Math.max(newest, Math.min(item.createdAgo, REACH_DAYS));
    const daysAgo = newest + (oldest - newest) * random.next() ** 1.2;
    const created = new Date(now.getTime() - Math.round(daysAgo * DAY)).toISOString();
    const seen = template.repeats ? 1 + Math.floor(random.next() ** 3 * 60) : 1;
    const firstSeen = template.repeats
      ? new Date(now.getTime() - Math.round(Math.min(oldest, daysAgo + seen * 0.02) * DAY)).toISOString()
      : created;
    yield {
      id: stableId('change-event', n),
      config_id: item.id,
      external_change_id: `event-${n}`,
      external_created_by: template.by[Math.floor(random.next() * template.by.length)],
      change_type: template.change_type,
      severity: template.severity,
      source: item.kind.source,
      summary: template.summary(item),
      created_at: created,
      first_observed: firstSeen,
      inserted_at: created,
      count: seen,
    };
  }
}
