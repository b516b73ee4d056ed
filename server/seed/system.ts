import type { Queryable } from '../db/database';
import { insertRows, type SeedRow } from './bulk';
import { DEMO_PEOPLE, demoPerson } from './demo-people';
import { demoTargetUrl, type DemoTargets } from './demo-targets';
import { demoReceiverRows } from './demo-receiver';
import { teamId } from './people';
import { Random, stableId } from './random';

export const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

export interface SystemTargets {
  canaries: { id: string; name: string }[];
  scrapers: { id: string; name: string }[];
  topologyId: string;
  failingChecks: string[];
  /** The scraper whose items an edge agent pushes. */
  edgeScraper: string;
}

/** The remote agent of the demo that keeps reporting while the server runs (server/agents/heartbeat.ts). */
export const DEMO_REPORTING_AGENT = stableId('agent', 'edge-eu-west');

const AGENTS = [
  { name: 'edge-eu-west', description: 'Agent in the prod-eu-west cluster', seenSecondsAgo: 0, version: 'v0.4.12' },
  { name: 'edge-us-east', description: 'Agent in the staging-us-east cluster (stopped reporting)', seenSecondsAgo: 3_600, version: 'v0.4.9' },
  { name: 'dr-site', description: 'Disaster-recovery site (never connected)', seenSecondsAgo: null, version: null },
] as const;

const FLAGS: [string, string, string][] = [
  ['incidents.disable', 'false', 'Hides the incident pages when true'],
  ['logs.disable', 'false', 'Hides the logs page when true (no log backend is required)'],
  ['playbooks.disable', 'false', 'Hides playbooks and their runs when true'],
  ['settings.integrations.disable', 'false', 'Hides Settings → Integrations when true'],
  ['check.status.retention.days', '30', 'Days of health check history kept (DECISIONS §11)'],
];

export async function seedSystem(
  db: Queryable,
  scale: number,
  now: Date,
  demo: DemoTargets,
  targets: SystemTargets,
): Promise<Record<string, number>> {
  const r = new Random(99 + scale);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const admin = DEMO_PEOPLE[0].id;
  const counts: Record<string, number> = {};

  await db.query('UPDATE agents SET last_seen = $1, last_received = $1, version = $2 WHERE id = $3', [now.toISOString(), 'built-in', LOCAL_AGENT]);
  const agentPeople = AGENTS.map((a) => ({ id: stableId('agent-person', a.name), name: `agent-${a.name}`, type: 'agent', created_at: at(60 * 24 * 60) }));
  await insertRows(db, 'people', agentPeople);
  counts.agents = await insertRows(
    db,
    'agents',
    AGENTS.map((a, i) => ({
      id: stableId('agent', a.name),
      name: a.name,
      description: a.description,
      hostname: a.seenSecondsAgo === null ? null : `${a.name}-7d9f8c6b5-x2k4p`,
      ip: a.seenSecondsAgo === null ? null : `10.${20 + i}.3.${17 + i}`,
      version: a.version,
      username: `agent-${a.name}`,
      person_id: agentPeople[i].id,
      properties: { cluster: a.name.replace('edge-', '') },
      created_by: admin,
      created_at: at(60 * 24 * (50 - i * 10)),
      updated_at: at(60 * 24 * 2),
      last_seen: a.seenSecondsAgo === null ? null : new Date(now.getTime() - a.seenSecondsAgo * 1000).toISOString(),
      last_received: a.seenSecondsAgo === null ? null : new Date(now.getTime() - a.seenSecondsAgo * 1000).toISOString(),
    })),
  );
  // The staging cluster is scraped by its own agent and pushed in.
  const edge = stableId('agent', 'edge-us-east');
  await db.query('UPDATE config_scrapers SET agent_id = $1, is_pushed = true WHERE id = $2', [edge, targets.edgeScraper]);
  await db.query('UPDATE config_items SET agent_id = $1, is_pushed = true WHERE scraper_id = $2', [edge, targets.edgeScraper]);

  counts.properties = await insertRows(
    db,
    'properties',
    FLAGS.map(([name, value, description]) => ({ name, value, description, created_by: admin, created_at: at(60 * 24 * 7), updated_at: at(60 * 24 * 7) })),
  );

  counts.connections = await insertRows(db, 'connections', [
    { name: 'loopback-http', type: 'http', url: demoTargetUrl(demo, ''), username: null, password: null, properties: {}, insecure_tls: true },
    { name: 'demo-postgres', type: 'postgres', url: 'postgres://127.0.0.1:5432/demo', username: 'demo', password: 'secret://demo-postgres/password', properties: {}, insecure_tls: false },
    { name: 'slack-alerts', type: 'slack', url: null, username: null, password: 'secret://slack-bot/token', properties: { channel: '#ops-alerts' }, insecure_tls: false },
    { name: 'prod-eu-west', type: 'kubernetes', url: null, username: null, password: null, properties: { kubeconfig: 'secret://kubeconfigs/prod-eu-west' }, insecure_tls: false },
    { name: 'aws-acme-production', type: 'aws', url: null, username: 'secret://aws-credentials/access-key-id', password: 'secret://aws-credentials/secret-access-key', properties: { region: 'eu-west-1' }, insecure_tls: false },
  ].map((c) => ({ id: stableId('connection', c.name), namespace: 'mission-control', source: 'UI', created_by: admin, created_at: at(60 * 24 * 40), updated_at: at(60 * 24 * 40), ...c })));
  const receiver = demoReceiverRows(admin, at(60 * 24 * 40));
  counts.connections += await insertRows(db, 'connections', [receiver.connection]);

  counts.logging_backends = await insertRows(db, 'logging_backends', [
    { name: 'loki', spec: { loki: { url: 'http://127.0.0.1:3100' } }, labels: { default: 'true' } },
    { name: 'opensearch-audit', spec: { opensearch: { address: 'http://127.0.0.1:9200', index: 'audit-*' } }, labels: {} },
  ].map((l) => ({ id: stableId('logging-backend', l.name), source: 'UI', created_by: admin, created_at: at(60 * 24 * 30), updated_at: at(60 * 24 * 30), ...l })));

  const jobs: SeedRow[] = [];
  const job = (name: string, resourceType: string, resourceId: string | null, minutesAgo: number, failed: boolean, warn = false) => {
    const duration = r.int(120, 9_000);
    jobs.push({
      id: stableId('job', name, resourceId ?? resourceType, jobs.length),
      name,
      resource_type: resourceType,
      resource_id: resourceId,
      status: failed ? 'FAILED' : warn ? 'WARNING' : 'SUCCESS',
      success_count: failed ? 0 : r.int(1, 400),
      error_count: failed ? r.int(1, 3) : warn ? 1 : 0,
      details: failed ? { errors: ['context deadline exceeded'] } : warn ? { warnings: ['2 resources skipped'] } : {},
      hostname: 'mission-control-0',
      duration_millis: duration,
      time_start: at(minutesAgo),
      time_end: at(minutesAgo - duration / 60_000),
      created_at: at(minutesAgo),
      agent_id: LOCAL_AGENT,
    });
  };
  for (let h = 0; h < 24; h++) {
    for (const [i, canary] of targets.canaries.entries()) job('Canary', 'canary', canary.id, h * 60 + (i % 50), h === 3 && i % 4 === 1);
    for (const [i, scraper] of targets.scrapers.entries()) job('ConfigScraper', 'config_scraper', scraper.id, h * 60 + 5 + i, false, h % 7 === 2 && i === 2);
    job('TopologyRun', 'topology', targets.topologyId, h * 60 + 8, h === 11);
    job('CleanupCheckStatuses', 'system', null, h * 60 + 30, false);
  }
  counts.job_history = await insertRows(db, 'job_history', jobs);

  const notifications = [
    { name: 'check-failures', events: ['check.failed'], title: 'Check {{.check.name}} failed', team_id: teamId('sre'), person_id: null },
    { name: 'incident-created', events: ['incident.created'], title: 'New incident {{.incident.incident_id}}', team_id: null, person_id: demoPerson('commander').id },
    { name: 'config-unhealthy', events: ['config.unhealthy', 'config.warning'], title: '{{.config.type}} {{.config.name}} is {{.config.health}}', team_id: teamId('platform'), person_id: null },
    { name: 'playbook-failures', events: ['playbook.failed'], title: 'Playbook {{.playbook.name}} failed', team_id: null, person_id: demoPerson('admin').id },
  ].map((n) => ({
    id: stableId('notification', n.name),
    namespace: 'mission-control',
    source: 'UI',
    repeat_interval: '4h',
    custom_services: n.team_id ? [{ name: 'slack', connection: 'connection://mission-control/slack-alerts' }] : null,
    created_by: admin,
    created_at: at(60 * 24 * 20),
    updated_at: at(60 * 24 * 20),
    ...n,
  }));
  counts.notifications = await insertRows(db, 'notifications', [...notifications, receiver.notification]);
  const sends: SeedRow[] = [];
  const sendStatuses = ['sent', 'sent', 'sent', 'error', 'sent', 'silenced', 'sent', 'pending'];
  for (let i = 0; i < 48; i++) {
    const status = sendStatuses[i % sendStatuses.length];
    const resource = targets.failingChecks[i % Math.max(1, targets.failingChecks.length)] ?? LOCAL_AGENT;
    sends.push({
      id: stableId('notification-send', i),
      notification_id: notifications[i % 4 === 0 ? 0 : i % 3].id,
      status,
      source_event: 'check.failed',
      resource_id: resource,
      resource_health: 'unhealthy',
      resource_status: 'unhealthy',
      body: 'Check failed: connection refused',
      error: status === 'error' ? 'slack: channel_not_found' : null,
      duration_millis: status === 'sent' ? r.int(80, 900) : null,
      created_at: at(i * 47 + 3),
      first_observed: at(i * 47 + 3),
      count: 1,
      retries: status === 'error' ? 3 : 0,
    });
  }
  counts.notification_send_history = await insertRows(db, 'notification_send_history', sends);

  const events: SeedRow[] = [];
  for (let i = 0; i < 12; i++) {
    const failed = i % 3 === 0;
    events.push({
      id: stableId('event', i),
      event_id: stableId('event-subject', i),
      name: ['check.failed', 'notification.send', 'incident.created', 'playbook.action'][i % 4],
      properties: { id: targets.failingChecks[i % Math.max(1, targets.failingChecks.length)] ?? null },
      error: failed ? ['slack: channel_not_found', 'context deadline exceeded'][i % 2] : null,
      // Failed rows have used their tries (server/notifications), so the worker leaves them for the screen.
      attempts: failed ? Math.max(4, r.int(1, 5)) : 0,
      last_attempt: failed ? at(i * 13) : null,
      created_at: at(i * 17 + 5),
      priority: i % 4 === 2 ? 10 : 0,
    });
  }
  counts.event_queue = await insertRows(db, 'event_queue', events);
  return counts;
}
