import type { Queryable } from '../db/database';
import { insertRows, type SeedRow } from './bulk';
import { DEMO_PEOPLE, demoPerson } from './demo-people';
import { teamId, type TeamKey } from './people';
import { Random, stableId } from './random';

export interface IncidentTargets {
  checks: { id: string; profile: string }[];
  components: { id: string; type: string }[];
  configIds: string[];
}

interface Story {
  title: string;
  description: string;
  severity: string;
  type: string;
  status: string;
  team: TeamKey;
  root: [string, string];
  factors: [string, string][];
  solution: [string, string];
  comments: string[];
}

const STORIES: Story[] = [
  {
    title: 'Checkout 5xx errors spike after pricing-engine rollout',
    description: 'Error rate on checkout-web rose to 7% within minutes of the pricing-engine 2.14.3 rollout.',
    severity: 'high',
    type: 'availability',
    status: 'resolved',
    team: 'payments',
    root: ['Bad pricing-engine release 2.14.3', 'proven'],
    factors: [['No readiness probe let broken pods take traffic', 'likely']],
    solution: ['Roll back pricing-engine to 2.14.2', 'proven'],
    comments: ['Rollback started, watching the error rate.', 'Error rate back under 0.5%. Keeping the incident open for an hour.'],
  },
  {
    title: 'Payments API p99 latency above SLO',
    description: 'p99 latency of payments-api is above 800 ms for 20 minutes; the SLO is 400 ms.',
    severity: 'critical',
    type: 'performance',
    status: 'investigating',
    team: 'payments',
    root: ['Connection pool exhausted on payments-db', 'likely'],
    factors: [
      ['Nightly ledger reconciliation overlaps peak traffic', 'possible'],
      ['Slow query on ledger_entries after index drop', 'unlikely'],
    ],
    solution: ['Raise pool size and move reconciliation to 03:00', 'possible'],
    comments: ['Paging the DBA on call.', 'Active connections at 480/500.', 'Reconciliation job paused.'],
  },
  {
    title: 'payments-db free storage below 10%',
    description: 'RDS reports 8% free storage on payments-db; autoscaling of storage is disabled.',
    severity: 'high',
    type: 'availability',
    status: 'mitigated',
    team: 'data',
    root: ['Audit table grows without retention', 'proven'],
    factors: [['Storage autoscaling disabled in Terraform', 'proven']],
    solution: ['Enable storage autoscaling and add a 90-day retention', 'likely'],
    comments: ['Added 100 GiB manually as a stopgap.'],
  },
  {
    title: 'Memory pressure on prod-eu-west nodes',
    description: 'Two nodes report MemoryPressure; pods of search-indexer were evicted.',
    severity: 'medium',
    type: 'performance',
    status: 'open',
    team: 'platform',
    root: ['search-indexer has no memory limit', 'possible'],
    factors: [['Cluster autoscaler reached its maximum node count', 'possible']],
    solution: ['Set limits on search-indexer and raise the node group maximum', 'possible'],
    comments: ['Cordoned the worst node.'],
  },
  {
    title: 'S3 bucket acme-exports readable by anyone',
    description: 'Security Hub flagged a bucket policy granting s3:GetObject to "*".',
    severity: 'critical',
    type: 'security',
    status: 'resolved',
    team: 'security',
    root: ['Temporary policy for a partner export was never removed', 'proven'],
    factors: [],
    solution: ['Replace the policy with pre-signed URLs', 'proven'],
    comments: ['Policy removed, access logs show no unknown readers.', 'Post-mortem scheduled for Thursday.'],
  },
  {
    title: 'legacy-billing DNS record missing',
    description: 'The DNS check for legacy-billing.acme.local fails with NXDOMAIN.',
    severity: 'low',
    type: 'integration',
    status: 'open',
    team: 'platform',
    root: ['Record deleted during the zone migration', 'likely'],
    factors: [],
    solution: ['Recreate the record or retire the check', 'possible'],
    comments: [],
  },
  {
    title: 'Unexpected EC2 spend in us-east-1',
    description: 'Daily EC2 cost in us-east-1 doubled over the weekend.',
    severity: 'medium',
    type: 'cost',
    status: 'closed',
    team: 'platform',
    root: ['CI runners left scaled out after a load test', 'proven'],
    factors: [['No schedule to scale runners down at night', 'proven']],
    solution: ['Add a scale-down schedule to the runner group', 'proven'],
    comments: ['Scaled runners back to 2.'],
  },
  {
    title: 'auth-service pods crash looping in staging',
    description: 'auth-service restarts every few minutes in staging-us-east after a config change.',
    severity: 'medium',
    type: 'availability',
    status: 'mitigated',
    team: 'security',
    root: ['Malformed JWKS URL in auth-service-config', 'likely'],
    factors: [['Config change not validated in CI', 'possible']],
    solution: ['Revert the config map and add schema validation', 'likely'],
    comments: ['Reverted the config map.', 'Pods are stable for 30 minutes now.'],
  },
];

export async function seedIncidents(
  db: Queryable,
  scale: number,
  now: Date,
  actors: string[],
  targets: IncidentTargets,
): Promise<Record<string, number>> {
  const r = new Random(31_337 + scale);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const commander = demoPerson('commander').id;
  const responder = demoPerson('responder').id;
  const changes = (await db.query<{ id: string; config_id: string }>(
    'SELECT id, config_id FROM config_changes ORDER BY id LIMIT 200',
  )).rows;
  const insights = (await db.query<{ id: string; config_id: string }>(
    "SELECT id, config_id FROM config_analysis WHERE status = 'open' ORDER BY id LIMIT 200",
  )).rows;
  const failingChecks = targets.checks.filter((c) => c.profile !== 'healthy');

  const incidents: SeedRow[] = [];
  const responders: SeedRow[] = [];
  const hypotheses: SeedRow[] = [];
  const evidences: SeedRow[] = [];
  const comments: SeedRow[] = [];
  const finalStatus = new Map<string, string>();
  const total = STORIES.length * scale;
  for (let n = 0; n < total; n++) {
    const story = STORIES[n % STORIES.length];
    const round = Math.floor(n / STORIES.length);
    const id = stableId('incident', n);
    // Older rounds are older incidents; round 0 is the recent, busy week.
    const daysAgo = round * 3 + (n % STORIES.length) * 0.7 + r.next() * 0.5;
    const created = at(daysAgo);
    const open = ['open', 'investigating'].includes(story.status);
    const ended = open ? null : at(Math.max(0, daysAgo - 0.1 - r.next() * 0.5));
    const author = n % 3 === 0 ? responder : commander;
    incidents.push({
      id,
      title: round === 0 ? story.title : `${story.title} (#${round + 1})`,
      description: story.description,
      severity: story.severity,
      type: story.type,
      status: 'open',
      created_by: author,
      commander_id: commander,
      communicator_id: n % 2 === 0 ? responder : commander,
      acknowledged: at(Math.max(0, daysAgo - 0.01)),
      resolved: ['resolved', 'closed'].includes(story.status) ? ended : null,
      closed: story.status === 'closed' ? ended : null,
      created_at: created,
      updated_at: ended ?? created,
    });
    if (story.status !== 'open') finalStatus.set(id, story.status);

    const responderIds = [stableId('responder', n, 0), stableId('responder', n, 1)];
    responders.push(
      {
        id: responderIds[0],
        incident_id: id,
        type: 'person',
        index: 0,
        person_id: responder,
        team_id: null,
        external_id: null,
        properties: null,
        acknowledged: at(Math.max(0, daysAgo - 0.02)),
        created_by: commander,
        created_at: at(Math.max(0, daysAgo - 0.005)),
        updated_at: created,
      },
      {
        id: responderIds[1],
        incident_id: id,
        type: 'jira',
        index: 1,
        person_id: null,
        team_id: teamId(story.team),
        external_id: `OPS-${1200 + n}`,
        properties: { project: 'OPS', issueType: 'Incident', priority: story.severity === 'critical' ? 'Highest' : 'High' },
        acknowledged: null,
        created_by: commander,
        created_at: at(Math.max(0, daysAgo - 0.006)),
        updated_at: created,
      },
    );

    const rootId = stableId('hypothesis', n, 'root');
    const tree: [string, string, [string, string], string | null][] = [
      [rootId, 'root', story.root, null],
      ...story.factors.map((f, i): [string, string, [string, string], string | null] => [stableId('hypothesis', n, 'factor', i), 'factor', f, rootId]),
      [stableId('hypothesis', n, 'solution'), 'solution', story.solution, rootId],
    ];
    for (const [step, [hid, type, [title, status], parent]] of tree.entries()) {
      const hCreated = at(Math.max(0, daysAgo - 0.01 * (step + 1)));
      hypotheses.push({
        id: hid,
        incident_id: id,
        parent_id: parent,
        type,
        title,
        status,
        owner: responderIds[0],
        team_id: teamId(story.team),
        created_by: step === 0 ? commander : responder,
        created_at: hCreated,
        updated_at: hCreated,
      });
      if (type === 'solution') continue;
      const kind = (n + step) % 5;
      const evidence: SeedRow = {
        id: stableId('evidence', n, step),
        hypothesis_id: hid,
        created_by: responder,
        created_at: at(Math.max(0, daysAgo - 0.012 * (step + 1))),
        updated_at: at(Math.max(0, daysAgo - 0.012 * (step + 1))),
        config_id: null,
        config_change_id: null,
        config_analysis_id: null,
        component_id: null,
        check_id: null,
        definition_of_done: false,
        done: null,
        script: null,
        properties: null,
      };
      if (kind === 0 && failingChecks.length) {
        const check = failingChecks[(n + step) % failingChecks.length];
        Object.assign(evidence, {
          type: 'check',
          check_id: check.id,
          description: 'Health check failing since the incident started',
          evidence: { includeMessages: true },
          definition_of_done: true,
          done: !open,
          script: 'check.status == "healthy"',
        });
      } else if (kind === 1 && targets.components.length) {
        const component = targets.components[(n * 3 + step) % targets.components.length];
        Object.assign(evidence, {
          type: 'topology',
          component_id: component.id,
          description: 'Component status during the incident',
          evidence: { selected: ['status', 'properties'] },
        });
      } else if (kind === 2 && changes.length) {
        const change = changes[(n * 5 + step) % changes.length];
        Object.assign(evidence, {
          type: 'config_change',
          config_change_id: change.id,
          config_id: change.config_id,
          description: 'Change made shortly before the incident',
          evidence: {},
        });
      } else if (kind === 3 && insights.length) {
        const insight = insights[(n * 7 + step) % insights.length];
        Object.assign(evidence, {
          type: 'config_analysis',
          config_analysis_id: insight.id,
          config_id: insight.config_id,
          description: 'Open insight on the affected resource',
          evidence: {},
          definition_of_done: true,
          done: !open,
          script: 'analysis.status == "resolved"',
        });
      } else {
        Object.assign(evidence, {
          type: 'config',
          config_id: targets.configIds[(n * 11 + step) % targets.configIds.length],
          description: 'Configuration of the affected resource',
          evidence: { lines: ['spec.template.spec.containers[0].resources'] },
        });
      }
      evidences.push(evidence);
    }
    for (const [i, text] of story.comments.entries()) {
      const person = i % 2 === 0 ? responder : actors[(n + i) % actors.length];
      comments.push({
        id: stableId('comment', n, i),
        incident_id: id,
        hypothesis_id: i === 0 ? rootId : null,
        responder_id: i === 0 ? responderIds[0] : null,
        created_by: person,
        comment: text,
        created_at: at(Math.max(0, daysAgo - 0.02 * (i + 1))),
        updated_at: at(Math.max(0, daysAgo - 0.02 * (i + 1))),
      });
    }
  }
  const counts: Record<string, number> = {};
  // INC-n numbers follow creation time, oldest first.
  incidents.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  counts.incidents = await insertRows(db, 'incidents', incidents);
  counts.responders = await insertRows(db, 'responders', responders);
  counts.hypotheses = await insertRows(db, 'hypotheses', hypotheses);
  counts.evidences = await insertRows(db, 'evidences', evidences);
  counts.comments = await insertRows(db, 'comments', comments);
  // Moving incidents on from "open" lets the triggers write their status history.
  const moves = [...finalStatus.entries()].map(([id, status]) => ({ id, status }));
  await db.query(
    `UPDATE incidents i SET status = m.status FROM jsonb_to_recordset($1::jsonb) AS m(id uuid, status text) WHERE m.id = i.id`,
    [JSON.stringify(moves)],
  );
  await db.query(
    `UPDATE incident_histories h SET created_at = coalesce(i.closed, i.resolved, i.updated_at), updated_at = coalesce(i.closed, i.resolved, i.updated_at)
     FROM incidents i WHERE h.incident_id = i.id AND h.type = 'incident.status_updated'`,
  );
  counts.incident_histories = Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM incident_histories')).rows[0].n,
  );
  await insertRows(db, 'incident_rules', [
    {
      id: stableId('incident-rule', 'critical-checks'),
      name: 'critical-checks',
      source: 'UI',
      spec: {
        name: 'critical-checks',
        filter: { status: ['unhealthy'], severity: ['critical', 'high'] },
        template: { type: 'availability', severity: 'high' },
        autoResolve: { enabled: true, timeout: '30m' },
      },
      created_by: DEMO_PEOPLE[0].id,
    },
    {
      id: stableId('incident-rule', 'security-insights'),
      name: 'security-insights',
      source: 'UI',
      spec: { name: 'security-insights', filter: { analysis_type: ['security'], severity: ['critical'] }, template: { type: 'security' } },
      created_by: DEMO_PEOPLE[0].id,
    },
  ]);
  return counts;
}
