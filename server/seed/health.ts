import type { Queryable } from '../db/database';
import type { AwsEstate } from './aws';
import { insertRows, type SeedRow } from './bulk';
import { DEMO_PEOPLE } from './demo-people';
import { demoTargetsAnnotation, demoTargetUrl, demoTcpEndpoint, type DemoTargets } from './demo-targets';
import type { KubeApp, KubeCluster } from './kubernetes';
import { stableId } from './random';
import type { ComponentRef } from './topology';

/**
 * How a check behaved over the week: drives its generated history. `every-third` is the check whose
 * target fails every third request: its history fails every third run too.
 */
type Profile = 'healthy' | 'down' | 'recent' | 'flapping' | 'degraded' | 'every-third';

interface CheckDef {
  id: string;
  canary: string;
  type: string;
  name: string;
  spec: Record<string, unknown>;
  profile: Profile;
  base: number;
  jitter: number;
  error: string;
  okMessage: string;
  labels: Record<string, string>;
  transformed: boolean;
  icon: string;
  severity: string;
  description: string;
  configId?: string;
  componentId?: string;
}

export interface HealthSeed {
  checks: { id: string; name: string; canaryId: string; profile: Profile }[];
  canaries: { id: string; name: string }[];
  counts: Record<string, number>;
}

const CLOSED_HTTP = 'http://127.0.0.1:9';
const HISTORY_DAYS = 7;

const HTTP_PATHS = ['/health', '/ready', '/live', '/metrics'];

/**
 * How often the everyday demo's canaries run: production every 30 s and staging and ports every
 * minute, so /health moves within a minute of a start. Canaries a larger scale adds run every 5
 * minutes, so a benchmark estate does not multiply the live load.
 */
const EVERY_SECONDS: Record<string, number> = { 'http-prod-eu-west': 30, 'http-staging-us-east': 60, 'tcp-ports': 60 };
const DEFAULT_EVERY_SECONDS = 300;
const everySecondsOf = (canary: string) => EVERY_SECONDS[canary] ?? DEFAULT_EVERY_SECONDS;
const scheduleText = (seconds: number) => `@every ${seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`}`;
// A second check on the same app (when there are more checks than apps) gets a distinct name.
const variant = (index: number, size: number) => (index < size ? '' : ` #${Math.floor(index / size) + 1}`);

const refused = (target: string) => `dial tcp ${target}: connect: connection refused`;

export function historyShape(scale: number) {
  // Scale N has N times the checks; thinning the history keeps the total near a million rows at scale 100.
  const intervalMinutes = 5 * Math.ceil(scale / 10);
  return { intervalMinutes, steps: Math.floor((HISTORY_DAYS * 24 * 60) / intervalMinutes) };
}

function defineChecks(scale: number, targets: DemoTargets, clusters: KubeCluster[], aws: AwsEstate, services: ComponentRef[]): CheckDef[] {
  const apps = clusters.flatMap((c) => c.apps.filter((a) => a.domain !== 'platform'));
  const serviceFor = (app: KubeApp) => services.find((s) => s.key === app.domain)?.id;
  const defs: CheckDef[] = [];
  for (let round = 0; round < scale; round++) {
    const suffix = round === 0 ? '' : `-${round + 1}`;
    for (let i = 0; i < 30; i++) {
      const index = round * 30 + i;
      const app = apps[index % apps.length];
      const path = HTTP_PATHS[Math.floor(index / apps.length) % HTTP_PATHS.length];
      const profile: Profile =
        i === 6 ? 'every-third' : i % 10 === 3 ? 'down' : i % 10 === 6 ? 'flapping' : i % 10 === 8 ? 'degraded' : i === 14 ? 'recent' : 'healthy';
      const closed = profile === 'down' || profile === 'recent';
      const target = demoTargetUrl(targets, `/${app.name}${path}${profile === 'every-third' ? '?fail_every=3' : ''}`);
      const url = closed ? `${CLOSED_HTTP}${path}` : target;
      const threshold = profile === 'flapping' ? 150 : 2000;
      const name = `${app.namespace}/${app.name}${path}${variant(index, apps.length * HTTP_PATHS.length)}`;
      defs.push({
        id: stableId('check', `http-${app.cluster}${suffix}`, name),
        canary: `http-${app.cluster}${suffix}`,
        type: 'http',
        name,
        spec: { name, url, responseCodes: [200], thresholdMillis: threshold },
        profile,
        base: profile === 'degraded' ? 900 : 40 + (i % 7) * 25,
        jitter: profile === 'degraded' ? 1400 : 60,
        error:
          profile === 'flapping'
            ? `response time exceeded threshold ${threshold}ms`
            : profile === 'every-third'
              ? 'response code 503 is not one of the expected codes (200)'
              : profile === 'degraded'
              ? 'context deadline exceeded (Client.Timeout exceeded while awaiting headers)'
              : `Get "${CLOSED_HTTP}${path}": ${refused('127.0.0.1:9')}`,
        okMessage: 'HTTP 200 OK',
        labels: { cluster: app.cluster, namespace: app.namespace, team: app.team, app: app.name },
        transformed: false,
        icon: 'http',
        severity: app.web ? 'high' : 'medium',
        description: `Health endpoint of ${app.name} in ${app.cluster}`,
        configId: app.deployment.id,
        componentId: serviceFor(app),
      });
    }
    for (let j = 0; j < 12; j++) {
      const index = round * 12 + j;
      const app = apps[(index * 3 + 1) % apps.length];
      const profile: Profile = j % 6 === 2 ? 'down' : j === 7 ? 'flapping' : 'healthy';
      const endpoint = profile === 'down' ? '127.0.0.1:1' : demoTcpEndpoint(targets);
      const name = `${app.namespace}/${app.name} port (${app.cluster})${variant(index * 3 + 1, apps.length)}`;
      defs.push({
        id: stableId('check', `tcp-ports${suffix}`, name),
        canary: `tcp-ports${suffix}`,
        type: 'tcp',
        name,
        spec: { name, endpoint, thresholdMillis: 500 },
        profile,
        base: 2 + (j % 4),
        jitter: 6,
        error: profile === 'flapping' ? 'i/o timeout' : refused('127.0.0.1:1'),
        okMessage: `connected to ${endpoint}`,
        labels: { cluster: app.cluster, namespace: app.namespace, team: app.team },
        transformed: false,
        icon: 'tcp',
        severity: 'medium',
        description: `Port reachability of ${app.name}`,
        configId: app.service.id,
        componentId: serviceFor(app),
      });
    }
    for (let d = 0; d < 10; d++) {
      const index = round * 10 + d;
      const app = apps[(index * 2) % apps.length];
      const profile: Profile = d === 4 ? 'down' : d === 8 ? 'flapping' : 'healthy';
      const query = profile === 'down' ? 'legacy-billing.acme.local' : `${app.name}.${app.namespace}.svc.cluster.local`;
      const name =
        profile === 'down' ? 'legacy-billing A record' : `${app.name}.${app.namespace} A record (${app.cluster})${variant(index * 2, apps.length)}`;
      defs.push({
        id: stableId('check', `dns-records${suffix}`, name),
        canary: `dns-records${suffix}`,
        type: 'dns',
        name,
        spec: { name, server: '127.0.0.1', port: targets.dnsPort, query, querytype: 'A', minrecords: 1, thresholdMillis: 200 },
        profile,
        base: 1 + (d % 3),
        jitter: 4,
        error: profile === 'down' ? `lookup ${query} on 127.0.0.1:${targets.dnsPort}: no such host` : 'read udp: i/o timeout',
        okMessage: `${query}: 1 record`,
        labels: { cluster: app.cluster, team: app.team },
        transformed: false,
        icon: 'dns',
        severity: 'low',
        description: `Resolves ${query}`,
        componentId: serviceFor(app),
      });
    }
    const databases = aws.databases;
    const others: [string, string, Profile, string, string][] = [
      ['kubernetes', 'pods ready: payments', 'healthy', 'kubernetes', 'all pods ready'],
      ['kubernetes', 'pods ready: checkout', 'flapping', 'kubernetes', '1 pod not ready: CrashLoopBackOff'],
      ['kubernetes', 'pods ready: identity', 'healthy', 'kubernetes', 'all pods ready'],
      ['postgres', `${databases[0].name} connection`, 'healthy', 'postgres', 'SELECT 1 returned 1 row'],
      ['postgres', `${databases[1 % databases.length].name} replication lag`, 'degraded', 'postgres', 'replication lag 14s above 5s'],
      ['postgres', `${databases[0].name} slow queries`, 'healthy', 'postgres', 'no query above 2s'],
      ['prometheus', 'checkout 5xx rate', 'recent', 'prometheus', 'error ratio 4.2% above 1%'],
      ['prometheus', 'payments p99 latency', 'healthy', 'prometheus', 'p99 under 400ms'],
    ];
    for (const [type, base, profile, icon, message] of others) {
      const name = round === 0 ? base : `${base} #${round + 1}`;
      defs.push({
        id: stableId('check', `platform-probes${suffix}`, name),
        canary: `platform-probes${suffix}`,
        type,
        name,
        spec: { name, connection: type === 'postgres' ? 'connection://mission-control/demo-postgres' : undefined },
        profile,
        base: type === 'prometheus' ? 80 : 20,
        jitter: 120,
        error: message,
        okMessage: message,
        labels: { team: type === 'postgres' ? 'data' : 'platform' },
        transformed: true,
        icon,
        severity: 'high',
        description: `${type} probe reported through the platform canary`,
        configId: type === 'postgres' ? databases[0].id : undefined,
      });
    }
    // The platform canary's probes are reported through it (transformed); its own spec runs one check,
    // seeded here as the server's sync would create it, so a fresh start adds no check the list lacks.
    defs.push({
      id: stableId('check', `platform-probes${suffix}`, 'probe-runner'),
      canary: `platform-probes${suffix}`,
      type: 'http',
      name: 'probe-runner',
      spec: { name: 'probe-runner', url: demoTargetUrl(targets, '/probe-runner'), responseCodes: [200], thresholdMillis: 1000 },
      profile: 'healthy',
      base: 15,
      jitter: 20,
      error: 'response code 503 is not one of the expected codes (200)',
      okMessage: 'HTTP 200 OK',
      labels: { team: 'platform' },
      transformed: false,
      icon: 'http',
      severity: 'low',
      description: 'The runner that reports the platform probes',
    });
  }
  return defs;
}

export async function seedHealth(
  db: Queryable,
  scale: number,
  now: Date,
  targets: DemoTargets,
  clusters: KubeCluster[],
  aws: AwsEstate,
  services: ComponentRef[],
): Promise<HealthSeed> {
  const defs = defineChecks(scale, targets, clusters, aws, services);
  const created = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const canaryNames = [...new Set(defs.map((d) => d.canary))];
  const canaryRows: SeedRow[] = canaryNames.map((name) => {
    const members = defs.filter((d) => d.canary === name && !d.transformed);
    const spec: Record<string, unknown> = { schedule: scheduleText(everySecondsOf(name)) };
    for (const d of members) spec[d.type] = [...((spec[d.type] as unknown[]) ?? []), d.spec];
    return {
      id: stableId('canary', name),
      name,
      namespace: 'mission-control',
      labels: { owner: 'sre', 'canary-group': name.replace(/-\d+$/, '') },
      annotations: demoTargetsAnnotation(targets),
      spec,
      source: 'UI',
      created_by: DEMO_PEOPLE[0].id,
      created_at: created,
      updated_at: created,
    };
  });
  const counts: Record<string, number> = {};
  counts.canaries = await insertRows(db, 'canaries', canaryRows);
  counts.checks = await insertRows(
    db,
    'checks',
    defs.map((d) => ({
      id: d.id,
      canary_id: stableId('canary', d.canary),
      type: d.type,
      name: d.name,
      namespace: 'mission-control',
      description: d.description,
      icon: d.icon,
      spec: d.spec,
      labels: d.labels,
      owner: d.labels.team ?? null,
      severity: d.severity,
      transformed: d.transformed,
      created_at: created,
      updated_at: created,
    })),
  );
  counts.check_statuses = await seedStatuses(db, scale, now, defs);
  counts.check_config_relationships = await insertRows(
    db,
    'check_config_relationships',
    defs
      .filter((d) => d.configId)
      .map((d) => ({ config_id: d.configId, check_id: d.id, canary_id: stableId('canary', d.canary), selector_id: 'seed' })),
  );
  await seedDeploymentBeforeFailure(db, now, defs);
  counts.check_component_relationships = await insertRows(
    db,
    'check_component_relationships',
    defs
      .filter((d) => d.componentId)
      .map((d) => ({ component_id: d.componentId, check_id: d.id, canary_id: stableId('canary', d.canary), selector_id: 'seed' })),
  );
  return {
    checks: defs.map((d) => ({ id: d.id, name: d.name, canaryId: stableId('canary', d.canary), profile: d.profile })),
    canaries: canaryRows.map((c) => ({ id: c.id as string, name: c.name as string })),
    counts,
  };
}

/** Minutes before now a 'recent' check's failures begin (STATUS_SQL's 180 minutes) and its deployment lands before them. */
const RECENT_FAILURE_MINUTES = 180;
const DEPLOYED_BEFORE_FAILURE_MINUTES = 4;

/**
 * A check that started failing recently (the 'recent' profile) got there right after its deployment
 * changed: that change, recorded on the deployment the check is related to, is what its Health Overview
 * marks (issue 22), so a newcomer sees "what changed right before this check failed".
 */
async function seedDeploymentBeforeFailure(db: Queryable, now: Date, defs: CheckDef[]): Promise<void> {
  const [check] = defs.filter((d) => d.profile === 'recent' && d.configId);
  if (!check) return;
  const at = new Date(now.getTime() - (RECENT_FAILURE_MINUTES + DEPLOYED_BEFORE_FAILURE_MINUTES) * 60_000).toISOString();
  await insertRows(db, 'config_changes', [{
    id: stableId('change', 'deployment-before-failure', check.id),
    config_id: check.configId,
    external_change_id: `deployment-before-failure-${check.id}`,
    change_type: 'Deployment',
    severity: 'medium',
    source: 'demo',
    summary: `Rolled out ${check.labels.app ?? 'the app'} v2.4.0: the health endpoint now listens on a new port`,
    created_at: at,
    first_observed: at,
  }]);
}

// One statement per batch of checks: generate_series makes the rows inside the engine. r1/r2/r3 are
// deterministic hashes (Knuth's multiplicative hash, top bits) of the check and step numbers.
const STATUS_SQL = `
INSERT INTO check_statuses (check_id, time, created_at, status, duration, message, error)
SELECT p.id, t.ts, t.ts, t.ok,
  CASE WHEN p.profile = 'down' OR (p.profile = 'recent' AND NOT t.ok) THEN t.r2 % 3
    ELSE p.base + t.r2 * p.jitter / 1000
      + (p.base * (1 + sin(g.n * $4::int * pi() / 720)) / 4)::int
      + CASE WHEN t.r3 > 990 THEN p.base * 4 ELSE 0 END
  END,
  CASE WHEN t.ok THEN p.ok_message END,
  CASE WHEN t.ok THEN NULL ELSE p.error END
FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, k bigint, profile text, base int, jitter int, error text, ok_message text, offset_s int)
CROSS JOIN LATERAL generate_series(0::bigint, $2::bigint - 1) AS g(n)
CROSS JOIN LATERAL (
  SELECT h.ts, h.r1, h.r2, h.r3,
    CASE p.profile
      WHEN 'down' THEN false
      WHEN 'recent' THEN g.n < $2::int - 180 / $4::int AND h.r1 >= 3
      WHEN 'flapping' THEN CASE WHEN (g.n / 6) % 2 = 0 THEN h.r1 >= 60 ELSE h.r1 >= 550 END
      WHEN 'degraded' THEN h.r1 >= 90
      WHEN 'every-third' THEN g.n % 3 <> 2
      ELSE h.r1 >= 3
    END AS ok
  FROM (
    SELECT $3::timestamptz - (($2::int - 1 - g.n) * $4::int) * interval '1 minute' - p.offset_s * interval '1 second' AS ts,
      ((((p.k * 7919 + g.n * 104729) % 2147483648) * 2654435761) % 4294967296) / 4294968 AS r1,
      ((((p.k * 6133 + g.n * 15485863 + 1) % 2147483648) * 2654435761) % 4294967296) / 4294968 AS r2,
      ((((p.k * 3571 + g.n * 32452843 + 7) % 2147483648) * 2654435761) % 4294967296) / 4294968 AS r3
  ) h
) t`;

/**
 * How long before `now` each check last ran: the checks of a canary are spread evenly over its
 * interval, so after a start they come due one after another rather than all at once.
 */
function lastRunOffsets(defs: CheckDef[]): Map<string, number> {
  const offsets = new Map<string, number>();
  for (const canary of new Set(defs.map((d) => d.canary))) {
    const members = defs.filter((d) => d.canary === canary);
    const every = everySecondsOf(canary);
    members.forEach((d, position) => offsets.set(d.id, Math.floor(((position + 0.5) * every) / members.length)));
  }
  return offsets;
}

async function seedStatuses(db: Queryable, scale: number, now: Date, defs: CheckDef[]): Promise<number> {
  const { intervalMinutes, steps } = historyShape(scale);
  const offsets = lastRunOffsets(defs);
  const batch = Math.max(1, Math.floor(200_000 / steps));
  let total = 0;
  for (let start = 0; start < defs.length; start += batch) {
    const params = defs.slice(start, start + batch).map((d, i) => ({
      id: d.id,
      k: start + i,
      profile: d.profile,
      base: d.base,
      jitter: d.jitter,
      error: d.error,
      ok_message: d.okMessage,
      offset_s: offsets.get(d.id),
    }));
    const result = await db.query(STATUS_SQL, [JSON.stringify(params), steps, now.toISOString(), intervalMinutes]);
    total += result.rowCount;
  }
  // Each check's current state follows from its history; the transition is when the latest streak began,
  // and the next run is one canary interval after the last.
  await db.query(
    `WITH latest AS (
       SELECT c.id, l.status, l.time FROM checks c
       CROSS JOIN LATERAL (SELECT s.status, s.time FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1) l
     ), streak AS (
       SELECT latest.*, (SELECT min(s.time) FROM check_statuses s WHERE s.check_id = latest.id AND s.time > coalesce(
         (SELECT max(o.time) FROM check_statuses o WHERE o.check_id = latest.id AND o.status IS DISTINCT FROM latest.status),
         '-infinity'::timestamptz)) AS since
       FROM latest
     )
     UPDATE checks c SET status = CASE WHEN streak.status THEN 'healthy' ELSE 'unhealthy' END,
       last_runtime = streak.time, next_runtime = streak.time + every.seconds * interval '1 second',
       last_transition_time = streak.since
     FROM streak JOIN jsonb_to_recordset($1::jsonb) AS every(id uuid, seconds int) ON every.id = streak.id
     WHERE streak.id = c.id`,
    [JSON.stringify(defs.map((d) => ({ id: d.id, seconds: everySecondsOf(d.canary) })))],
  );
  await db.query(
    `INSERT INTO checks_unlogged (check_id, canary_id, status, last_runtime, next_runtime, created_at, updated_at)
     SELECT id, canary_id, status, last_runtime, next_runtime, created_at, coalesce(last_runtime, created_at) FROM checks`,
  );
  return total;
}
