import type { Queryable } from '../db/database';
import { insertRows } from './bulk';
import { DEMO_PEOPLE } from './demo-people';
import { stableId } from './random';

/** People without a sign-in: colleagues who show up as responders, commenters and team members. */
const COLLEAGUES = [
  ['Priya Natarajan', 'priya.natarajan@acme.local', 'SRE Lead'],
  ['Tomás Ferreira', 'tomas.ferreira@acme.local', 'Platform Engineer'],
  ['Mei Lin', 'mei.lin@acme.local', 'Backend Engineer'],
  ['Jonas Becker', 'jonas.becker@acme.local', 'Database Administrator'],
  ['Amara Okafor', 'amara.okafor@acme.local', 'Security Engineer'],
  ['Lukas Novak', 'lukas.novak@acme.local', 'Data Engineer'],
] as const;

export const TEAMS = [
  { key: 'platform', name: 'Platform', icon: 'kubernetes', members: ['admin', 'editor', 'Tomás Ferreira', 'Priya Natarajan'] },
  { key: 'payments', name: 'Payments', icon: 'money', members: ['commander', 'Mei Lin', 'Jonas Becker'] },
  { key: 'sre', name: 'SRE On-call', icon: 'pagerduty', members: ['commander', 'responder', 'Priya Natarajan'] },
  { key: 'security', name: 'Security', icon: 'shield', members: ['Amara Okafor', 'admin'] },
  { key: 'data', name: 'Data', icon: 'database', members: ['Lukas Novak', 'viewer'] },
] as const;

export type TeamKey = (typeof TEAMS)[number]['key'];

/**
 * `spec.responder_clients` of the teams that answer as more than people (seed 001 §3): fixed values
 * and default templates the responder form evaluates against the incident. The other teams have none,
 * so the wizard shows that no responders are configured for them.
 */
const RESPONDER_CLIENTS: Partial<Record<TeamKey, Record<string, unknown>>> = {
  platform: {
    jira: {
      values: { project: 'PLAT', issueType: 'Incident', priority: 'High' },
      defaults: {
        summary: '[{{ incident.incident_id }}] {{ incident.title }}',
        description: '{{ incident.type }} incident, {{ incident.status }}, severity {{ incident.severity }}: {{ incident.description }}',
      },
    },
  },
  data: {
    ms_planner: {
      values: { priority: 'Important' },
      defaults: {
        title: '[{{ incident.incident_id }}] {{ incident.title }}',
        description: '{{ incident.type }} incident, {{ incident.status }}, severity {{ incident.severity }}: {{ incident.description }}',
      },
    },
  },
  payments: {
    email: {
      values: { to: 'payments-oncall@acme.local' },
      defaults: {
        subject: '{{ incident.incident_id }}: {{ incident.title }} ({{ incident.severity }})',
        body: 'The {{ incident.type }} incident {{ incident.incident_id }} is {{ incident.status }}.\n\n{{ incident.description }}',
      },
    },
  },
};

export const colleagueId = (name: string) => stableId('person', name);
export const teamId = (key: TeamKey) => stableId('team', key);

export interface PeopleSeed {
  /** Everyone who may appear as an actor in the demo history. */
  actors: string[];
}

export async function seedPeople(db: Queryable, now: Date): Promise<PeopleSeed> {
  const joined = new Date(now.getTime() - 180 * 86_400_000).toISOString();
  await insertRows(
    db,
    'people',
    [
      ...DEMO_PEOPLE.map((p) => ({ id: p.id, name: p.name, email: p.email, title: null as string | null })),
      ...COLLEAGUES.map(([name, email, title]) => ({ id: colleagueId(name), name, email, title })),
    ].map((p) => ({ ...p, organization: 'Acme', created_at: joined, updated_at: joined })),
  );
  await insertRows(
    db,
    'casbin_rule',
    DEMO_PEOPLE.map((p) => ({ ptype: 'g', v0: p.id, v1: p.role })),
  );
  const admin = DEMO_PEOPLE[0].id;
  await insertRows(
    db,
    'teams',
    TEAMS.map((t) => ({
      id: teamId(t.key),
      name: t.name,
      icon: t.icon,
      source: 'UI',
      spec: {
        components: [{ labelSelector: `team=${t.key}` }],
        notifications: [],
        ...(RESPONDER_CLIENTS[t.key] ? { responder_clients: RESPONDER_CLIENTS[t.key] } : {}),
      },
      created_by: admin,
      created_at: joined,
      updated_at: joined,
    })),
  );
  const personId = (member: string) => DEMO_PEOPLE.find((p) => p.role === member)?.id ?? colleagueId(member);
  await insertRows(
    db,
    'team_members',
    TEAMS.flatMap((t) => t.members.map((m) => ({ team_id: teamId(t.key), person_id: personId(m), source: 'UI' }))),
  );
  return { actors: [...DEMO_PEOPLE.map((p) => p.id), ...COLLEAGUES.map(([name]) => colleagueId(name))] };
}
