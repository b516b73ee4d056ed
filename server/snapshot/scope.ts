import type { Queryable } from '../db/database';
import { descendantsOf, type TopologyGraph } from '../topology';

/** The ids a snapshot covers, gathered before anything is written. */
export interface SnapshotScope {
  componentIds: string[];
  /** Components linked to the tree by component_relationships (with related=true). */
  relatedComponentIds: string[];
  configIds: string[];
  checkIds: string[];
  incidentIds: string[];
}

export interface ScopeOptions {
  related: boolean;
  start: Date;
  end: Date;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * The component and everything below it; with `related`, the components linked to any of them and
 * the config items related to their configs. Incidents are those with evidence on any of these
 * components, configs or checks that were open at some point of the window.
 */
export async function snapshotScope(db: Queryable, graph: TopologyGraph, rootId: string, options: ScopeOptions): Promise<SnapshotScope> {
  const tree = [rootId, ...descendantsOf(graph, new Map())(rootId)];
  const inTree = new Set(tree);
  const related = new Set<string>();
  if (options.related) {
    for (const id of tree) {
      for (const other of [...(graph.relatedChildren.get(id) ?? []), ...(graph.relatedParents.get(id) ?? [])]) {
        if (!inTree.has(other)) related.add(other);
      }
    }
  }
  const componentIds = [...tree, ...related];

  const own = await db.query<{ id: string }>(
    `SELECT config_id AS id FROM config_component_relationships WHERE component_id = ANY($1::uuid[]) AND deleted_at IS NULL
     UNION SELECT config_id FROM components WHERE id = ANY($1::uuid[]) AND config_id IS NOT NULL`,
    [componentIds],
  );
  let configIds = ids(own.rows);
  if (options.related && configIds.length > 0) {
    const neighbours = await db.query<{ id: string }>(
      `SELECT related_id AS id FROM config_relationships WHERE config_id = ANY($1::uuid[]) AND deleted_at IS NULL
       UNION SELECT config_id FROM config_relationships WHERE related_id = ANY($1::uuid[]) AND deleted_at IS NULL`,
      [configIds],
    );
    configIds = [...new Set([...configIds, ...ids(neighbours.rows)])];
  }

  const checks = await db.query<{ id: string }>(
    `SELECT DISTINCT r.check_id AS id FROM check_component_relationships r JOIN checks c ON c.id = r.check_id
     WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL AND c.deleted_at IS NULL`,
    [componentIds],
  );
  const checkIds = ids(checks.rows);

  const incidents = await db.query<{ id: string }>(
    `SELECT DISTINCT i.id FROM incidents i
     JOIN hypotheses h ON h.incident_id = i.id
     JOIN evidences e ON e.hypothesis_id = h.id
     WHERE (e.component_id = ANY($1::uuid[]) OR e.config_id = ANY($2::uuid[]) OR e.check_id = ANY($3::uuid[]))
       AND i.created_at <= $5
       AND (i.resolved IS NULL OR i.resolved >= $4) AND (i.closed IS NULL OR i.closed >= $4)`,
    [componentIds, configIds, checkIds, options.start.toISOString(), options.end.toISOString()],
  );

  return { componentIds: tree, relatedComponentIds: [...related], configIds, checkIds, incidentIds: ids(incidents.rows) };
}
