import type { Queryable } from '../db/database';
import { insertRows, type SeedRow } from './bulk';
import { DEMO_PEOPLE, demoPerson } from './demo-people';
import { DEMO_TARGETS_PATH, demoTargetUrl, type DemoTargets } from './demo-targets';
import { Random, stableId } from './random';

export interface PlaybookTargets {
  deployments: string[];
  databases: string[];
  nodes: string[];
  checks: string[];
  components: string[];
}

type Target = keyof PlaybookTargets;

interface PlaybookDef {
  name: string;
  title: string;
  icon: string;
  category: string;
  description: string;
  target: Target;
  spec: Record<string, unknown>;
  parameters: (n: number) => Record<string, unknown>;
}

/** The demo playbooks; their HTTP actions call the demo targets on loopback (DECISIONS §11a). */
const playbookDefs = (demo: DemoTargets): PlaybookDef[] => {
  const loopbackAction = (name: string) => ({ name, http: { url: demoTargetUrl(demo, `/${name}`), method: 'GET' } });
  return [
    {
      name: 'restart-deployment',
      title: 'Restart deployment',
      icon: 'kubernetes',
      category: 'Kubernetes',
      description: 'Rolling restart of a deployment',
      target: 'deployments',
      spec: {
        configs: [{ types: ['Kubernetes::Deployment'] }],
        parameters: [{ name: 'reason', label: 'Reason', type: 'text', required: true }],
        actions: [loopbackAction('rollout-restart'), loopbackAction('wait-for-rollout')],
      },
      parameters: (n) => ({ reason: ['OOM kills', 'stale DNS cache', 'config map changed', 'memory leak'][n % 4] }),
    },
    {
      name: 'scale-deployment',
      title: 'Scale deployment',
      icon: 'scale',
      category: 'Kubernetes',
      description: 'Change the replica count of a deployment',
      target: 'deployments',
      spec: {
        configs: [{ types: ['Kubernetes::Deployment'] }],
        parameters: [
          { name: 'replicas', label: 'Replicas', type: 'text', default: '3', required: true },
          { name: 'reason', label: 'Reason', type: 'text' },
        ],
        approval: { approvers: { teams: ['Platform'] } },
        actions: [loopbackAction('scale')],
      },
      parameters: (n) => ({ replicas: String(2 + (n % 4)), reason: 'traffic peak' }),
    },
    {
      name: 'rds-snapshot',
      title: 'Snapshot RDS instance',
      icon: 'aws-rds',
      category: 'AWS',
      description: 'Take a manual snapshot before maintenance',
      target: 'databases',
      spec: {
        configs: [{ types: ['AWS::RDS::DBInstance'] }],
        parameters: [{ name: 'snapshot_name', label: 'Snapshot name', type: 'text', required: true }],
        actions: [loopbackAction('create-snapshot')],
      },
      parameters: (n) => ({ snapshot_name: `pre-maintenance-${String(n).padStart(3, '0')}` }),
    },
    {
      name: 'cordon-node',
      title: 'Cordon and drain node',
      icon: 'server',
      category: 'Kubernetes',
      description: 'Move workloads off a node',
      target: 'nodes',
      spec: {
        configs: [{ types: ['Kubernetes::Node'] }],
        parameters: [
          { name: 'drain', label: 'Drain pods', type: 'checkbox', default: 'true' },
          { name: 'grace', label: 'Grace period', type: 'list', default: '60s', properties: { options: [{ label: '30s', value: '30s' }, { label: '60s', value: '60s' }, { label: '5m', value: '5m' }] } },
        ],
        actions: [loopbackAction('cordon'), loopbackAction('drain')],
      },
      parameters: () => ({ drain: 'true', grace: '60s' }),
    },
    {
      name: 'silence-check',
      title: 'Silence health check',
      icon: 'bell-off',
      category: 'Health',
      description: 'Mute notifications of a noisy check',
      target: 'checks',
      spec: {
        checks: [{ types: ['http', 'tcp', 'dns'] }],
        parameters: [{ name: 'duration', label: 'For', type: 'list', default: '4h', properties: { options: [{ label: '1 hour', value: '1h' }, { label: '4 hours', value: '4h' }, { label: '1 day', value: '24h' }] } }],
        actions: [loopbackAction('silence')],
      },
      parameters: (n) => ({ duration: ['1h', '4h', '24h'][n % 3] }),
    },
    {
      name: 'notify-owners',
      title: 'Notify component owners',
      icon: 'slack',
      category: 'Communication',
      description: 'Post a message to the owning team',
      target: 'components',
      spec: {
        components: [{ types: ['Service'] }],
        parameters: [
          { name: 'message', label: 'Message', type: 'code', properties: { language: 'markdown' }, required: true },
          { name: 'team', label: 'Team', type: 'team' },
        ],
        actions: [
          {
            name: 'post-message',
            notification: { connection: 'connection://mission-control/slack-alerts', title: '{{.component.name}}', message: '{{.params.message}}' },
          },
        ],
      },
      parameters: () => ({ message: 'Planned maintenance tonight at 22:00 UTC.', team: 'Platform' }),
    },
  ];
};

type ActionDemo = Omit<PlaybookDef, 'target' | 'parameters'>;

/**
 * Playbooks that do something visible when run on a fresh start; they have no seeded history. Each
 * reaches only this machine: the demo targets, or the console's own database read-only (DECISIONS §34).
 */
const actionDemos = (demo: DemoTargets): ActionDemo[] => [
  {
    name: 'restart-component',
    title: 'Restart component',
    icon: 'refresh',
    category: 'Operations',
    description: 'Restart a service: recorded as a change of its config item, and shown as warning for two minutes',
    spec: {
      components: [{ types: ['Service'] }],
      parameters: [{ name: 'reason', label: 'Reason', type: 'text', default: 'Routine restart', required: true }],
      actions: [
        {
          name: 'restart',
          http: {
            url: demoTargetUrl(demo, '/restart?component={{.component.id}}&reason={{.params.reason}}&requested_by={{.user.email}}'),
            method: 'POST',
          },
        },
        { name: 'check-health', http: { url: demoTargetUrl(demo, '/{{.component.name}}/health'), method: 'GET' } },
      ],
    },
  },
  {
    name: 'collect-logs',
    title: 'Collect logs',
    icon: 'logs',
    category: 'Diagnostics',
    description: "Collect a component's latest log lines into the run",
    spec: {
      components: [{ types: ['KubernetesCluster', 'KubernetesNamespace', 'Database'] }],
      parameters: [
        {
          name: 'since', label: 'Since', type: 'list', default: '1h', required: true,
          properties: { options: [{ label: '15 minutes', value: '15m' }, { label: '1 hour', value: '1h' }, { label: '1 day', value: '24h' }] },
        },
      ],
      actions: [{ name: 'collect', logs: { start: '{{.params.since}}', limit: 200 } }],
    },
  },
  {
    name: 'recent-config-changes',
    title: 'Query recent changes',
    icon: 'postgres',
    category: 'Diagnostics',
    description: "List a deployment's latest changes from the console's database (read only)",
    spec: {
      configs: [{ types: ['Kubernetes::Deployment'] }],
      parameters: [],
      actions: [
        {
          name: 'query-changes',
          sql: {
            query:
              'select change_type, severity, summary, created_at from config_changes where config_id = {{.config.id}}::uuid order by created_at desc limit 20',
          },
        },
      ],
    },
  },
  {
    name: 'probe-check-target',
    title: 'Call check target',
    icon: 'http',
    category: 'Health',
    description: "Call the health endpoint of the app an HTTP check watches",
    spec: {
      checks: [{ types: ['http'], labelSelector: 'app' }],
      parameters: [],
      actions: [{ name: 'call-target', http: { url: demoTargetUrl(demo, '/{{.check.labels.app}}/health'), method: 'GET', responseCodes: [200] } }],
    },
  },
  {
    name: 'failover-database',
    title: 'Fail over database',
    icon: 'aws-rds',
    category: 'AWS',
    description: 'Promote the standby of a database; an admin or editor other than the requester approves it first',
    spec: {
      configs: [{ types: ['AWS::RDS::DBInstance'] }],
      parameters: [{ name: 'reason', label: 'Reason', type: 'text', required: true }],
      approval: { approvers: { people: ['admin@local', 'editor@local'] } },
      actions: [{ name: 'promote-standby', http: { url: demoTargetUrl(demo, '/failover?database={{.config.name}}'), method: 'POST' } }],
    },
  },
];

/**
 * A later start on another port points the seeded playbooks' demo calls at itself, as it does the demo
 * canaries: only playbooks the seed wrote (their stable ids) and in them only demo-target addresses.
 * Returns how many playbooks moved.
 */
export async function pointDemoPlaybooksAt(db: Queryable, targets: DemoTargets): Promise<number> {
  const ids = [...playbookDefs(targets), ...actionDemos(targets)].map((p) => stableId('playbook', p.name));
  const address = `http://127\\.0\\.0\\.1:[0-9]+${DEMO_TARGETS_PATH}/`;
  const { rowCount } = await db.query(
    `UPDATE playbooks SET spec = regexp_replace(spec::text, $2, $3, 'g')::jsonb, updated_at = now()
     WHERE id = ANY($1::uuid[]) AND regexp_replace(spec::text, $2, $3, 'g') <> spec::text`,
    [ids, address, demoTargetUrl(targets, '/')],
  );
  return rowCount;
}

const RUN_STATUSES = ['completed', 'completed', 'completed', 'completed', 'failed', 'completed', 'cancelled', 'completed'];

export async function seedPlaybooks(
  db: Queryable,
  scale: number,
  now: Date,
  demo: DemoTargets,
  targets: PlaybookTargets,
): Promise<Record<string, number>> {
  const PLAYBOOKS = playbookDefs(demo);
  const r = new Random(4_242 + scale);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const editor = demoPerson('editor').id;
  const counts: Record<string, number> = {};
  counts.playbooks = await insertRows(
    db,
    'playbooks',
    [...PLAYBOOKS, ...actionDemos(demo)].map((p) => ({
      id: stableId('playbook', p.name),
      namespace: 'mission-control',
      name: p.name,
      title: p.title,
      icon: p.icon,
      category: p.category,
      description: p.description,
      source: 'UI',
      spec: { title: p.title, icon: p.icon, category: p.category, description: p.description, ...p.spec },
      created_by: DEMO_PEOPLE[0].id,
      created_at: at(60 * 24 * 60),
      updated_at: at(60 * 24 * 20),
    })),
  );

  const runs: SeedRow[] = [];
  const actions: SeedRow[] = [];
  const total = 30 * scale;
  for (let n = 0; n < total; n++) {
    const playbook = PLAYBOOKS[n % PLAYBOOKS.length];
    const pool = targets[playbook.target];
    const target = pool[(n * 7) % Math.max(1, pool.length)];
    const latest = n < 3;
    const status = latest ? (['running', 'pending_approval', 'scheduled'] as const)[n] : RUN_STATUSES[n % RUN_STATUSES.length];
    const minutesAgo = latest ? 2 + n * 3 : 30 + n * ((60 * 24 * 14) / total) + r.next() * 20;
    const id = stableId('playbook-run', n);
    const started = status === 'scheduled' || status === 'pending_approval' ? null : at(minutesAgo - 0.1);
    const final = ['completed', 'failed', 'cancelled'].includes(status);
    const durationMinutes = 0.2 + r.next() * 3;
    runs.push({
      id,
      playbook_id: stableId('playbook', playbook.name),
      spec: playbook.spec,
      status,
      created_at: at(minutesAgo),
      scheduled_time: at(minutesAgo),
      start_time: started,
      end_time: final ? at(minutesAgo - durationMinutes) : null,
      created_by: n % 4 === 0 ? demoPerson('admin').id : editor,
      config_id: ['deployments', 'databases', 'nodes'].includes(playbook.target) ? target ?? null : null,
      check_id: playbook.target === 'checks' ? target ?? null : null,
      component_id: playbook.target === 'components' ? target ?? null : null,
      parameters: playbook.parameters(n),
      agent_id: '00000000-0000-0000-0000-000000000000',
      error: status === 'failed' ? 'action "wait-for-rollout" failed: deadline exceeded after 5m0s' : null,
    });
    if (!started) continue;
    const steps = (playbook.spec.actions as { name: string }[]).map((a) => a.name);
    for (const [i, name] of steps.entries()) {
      const last = i === steps.length - 1;
      const actionStatus =
        status === 'running' ? (last ? 'running' : 'completed') : status === 'failed' && last ? 'failed' : status === 'cancelled' && last ? 'skipped' : 'completed';
      const begin = minutesAgo - 0.1 - (durationMinutes * i) / steps.length;
      actions.push({
        id: stableId('playbook-action', n, i),
        name,
        status: actionStatus,
        playbook_run_id: id,
        scheduled_time: at(begin),
        start_time: at(begin),
        end_time: actionStatus === 'running' ? null : at(begin - durationMinutes / steps.length),
        result:
          actionStatus === 'completed'
            ? name === 'post-message'
              ? { title: 'sent', channel: '#ops-alerts' }
              : { code: 200, headers: { 'Content-Type': 'text/plain' }, content: 'OK', sslVerified: false }
            : null,
        error: actionStatus === 'failed' ? 'deadline exceeded after 5m0s' : null,
        retry_count: actionStatus === 'failed' ? 2 : 0,
        agent_id: '00000000-0000-0000-0000-000000000000',
      });
    }
  }
  counts.playbook_runs = await insertRows(db, 'playbook_runs', runs);
  counts.playbook_run_actions = await insertRows(db, 'playbook_run_actions', actions);
  counts.playbook_approvals = await insertRows(
    db,
    'playbook_approvals',
    runs
      .filter((run, n) => PLAYBOOKS[n % PLAYBOOKS.length].name === 'scale-deployment' && run.status === 'completed')
      .map((run) => ({ id: stableId('approval', run.id as string), run_id: run.id, person_id: DEMO_PEOPLE[0].id, created_at: run.start_time })),
  );
  return counts;
}
