import type { Queryable } from '../db/database';
import { insertRows } from './bulk';
import { teamId } from './people';
import { stableId } from './random';

/**
 * Config items standing for the Jira sites and the Planner tenant the responder forms pick from
 * (seed 001 §7). An instance whose external id names a team is the one that team's form opens on:
 * Platform answers by Jira, Data by Microsoft Planner.
 */
const INSTANCES = [
  {
    type: 'Jira',
    name: 'Acme Jira Cloud',
    externalId: [`jira/${teamId('platform')}`, 'acme.atlassian.net'],
    config: {
      site: 'acme.atlassian.net',
      deployment: 'Cloud',
      projects: [
        { key: 'PLAT', name: 'Platform', issueTypes: ['Incident', 'Bug', 'Task', 'Story'] },
        { key: 'OPS', name: 'Operations', issueTypes: ['Incident', 'Service Request', 'Change'], priorities: ['P1', 'P2', 'P3', 'P4'] },
        { key: 'PAY', name: 'Payments', issueTypes: ['Bug', 'Task', 'Story'] },
      ],
      priorities: ['Highest', 'High', 'Medium', 'Low', 'Lowest'],
    },
  },
  {
    type: 'Jira',
    name: 'Acme Jira Data Center',
    externalId: ['jira.acme.internal'],
    config: {
      site: 'jira.acme.internal',
      deployment: 'Data Center',
      projects: [
        { key: 'SEC', name: 'Security', issueTypes: ['Vulnerability', 'Incident', 'Task'] },
        { key: 'DWH', name: 'Data Warehouse', issueTypes: ['Bug', 'Task'] },
      ],
      priorities: ['Blocker', 'Critical', 'Major', 'Minor', 'Trivial'],
    },
  },
  {
    type: 'MS_Planner',
    name: 'Acme Microsoft Planner',
    externalId: [`ms_planner/${teamId('data')}`, 'acme.onmicrosoft.com'],
    config: {
      tenant: 'acme.onmicrosoft.com',
      plans: [
        {
          id: 'qX7kD2mVb0aR9fLw3sT1yGcQ',
          name: 'Data Platform',
          buckets: [
            { id: 'hN4pZ8uEw1Kc6rJd0vBq2sMx', name: 'Triage' },
            { id: 'fA9tY3gLq7Wm2xCv5nRb8kHe', name: 'In progress' },
            { id: 'dS1oU6iPz4Ej9wQa3lTc7yVn', name: 'Done' },
          ],
        },
        {
          id: 'mB5vC8xZa2Nq7sDf1gHj4kLp',
          name: 'Reporting',
          buckets: [
            { id: 'rT2yU5iOp8Aw3eSd6fGh9jKl', name: 'Requests' },
            { id: 'zX1cV4bNm7Qw0eRt3yUi6oPa', name: 'Scheduled' },
          ],
        },
      ],
      priorities: ['Urgent', 'Important', 'Medium', 'Low'],
    },
  },
] as const;

/** How many config items seedIntegrations writes. */
export const INTEGRATION_CONFIGS = INSTANCES.length;

export async function seedIntegrations(db: Queryable, now: Date): Promise<number> {
  const created = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  const updated = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  return insertRows(
    db,
    'config_items',
    INSTANCES.map((i) => ({
      id: stableId('config', 'integration', i.name),
      config_class: 'Integration',
      type: i.type,
      name: i.name,
      health: 'healthy',
      ready: true,
      external_id: i.externalId,
      description: `${i.name} (${i.type === 'Jira' ? i.config.site : i.config.tenant})`,
      config: i.config,
      source: 'UI',
      labels: {},
      tags: {},
      path: '',
      created_at: created,
      updated_at: updated,
      inserted_at: created,
    })),
  );
}
