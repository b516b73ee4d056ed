/**
 * Relationships PostgREST would find in Mission Control's own schema but cannot infer here, because
 * our view shows the key from the referenced table rather than from the referencing one. Each acts as
 * a foreign key from a view column; the target is projected through views like any other.
 */
export interface ExplicitRelationship {
  constraint: string;
  from: string;
  column: string;
  to: string;
  toColumn: string;
}

export const EXPLICIT_RELATIONSHIPS: readonly ExplicitRelationship[] = [
  // The component sidebar embeds `config:configs(...)` from this view (reference §2.2).
  { constraint: 'analysis_by_component_config_id_fkey', from: 'analysis_by_component', column: 'config_id', to: 'config_items', toColumn: 'id' },
];
