-- The catalog relations of reference §2.3, checked against it for the 50,000-item estate (issue 18):
-- per-config summaries of changes and open insights over 3, 7 and 30 days as materialized views
-- (server/catalog/summaries.ts refreshes them every 10 minutes and after a seed), `configs`,
-- `config_detail` and `config_summary` reading those instead of counting changes row by row, the
-- relationship walks of reference §3, the filter options of the insights list, and an index for each
-- column the catalog list, the insights list and the changes feed sort by.

-- Summaries ---------------------------------------------------------------------------------------

-- Per config: its changes since `since` and its open insights by type (not windowed, as in the
-- real matviews). Only configs with either appear; readers take a missing row as zero changes.
-- PostgreSQL 17 and later refresh a materialized view with only pg_catalog on the search path.
CREATE FUNCTION config_item_summary(since interval)
RETURNS TABLE (config_id uuid, config_changes_count bigint, config_analysis_type_counts jsonb)
LANGUAGE sql STABLE SET search_path = public AS $$
  SELECT coalesce(ch.config_id, an.config_id), coalesce(ch.n, 0), an.counts
  FROM (
    SELECT c.config_id, count(*) AS n FROM config_changes c
    WHERE c.created_at > now() - since GROUP BY c.config_id
  ) ch
  FULL JOIN (
    SELECT a.config_id, jsonb_object_agg(a.analysis_type, a.n) AS counts
    FROM (
      SELECT x.config_id, x.analysis_type, count(*) AS n FROM config_analysis x
      WHERE x.status = 'open' AND x.analysis_type IS NOT NULL GROUP BY x.config_id, x.analysis_type
    ) a
    GROUP BY a.config_id
  ) an ON an.config_id = ch.config_id
$$;

CREATE MATERIALIZED VIEW config_item_summary_3d AS SELECT * FROM config_item_summary(interval '3 days');
CREATE MATERIALIZED VIEW config_item_summary_7d AS SELECT * FROM config_item_summary(interval '7 days');
CREATE MATERIALIZED VIEW config_item_summary_30d AS SELECT * FROM config_item_summary(interval '30 days');
-- Unique, so PostgreSQL can refresh them CONCURRENTLY and drop the join when a count reads no column.
CREATE UNIQUE INDEX config_item_summary_3d_config_id ON config_item_summary_3d (config_id);
CREATE UNIQUE INDEX config_item_summary_7d_config_id ON config_item_summary_7d (config_id);
CREATE UNIQUE INDEX config_item_summary_30d_config_id ON config_item_summary_30d (config_id);

-- One row per config with costs: the totals when they are in one currency, none when mixed.
CREATE VIEW config_cost_totals AS
SELECT config_id,
  CASE WHEN count(*) = 1 THEN max(cost_1h) END AS cost_1h,
  CASE WHEN count(*) = 1 THEN max(cost_1d) END AS cost_1d,
  CASE WHEN count(*) = 1 THEN max(cost_30d) END AS cost_30d,
  CASE WHEN count(*) = 1 THEN max(billing_currency) END AS billing_currency,
  count(*) > 1 AS mixed_currency
FROM config_cost_summary
GROUP BY config_id;

-- Views --------------------------------------------------------------------------------------------

CREATE OR REPLACE VIEW configs AS
SELECT ci.id, ci.scraper_id, ci.config_class, ci.external_id, ci.type, ci.name, ci.tags ->> 'namespace' AS namespace,
  ci.description, ci.source, ci.labels, ci.tags, ci.tags_values, ci.properties, ci.properties_values,
  ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
  round(cc.cost_1d / 1440, 6) AS cost_per_minute,
  cc.cost_1h AS cost_total_1h, cc.cost_1d AS cost_total_1d, cc.cost_30d AS cost_total_30d,
  cc.billing_currency, coalesce(cc.mixed_currency, false) AS mixed_currency,
  ci.agent_id, ci.status, ci.health, ci.ready, ci.path,
  coalesce(s.config_changes_count, 0) AS changes,
  s.config_analysis_type_counts AS analysis
FROM config_items ci
LEFT JOIN config_item_summary_7d s ON s.config_id = ci.id
LEFT JOIN config_cost_totals cc ON cc.config_id = ci.id;

CREATE OR REPLACE VIEW config_detail AS
SELECT ci.*,
  coalesce(ls.last_scraped_time, ci.updated_at, ci.created_at) AS last_scraped_time,
  a.name AS agent_name,
  json_build_object(
    'relationships', (SELECT count(*) FROM config_relationships r
      WHERE (r.config_id = ci.id OR r.related_id = ci.id) AND r.deleted_at IS NULL),
    'analysis', coalesce((SELECT sum(x.n::bigint) FROM jsonb_each_text(s.config_analysis_type_counts) AS x(t, n)), 0),
    'changes', coalesce(s.config_changes_count, 0),
    'playbook_runs', (SELECT count(*) FROM playbook_runs pr
      WHERE pr.config_id = ci.id AND pr.created_at > now() - interval '30 days'),
    'checks', (SELECT count(*) FROM check_config_relationships cr
      WHERE cr.config_id = ci.id AND cr.deleted_at IS NULL)
  ) AS summary,
  CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object('id', sc.id, 'name', sc.name) END AS scraper
FROM config_items ci
LEFT JOIN config_item_summary_7d s ON s.config_id = ci.id
LEFT JOIN config_items_last_scraped_time ls ON ls.config_id = ci.id
LEFT JOIN agents a ON a.id = ci.agent_id
LEFT JOIN config_scrapers sc ON sc.id = ci.scraper_id;

CREATE OR REPLACE VIEW config_summary AS
SELECT ci.type, min(ci.created_at) AS created_at, max(ci.updated_at) AS updated_at,
  (SELECT jsonb_object_agg(x.analysis_type, x.n) FROM (
    SELECT ca.analysis_type, count(*) AS n FROM config_analysis ca JOIN config_items c2 ON c2.id = ca.config_id
    WHERE c2.type = ci.type AND ca.status = 'open' AND c2.deleted_at IS NULL AND ca.analysis_type IS NOT NULL
    GROUP BY ca.analysis_type) x) AS analysis,
  (SELECT jsonb_object_agg(x.severity, x.n) FROM (
    SELECT ca.severity, count(*) AS n FROM config_analysis ca JOIN config_items c2 ON c2.id = ca.config_id
    WHERE c2.type = ci.type AND ca.status = 'open' AND c2.deleted_at IS NULL AND ca.severity IS NOT NULL
    GROUP BY ca.severity) x) AS severity,
  coalesce(sum(s.config_changes_count), 0)::bigint AS changes,
  count(*) AS total_configs,
  sum(cc.cost_30d) AS costs
FROM config_items ci
LEFT JOIN config_item_summary_7d s ON s.config_id = ci.id
LEFT JOIN config_cost_totals cc ON cc.config_id = ci.id
WHERE ci.deleted_at IS NULL
GROUP BY ci.type;

CREATE VIEW config_class_summary AS
SELECT ci.config_class,
  (SELECT jsonb_object_agg(x.analysis_type, x.n) FROM (
    SELECT ca.analysis_type, count(*) AS n FROM config_analysis ca JOIN config_items c2 ON c2.id = ca.config_id
    WHERE c2.config_class = ci.config_class AND ca.status = 'open' AND c2.deleted_at IS NULL AND ca.analysis_type IS NOT NULL
    GROUP BY ca.analysis_type) x) AS analysis,
  coalesce(sum(s.config_changes_count), 0)::bigint AS changes,
  count(*) AS total_configs,
  sum(cc.cost_30d) AS costs
FROM config_items ci
LEFT JOIN config_item_summary_7d s ON s.config_id = ci.id
LEFT JOIN config_cost_totals cc ON cc.config_id = ci.id
WHERE ci.deleted_at IS NULL
GROUP BY ci.config_class;

-- The changes feed answers with each change's external id too (reference §4.4).
CREATE OR REPLACE VIEW catalog_changes AS
SELECT ch.id, ch.config_id, ci.name, ci.deleted_at, ci.type, ci.tags, ci.config, ch.external_created_by,
  ch.created_at, ch.severity, ch.change_type, ch.source, ch.summary, ch.details, ch.diff, ch.created_by,
  ch.count, ch.first_observed, ci.agent_id, ci.path, ch.inserted_at, ch.external_change_id
FROM config_changes ch
JOIN config_items ci ON ci.id = ch.config_id;

-- A loose index scan: one index probe per change type instead of reading every change.
CREATE OR REPLACE VIEW change_types AS
WITH RECURSIVE t(change_type) AS (
  SELECT min(change_type) FROM config_changes
  UNION ALL
  SELECT (SELECT min(c.change_type) FROM config_changes c WHERE c.change_type > t.change_type)
  FROM t WHERE t.change_type IS NOT NULL
)
SELECT change_type FROM t WHERE change_type IS NOT NULL;

-- Relationship walks (reference §3) ------------------------------------------------------------------

-- Edges: config_relationships from config_id to related_id, and each item's parent to it. A parent
-- link and a relation named 'hard' are hard; `*_relation` 'hard' follows only those, 'both' every
-- edge. Outgoing walks edges forward, incoming backward; 'all' walks both ways from the config, never
-- turning back. Each config comes once per direction, at its nearest depth; cycles end at max_depth.
CREATE FUNCTION related_config_ids_recursive(
  config_id uuid, type_filter text DEFAULT 'outgoing', include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5, incoming_relation text DEFAULT 'both', outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (id uuid, direction text, depth integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE walk(id, direction, depth) AS (
    SELECT $1, d, 0
    FROM unnest(CASE $2 WHEN 'all' THEN ARRAY['incoming', 'outgoing'] ELSE ARRAY[$2] END) AS d
    UNION
    SELECT e.next, w.direction, w.depth + 1
    FROM walk w
    CROSS JOIN LATERAL (
      SELECT r.related_id AS next FROM config_relationships r
      WHERE w.direction = 'outgoing' AND r.config_id = w.id AND r.deleted_at IS NULL AND ($6 = 'both' OR r.relation = 'hard')
      UNION ALL
      SELECT c.id FROM config_items c WHERE w.direction = 'outgoing' AND c.parent_id = w.id
      UNION ALL
      SELECT r.config_id FROM config_relationships r
      WHERE w.direction = 'incoming' AND r.related_id = w.id AND r.deleted_at IS NULL AND ($5 = 'both' OR r.relation = 'hard')
      UNION ALL
      SELECT c.parent_id FROM config_items c WHERE w.direction = 'incoming' AND c.id = w.id AND c.parent_id IS NOT NULL
    ) e
    JOIN config_items n ON n.id = e.next AND ($3 OR n.deleted_at IS NULL)
    WHERE w.depth < $4
  )
  SELECT w.id, w.direction, min(w.depth)::integer FROM walk w
  WHERE w.depth > 0 AND w.id <> $1
  GROUP BY w.id, w.direction
$$;

-- The config itself (depth 0) and every config reachable from it, nearest first, with the ids each
-- points to among them (`related_ids`, the graph's edges) and its catalog figures.
CREATE FUNCTION related_configs_recursive(
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
  )
  SELECT c.id, c.name, c.type,
    coalesce((
      SELECT array_agg(DISTINCT e.target::text ORDER BY e.target::text)
      FROM (
        SELECT r.related_id AS target FROM config_relationships r
        WHERE r.config_id = c.id AND r.deleted_at IS NULL AND (r.relation = 'hard' OR $5 = 'both' OR $6 = 'both')
        UNION ALL
        SELECT k.id FROM config_items k WHERE k.parent_id = c.id
      ) e
      WHERE e.target IN (SELECT found.id FROM found)
    ), '{}') AS related_ids,
    c.tags, c.changes, c.analysis, c.cost_per_minute, c.cost_total_1h, c.cost_total_1d, c.cost_total_30d,
    c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready, c.status, c.path,
    found.depth, found.direction
  FROM found
  JOIN configs c ON c.id = found.id
  ORDER BY found.depth, c.name, c.id
$$;

-- The changes of a config and, upstream (incoming), downstream (outgoing) or both ('all'), of the
-- configs it is linked to; 'none' is the config alone. Hard links only unless `soft`.
-- A single SELECT in SQL, so PostgreSQL inlines it and the caller's filters, order and limit reach
-- the changes' indexes.
CREATE FUNCTION related_changes_recursive(
  lookup_id uuid, type_filter text DEFAULT 'downstream', include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5, soft boolean DEFAULT false
) RETURNS TABLE (
  id uuid, config_id uuid, name text, deleted_at timestamptz, type text, tags jsonb, external_created_by text,
  created_at timestamptz, severity text, change_type text, source text, summary text, created_by uuid,
  count integer, first_observed timestamptz, agent_id uuid, inserted_at timestamptz, path text,
  external_change_id text
) LANGUAGE sql STABLE AS $$
  SELECT ch.id, ch.config_id, ci.name, ci.deleted_at, ci.type, ci.tags, ch.external_created_by, ch.created_at,
    ch.severity, ch.change_type, ch.source, ch.summary, ch.created_by, ch.count, ch.first_observed, ci.agent_id,
    ch.inserted_at, ci.path, ch.external_change_id
  FROM (
    SELECT $1 AS id
    UNION
    SELECT r.id FROM related_config_ids_recursive(
      $1,
      CASE $2 WHEN 'downstream' THEN 'outgoing' WHEN 'upstream' THEN 'incoming' WHEN 'all' THEN 'all' ELSE 'none' END,
      $3, $4,
      CASE WHEN $5 THEN 'both' ELSE 'hard' END,
      CASE WHEN $5 THEN 'both' ELSE 'hard' END
    ) r
  ) linked
  JOIN config_changes ch ON ch.config_id = linked.id
  JOIN config_items ci ON ci.id = ch.config_id
$$;

-- The insights list's filter choices, over all insights or one config's (reference §3).
CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL) RETURNS jsonb LANGUAGE sql STABLE AS $$
  WITH a AS (
    SELECT ca.analysis_type, ca.analyzer, ca.source, ca.config_id FROM config_analysis ca
    WHERE p_config_id IS NULL OR ca.config_id = p_config_id
  )
  SELECT jsonb_build_object(
    'types', coalesce((SELECT jsonb_agg(DISTINCT a.analysis_type ORDER BY a.analysis_type) FROM a WHERE a.analysis_type IS NOT NULL), '[]'),
    'analyzers', coalesce((SELECT jsonb_agg(DISTINCT a.analyzer ORDER BY a.analyzer) FROM a WHERE a.analyzer IS NOT NULL), '[]'),
    'sources', coalesce((SELECT jsonb_agg(DISTINCT a.source ORDER BY a.source) FROM a WHERE a.source IS NOT NULL), '[]'),
    'config_types', coalesce((SELECT jsonb_agg(DISTINCT ci.type ORDER BY ci.type) FROM config_items ci
      WHERE ci.id IN (SELECT a.config_id FROM a)), '[]'),
    'catalogs', coalesce((SELECT jsonb_agg(jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type,
      'config_class', ci.config_class) ORDER BY ci.name, ci.id) FROM config_items ci
      WHERE ci.id IN (SELECT a.config_id FROM a)), '[]')
  )
$$;

-- Indexes: every column the catalog list, the insights list and the changes feed sort or filter by --

CREATE INDEX config_items_status_idx ON config_items (status);
CREATE INDEX config_items_health_idx ON config_items (health);
CREATE INDEX config_items_updated_at_idx ON config_items (updated_at DESC);
CREATE INDEX config_items_deleted_at_idx ON config_items (deleted_at);
-- The list's default order.
CREATE INDEX config_items_type_name_idx ON config_items (type, name);
-- Tag and label containment (`@>`) of the summary and the changes feed.
CREATE INDEX config_items_tags_idx ON config_items USING gin (tags jsonb_path_ops);
CREATE INDEX config_items_labels_idx ON config_items USING gin (labels jsonb_path_ops);

CREATE INDEX config_changes_summary_idx ON config_changes (summary);
CREATE INDEX config_changes_source_idx ON config_changes (source);
CREATE INDEX config_changes_count_idx ON config_changes (count);

CREATE INDEX config_analysis_last_observed_idx ON config_analysis (last_observed DESC);
CREATE INDEX config_analysis_analysis_type_idx ON config_analysis (analysis_type);
CREATE INDEX config_analysis_analyzer_idx ON config_analysis (analyzer);
CREATE INDEX config_analysis_severity_idx ON config_analysis (severity);
CREATE INDEX config_analysis_status_idx ON config_analysis (status);

-- The config detail's counts.
CREATE INDEX playbook_runs_config_id_idx ON playbook_runs (config_id, created_at DESC);
CREATE INDEX check_config_relationships_config_id_idx ON check_config_relationships (config_id);
