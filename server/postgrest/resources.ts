import type { Resource } from '../../core/access';

/**
 * The `/api/db` allowlist (permissions.md, "Where each is checked"): each exposed relation and the
 * resource whose read (GET) or write (POST/PATCH/DELETE) it needs. A relation missing here answers
 * 404 even when it exists; one listed here but absent from the schema is skipped.
 */
const RELATIONS: Record<Resource, readonly string[]> = {
  canaries: [
    'canaries', 'canaries_with_status', 'checks', 'checks_unlogged', 'check_statuses', 'check_statuses_1h',
    'check_statuses_1d', 'check_statuses_5m', 'check_summary', 'check_summary_for_config', 'checks_by_component',
    'checks_by_config', 'check_component_relationships', 'check_config_relationships', 'check_names', 'check_labels',
    'checks_labels_keys', 'check_summary_by_component', 'check_summary_by_config',
  ],
  topologies: [
    'topologies', 'topologies_with_status', 'components', 'topology', 'component_relationships', 'component_names',
    'component_names_all', 'component_labels', 'component_labels_keys', 'component_types', 'components_with_logs',
    'team_components', 'component_health_transitions',
  ],
  catalog: [
    'config_items', 'configs', 'config_detail', 'config_names', 'config_changes', 'catalog_changes', 'config_analysis',
    'config_analysis_items', 'config_relationships', 'config_component_relationships', 'config_tags', 'config_labels',
    'config_tags_labels_keys', 'config_types', 'config_statuses', 'config_classes', 'change_types', 'analysis_types',
    'analyzer_types', 'config_analysis_analyzers', 'config_summary', 'config_class_summary',
    'config_items_last_scraped_time', 'config_locations', 'config_cost_summary', 'config_item_summary_3d',
    'config_item_summary_7d', 'config_item_summary_30d', 'analysis_by_component', 'changes_by_component',
    'saved_query', 'external_users', 'external_groups', 'external_roles', 'external_user_groups',
    'external_user_aliases', 'config_access', 'config_access_logs', 'config_access_summary',
    'config_access_summary_by_user', 'config_access_summary_by_group', 'config_access_summary_by_config',
    'access_reviews',
  ],
  config_scrapers: ['config_scrapers', 'config_scrapers_with_status', 'scrape_plugins'],
  incident: [
    'incidents', 'incident_summary', 'hypotheses', 'incident_histories', 'incident_rules', 'incident_relationships',
    'severities', 'incidents_by_component', 'incidents_by_config',
  ],
  evidences: ['evidences'],
  comments: ['comments', 'comment_responders'],
  responder: ['responders'],
  teams: ['teams', 'team_members', 'teams_with_status'],
  database: [
    'people', 'person_analytics', 'job_history', 'job_histories', 'job_history_names', 'job_history_summary',
    'job_history_latest_status', 'event_queue_summary', 'views', 'views_summary', 'view_panels', 'plugins',
    'applications',
  ],
  identities: ['identities', 'people_roles'],
  connections: ['connections', 'connections_list'],
  agents: ['agents', 'agents_summary'],
  feature_flags: ['properties'],
  logging_backends: ['logging_backends'],
  integrations: ['integrations_with_status'],
  notifications: [
    'notifications', 'notifications_summary', 'notification_connections', 'notification_send_history', 'notification_send_history_summary',
    'notification_send_history_resource_types', 'notification_send_history_resource_tags', 'notification_silences',
  ],
  playbooks: ['playbooks', 'playbook_names'],
  playbook_runs: ['playbook_runs', 'playbook_run_actions', 'playbook_approvals'],
  artifacts: ['artifacts', 'artifact_summary'],
  rbac: ['permissions', 'permissions_summary', 'permission_subjects', 'permission_groups', 'permissions_group_summary', 'scopes'],
  auth: [],
};

/** rpc functions exposed under `/api/db/rpc/<name>` (reference §3). */
const FUNCTIONS: Partial<Record<Resource, readonly string[]>> = {
  catalog: [
    'related_configs_recursive', 'related_config_ids_recursive', 'related_configs', 'related_changes_recursive',
    'config_analysis_filter_options', 'get_parents_by_location', 'get_children_by_location', 'lookup_config_children',
    'config_access_filter_options', 'add_external_user_alias', 'merge_external_users',
  ],
  topologies: ['lookup_analysis_by_component', 'lookup_components_by_config', 'lookup_component_config_id_related_components'],
  canaries: ['check_summary_for_component', 'soft_delete_canary', 'soft_delete_check'],
  playbook_runs: ['get_playbook_run_actions'],
  playbooks: ['permissions_for_obj_selector'],
  database: ['uuid_to_ulid'],
};

/** Never reachable through `/api/db`, whatever is added to the maps above. */
export const NEVER_EXPOSED: ReadonlySet<string> = new Set([
  'credentials', 'identity_credentials', 'identity_credential_identifiers', 'identity_verifiable_addresses',
  'identity_recovery_addresses', 'sessions', 'session_tokens', 'access_tokens', 'flows', 'login_flows',
  'self_service_flows', 'self_service_errors', 'self_service_codes', 'courier_messages', 'casbin_rule', 'schema_migrations',
  'connection_details',
]);

function invert(map: Partial<Record<Resource, readonly string[]>>): Map<string, Resource> {
  const result = new Map<string, Resource>();
  for (const [resource, names] of Object.entries(map) as [Resource, readonly string[]][]) {
    for (const name of names) if (!NEVER_EXPOSED.has(name)) result.set(name, resource);
  }
  return result;
}

const relationResources = invert(RELATIONS);
const functionResources = invert(FUNCTIONS);

/** The resource guarding a relation, or undefined when the relation is not exposed. */
export function relationResource(name: string): Resource | undefined {
  if (NEVER_EXPOSED.has(name)) return undefined;
  // Mission Control's per-view result tables (`view_<namespace>_<name>`) belong to the views object.
  return relationResources.get(name) ?? (name.startsWith('view_') ? 'database' : undefined);
}

export function functionResource(name: string): Resource | undefined {
  return functionResources.get(name);
}

export const exposedRelationNames = (): string[] => [...relationResources.keys()];
