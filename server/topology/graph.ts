import type { Queryable } from '../db/database';

/** A component row as JSON (numbers, ISO times), the same on both engines. */
export type ComponentRow = Record<string, unknown> & { id: string; name: string; parent_id: string | null };

export interface CheckLink {
  checkId: string;
  status: string;
}

export interface CountedItem {
  id: string;
  type: string;
  severity: string;
}

/**
 * Every live component and what hangs off it, loaded in a handful of grouped queries so that the
 * tree, filters and roll-ups are built in memory.
 */
export interface TopologyGraph {
  readonly rows: ReadonlyMap<string, ComponentRow>;
  /** parent_id children and component_relationships children, without repeats. */
  readonly children: ReadonlyMap<string, readonly string[]>;
  /** component_relationships only, as the `children`/`parents` fields report them. */
  readonly relatedChildren: ReadonlyMap<string, readonly string[]>;
  readonly relatedParents: ReadonlyMap<string, readonly string[]>;
  readonly checks: ReadonlyMap<string, readonly CheckLink[]>;
  readonly incidents: ReadonlyMap<string, readonly CountedItem[]>;
  readonly insights: ReadonlyMap<string, readonly CountedItem[]>;
  readonly teams: ReadonlyMap<string, readonly string[]>;
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export async function loadTopologyGraph(db: Queryable): Promise<TopologyGraph> {
  const [components, relationships, checks, incidents, insights, teams] = await Promise.all([
    db.query<{ row: ComponentRow }>('SELECT to_jsonb(c) AS row FROM components c WHERE c.deleted_at IS NULL'),
    db.query<{ child: string; parent: string }>(
      `SELECT r.component_id AS child, r.relationship_id AS parent FROM component_relationships r
       WHERE r.deleted_at IS NULL ORDER BY r.created_at, r.component_id`,
    ),
    db.query<{ component_id: string; check_id: string; status: string }>(
      `SELECT DISTINCT r.component_id, c.id AS check_id, coalesce(c.status, 'unknown') AS status
       FROM check_component_relationships r JOIN checks c ON c.id = r.check_id
       WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL`,
    ),
    db.query<{ component_id: string; id: string; type: string; severity: string }>(
      `SELECT DISTINCT e.component_id, i.id, i.type, i.severity
       FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id JOIN incidents i ON i.id = h.incident_id
       WHERE e.component_id IS NOT NULL AND i.resolved IS NULL AND i.closed IS NULL
         AND i.status NOT IN ('resolved', 'closed', 'cancelled')`,
    ),
    db.query<{ component_id: string; id: string; type: string; severity: string }>(
      `SELECT DISTINCT r.component_id, ca.id, coalesce(ca.analysis_type, 'other') AS type, coalesce(ca.severity, 'info') AS severity
       FROM config_component_relationships r
       JOIN config_items ci ON ci.id = r.config_id
       JOIN config_analysis ca ON ca.config_id = ci.id
       WHERE r.deleted_at IS NULL AND ci.deleted_at IS NULL AND ca.status = 'open'`,
    ),
    db.query<{ component_id: string; name: string }>(
      `SELECT tc.component_id, t.name FROM team_components tc JOIN teams t ON t.id = tc.team_id
       WHERE t.deleted_at IS NULL ORDER BY t.name`,
    ),
  ]);

  const rows = new Map<string, ComponentRow>();
  for (const { row } of components.rows) rows.set(row.id, row);

  const children = new Map<string, string[]>();
  for (const row of rows.values()) if (row.parent_id && rows.has(row.parent_id)) push(children, row.parent_id, row.id);
  const relatedChildren = new Map<string, string[]>();
  const relatedParents = new Map<string, string[]>();
  for (const { child, parent } of relationships.rows) {
    if (!rows.has(child) || !rows.has(parent)) continue;
    push(relatedChildren, parent, child);
    push(relatedParents, child, parent);
    if (!children.get(parent)?.includes(child)) push(children, parent, child);
  }

  const checkLinks = new Map<string, CheckLink[]>();
  for (const r of checks.rows) push(checkLinks, r.component_id, { checkId: r.check_id, status: r.status });
  const incidentLinks = new Map<string, CountedItem[]>();
  for (const r of incidents.rows) push(incidentLinks, r.component_id, { id: r.id, type: r.type, severity: r.severity });
  const insightLinks = new Map<string, CountedItem[]>();
  for (const r of insights.rows) push(insightLinks, r.component_id, { id: r.id, type: r.type, severity: r.severity });
  const teamNames = new Map<string, string[]>();
  for (const r of teams.rows) push(teamNames, r.component_id, r.name);

  return {
    rows,
    children,
    relatedChildren,
    relatedParents,
    checks: checkLinks,
    incidents: incidentLinks,
    insights: insightLinks,
    teams: teamNames,
  };
}

/**
 * Every component below `id` (parent_id and relationship edges), memoised per graph: the roll-ups of a
 * whole estate need each subtree once. A cycle in the relationships ends the walk where it closes.
 */
export function descendantsOf(graph: TopologyGraph, memo: Map<string, ReadonlySet<string>>) {
  const inProgress = new Set<string>();
  const walk = (id: string): ReadonlySet<string> => {
    const known = memo.get(id);
    if (known) return known;
    inProgress.add(id);
    const found = new Set<string>();
    for (const child of graph.children.get(id) ?? []) {
      if (inProgress.has(child)) continue;
      found.add(child);
      for (const below of walk(child)) found.add(below);
    }
    inProgress.delete(id);
    found.delete(id);
    memo.set(id, found);
    return found;
  };
  return walk;
}
