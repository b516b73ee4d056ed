import type { ResourceKind, ResourceKindDefinition } from '../model';

const NO_SCHEDULE_NO_NAMESPACE = ['schedule', 'namespace'] as const;

/** Seed 002 §2.2 and §3: each generic kind's table, words, permission, hidden columns, fields and tabs. */
export const RESOURCE_KIND_DEFINITIONS: Readonly<Record<ResourceKind, ResourceKindDefinition>> = {
  canaries: {
    kind: 'canaries', label: 'Health Check', title: 'Health Checks', path: '/settings/canaries', resource: 'canaries',
    hidden: ['namespace'],
    fields: { namespace: true, icon: false, labels: true, schedule: 'spec' },
    tabs: ['spec', 'jobHistory'],
  },
  topologies: {
    kind: 'topologies', label: 'Topology', title: 'Topology', path: '/settings/topologies', resource: 'topologies',
    hidden: ['schedule'],
    fields: { namespace: true, icon: false, labels: true, schedule: 'column' },
    tabs: ['spec', 'jobHistory'],
    saveWaitsForValid: true,
  },
  incident_rules: {
    kind: 'incident_rules', label: 'Incident Rule', title: 'Incident Rules', path: '/settings/incident_rules', resource: 'incident',
    hidden: NO_SCHEDULE_NO_NAMESPACE,
    fields: { namespace: false, icon: false, labels: false },
    tabs: ['spec'],
  },
  teams: {
    kind: 'teams', label: 'Team', title: 'Teams', path: '/settings/teams', resource: 'teams',
    hidden: NO_SCHEDULE_NO_NAMESPACE,
    fields: { namespace: false, icon: true, labels: false },
    tabs: ['spec', 'manageTeam'],
  },
};

export const resourceKind = (kind: ResourceKind): ResourceKindDefinition => RESOURCE_KIND_DEFINITIONS[kind];

/** R002-2-2-15: a row opens its edit page, /settings/{table}/{id}. */
export const resourceEditPath = (kind: ResourceKind, id: string): string => `${resourceKind(kind).path}/${encodeURIComponent(id)}`;

/** R002-2-2-34: a health check made here (no source) is edited with the type picker and forms; anything else as YAML. */
export const specEditorOf = (kind: ResourceKind, source?: string): 'canary' | 'yaml' => (kind === 'canaries' && !source ? 'canary' : 'yaml');
