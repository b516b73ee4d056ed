import type { Queryable } from '../db/database';
import { validateTopologySpec, type TopologySpecComponent } from './spec';

interface Written {
  id: string;
  name: string;
  spec: unknown;
  deleted: boolean;
  agent_id: string;
}

interface Planned {
  readonly externalId: string;
  readonly parent?: string;
  readonly name: string;
  readonly type: string;
  readonly icon: string | null;
  readonly properties: readonly Record<string, unknown>[];
  readonly leaf: boolean;
}

/** The topology's own component, then each spec component under its parent, parents first. */
function plan(topology: Written, list: readonly TopologySpecComponent[], icon: string | undefined): Planned[] {
  const root = `topology/${topology.id}`;
  const planned: Planned[] = [{ externalId: root, name: topology.name, type: 'Topology', icon: icon ?? null, properties: [], leaf: list.length === 0 }];
  const walk = (items: readonly TopologySpecComponent[], parent: string) => {
    for (const item of items) {
      const externalId = `${parent}/${item.type ?? ''}/${item.name}`;
      const kids = item.components ?? [];
      planned.push({
        externalId, parent, name: item.name, type: item.type ?? 'Component', icon: item.icon ?? null, properties: item.properties ?? [], leaf: kids.length === 0,
      });
      walk(kids, externalId);
    }
  };
  walk(list, root);
  return planned;
}

/**
 * Turns the topologies written in the current transaction into components (issue 21): the topology
 * becomes a root component and each entry of its spec's `components:` one under it, matched by their
 * path of names so a save updates them in place; components that left the spec, and every component
 * of a deleted topology, are soft-deleted. Runs in the write's own transaction, so a failure undoes both.
 */
export async function materialiseWrittenTopologies(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<Written>(
    `SELECT id::text, name, spec, deleted_at IS NOT NULL AS deleted, agent_id::text FROM topologies
     WHERE xmin = pg_current_xact_id()::xid`,
  );
  for (const topology of rows) {
    const validation = validateTopologySpec(topology.spec);
    // The write guard refused invalid specs; one written before it existed keeps its components.
    if (!validation.ok) continue;
    const wanted = topology.deleted ? [] : plan(topology, validation.components, validation.icon);
    const ids = new Map<string, string>();
    // As the demo's components: a component's path is its ancestors' ids, root first, dot-separated.
    const paths = new Map<string, string>();
    for (const node of wanted) {
      const parentId = node.parent ? ids.get(node.parent)! : null;
      const parentPath = node.parent ? paths.get(node.parent)! : '';
      const path = parentId === null ? '' : parentPath ? `${parentPath}.${parentId}` : parentId;
      const { rows: saved } = await tx.query<{ id: string }>(
        `WITH existing AS (
           SELECT id FROM components WHERE topology_id = $1 AND external_id = $2 ORDER BY deleted_at NULLS FIRST LIMIT 1
         ), updated AS (
           UPDATE components SET name = $3, type = $4, icon = $5, properties = $6::jsonb, parent_id = $7, path = $8, is_leaf = $9,
             deleted_at = NULL, updated_at = now()
           WHERE id = (SELECT id FROM existing) RETURNING id
         ), inserted AS (
           INSERT INTO components (topology_id, agent_id, external_id, name, type, icon, properties, parent_id, path, is_leaf, status, health, topology_type)
           SELECT $1, $10, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, 'unknown', 'unknown', 'Topology'
           WHERE NOT EXISTS (SELECT 1 FROM existing) RETURNING id
         )
         SELECT id::text FROM updated UNION ALL SELECT id::text FROM inserted`,
        [topology.id, node.externalId, node.name, node.type, node.icon, JSON.stringify(node.properties), parentId, path, node.leaf, topology.agent_id],
      );
      ids.set(node.externalId, saved[0]!.id);
      paths.set(node.externalId, path);
    }
    await tx.query(
      `UPDATE components SET deleted_at = now() WHERE topology_id = $1 AND deleted_at IS NULL AND NOT (id::text = ANY($2::text[]))`,
      [topology.id, [...ids.values()]],
    );
  }
}
