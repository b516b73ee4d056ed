-- Catalog at 50,000 items (issue 18), measured on the scale-100 estate:
-- related_configs_recursive matched each config's edges against all the configs found, once per
-- config, which for a cluster's 19,000 related configs took seconds; the edges are now looked up by
-- index per config and joined to the configs found once.
-- The changes feed's count joins every live config: an index of live ids lets it read only that.

CREATE OR REPLACE FUNCTION related_configs_recursive(
  config_id uuid, type_filter text DEFAULT 'outgoing', include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5, incoming_relation text DEFAULT 'both', outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (
  id uuid, name text, type text, related_ids text[], tags jsonb, changes bigint, analysis jsonb,
  cost_per_minute numeric, cost_total_1h numeric, cost_total_1d numeric, cost_total_30d numeric,
  created_at timestamptz, updated_at timestamptz, deleted_at timestamptz, agent_id uuid, health text,
  ready boolean, status text, path text, depth integer, direction text
) LANGUAGE sql STABLE AS $$
  WITH found AS (
    SELECT DISTINCT ON (f.id) f.id, f.direction, f.depth
    FROM (
      SELECT $1 AS id, 'self' AS direction, 0 AS depth
      UNION ALL
      SELECT r.id, r.direction, r.depth FROM related_config_ids_recursive($1, $2, $3, $4, $5, $6) r
    ) f
    ORDER BY f.id, f.depth, f.direction
  ), edges AS (
    -- Looked up by index from each config found (its links out, its parent), so a config with
    -- thousands of children found costs no more than one with none.
    SELECT a.id AS source, x.target
    FROM found a
    CROSS JOIN LATERAL (
      SELECT r.related_id AS target FROM config_relationships r
      WHERE r.config_id = a.id AND r.deleted_at IS NULL AND (r.relation = 'hard' OR $5 = 'both' OR $6 = 'both')
    ) x
    JOIN found b ON b.id = x.target
    UNION
    SELECT p.parent_id, b.id
    FROM found b
    CROSS JOIN LATERAL (SELECT k.parent_id FROM config_items k WHERE k.id = b.id) p
    JOIN found a ON a.id = p.parent_id
  ), related AS (
    SELECT e.source, array_agg(e.target::text ORDER BY e.target::text) AS ids FROM edges e GROUP BY e.source
  )
  SELECT c.id, c.name, c.type, coalesce(related.ids, '{}') AS related_ids,
    c.tags, c.changes, c.analysis, c.cost_per_minute, c.cost_total_1h, c.cost_total_1d, c.cost_total_30d,
    c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready, c.status, c.path,
    found.depth, found.direction
  FROM found
  JOIN configs c ON c.id = found.id
  LEFT JOIN related ON related.source = found.id
  ORDER BY found.depth, c.name, c.id
$$;

CREATE INDEX config_items_live_id_idx ON config_items (id) WHERE deleted_at IS NULL;
