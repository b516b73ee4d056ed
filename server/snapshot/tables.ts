import type { TableDump } from './csv';
import type { SnapshotScope } from './scope';

const BY_ID = [{ name: 'id', type: 'uuid' }] as const;

/** The CSV files of a snapshot (reference §4.2), with the window's bounds as $2 and $3 where they apply. */
export function snapshotTables(scope: SnapshotScope, start: Date, end: Date): TableDump[] {
  const from = start.toISOString();
  const to = end.toISOString();
  const components = [...scope.componentIds, ...scope.relatedComponentIds];
  return [
    {
      file: 'components.csv',
      table: 'components',
      columns: [
        'id', 'name', 'text', 'type', 'status', 'health', 'status_reason', 'description', 'parent_id', 'path', 'external_id',
        'topology_id', 'agent_id', 'namespace', 'owner', 'labels', 'properties', 'log_selectors', 'hidden', 'created_at', 'updated_at',
      ],
      where: 't.id = ANY($1::uuid[])',
      params: [components],
      key: BY_ID,
    },
    {
      file: 'config_items.csv',
      table: 'config_items',
      columns: [
        'id', 'name', 'type', 'config_class', 'status', 'health', 'ready', 'external_id', 'labels', 'tags', 'parent_id', 'path',
        'agent_id', 'description', 'config', 'created_at', 'updated_at', 'deleted_at',
      ],
      where: 't.id = ANY($1::uuid[])',
      params: [scope.configIds],
      key: BY_ID,
    },
    {
      file: 'config_changes.csv',
      table: 'config_changes',
      columns: [
        'id', 'config_id', 'change_type', 'severity', 'source', 'summary', 'details', 'external_created_by', 'created_by',
        'created_at', 'first_observed', 'count',
      ],
      where: 't.config_id = ANY($1::uuid[]) AND t.created_at >= $2 AND t.created_at <= $3',
      params: [scope.configIds, from, to],
      key: BY_ID,
    },
    {
      file: 'config_analysis.csv',
      table: 'config_analysis',
      columns: [
        'id', 'config_id', 'analyzer', 'analysis_type', 'severity', 'status', 'summary', 'message', 'analysis', 'source',
        'first_observed', 'last_observed',
      ],
      where: `t.config_id = ANY($1::uuid[]) AND t.first_observed <= $3 AND (t.status = 'open' OR t.last_observed >= $2)`,
      params: [scope.configIds, from, to],
      key: BY_ID,
    },
    {
      file: 'incidents.csv',
      table: 'incidents',
      columns: [
        'id', 'incident_id', 'title', 'description', 'type', 'severity', 'status', 'commander_id', 'communicator_id', 'created_by',
        'created_at', 'updated_at', 'acknowledged', 'resolved', 'closed',
      ],
      where: 't.id = ANY($1::uuid[])',
      params: [scope.incidentIds],
      key: BY_ID,
    },
    {
      file: 'hypotheses.csv',
      table: 'hypotheses',
      columns: ['id', 'incident_id', 'parent_id', 'type', 'title', 'status', 'created_by', 'created_at', 'updated_at'],
      where: 't.incident_id = ANY($1::uuid[])',
      params: [scope.incidentIds],
      key: BY_ID,
    },
    {
      file: 'evidences.csv',
      table: 'evidences',
      columns: [
        'id', 'hypothesis_id', 'type', 'description', 'component_id', 'config_id', 'config_change_id', 'config_analysis_id',
        'check_id', 'definition_of_done', 'done', 'evidence', 'properties', 'created_by', 'created_at',
      ],
      where: 't.hypothesis_id IN (SELECT h.id FROM hypotheses h WHERE h.incident_id = ANY($1::uuid[]))',
      params: [scope.incidentIds],
      key: BY_ID,
    },
    {
      file: 'checks.csv',
      table: 'checks',
      columns: [
        'id', 'canary_id', 'name', 'type', 'namespace', 'status', 'severity', 'description', 'labels', 'last_runtime',
        'last_transition_time', 'created_at', 'updated_at',
      ],
      where: 't.id = ANY($1::uuid[])',
      params: [scope.checkIds],
      key: BY_ID,
    },
    {
      file: 'check_statuses.csv',
      table: 'check_statuses',
      columns: ['check_id', 'time', 'status', 'invalid', 'duration', 'message', 'error'],
      where: 't.check_id = ANY($1::uuid[]) AND t.time >= $2 AND t.time <= $3',
      params: [scope.checkIds, from, to],
      key: [{ name: 'check_id', type: 'uuid' }, { name: 'time', type: 'timestamptz' }],
    },
  ];
}
