-- Seed 002 §3 and R002-2-1-51: a config item's cost has 1d, 7d and 30d totals, and the sidebar shows
-- all three. Mission Control's cost summary prorates only 1 h, 1 d and 30 d, so this backend adds the
-- 7-day total and the configs view appends it as cost_total_7d (appended: a view's columns keep
-- their places). A real Mission Control does not have it, and the console shows none there.

ALTER TABLE config_cost_summary ADD COLUMN cost_7d numeric;

CREATE OR REPLACE VIEW config_cost_totals AS
SELECT config_id,
  CASE WHEN count(*) = 1 THEN max(cost_1h) END AS cost_1h,
  CASE WHEN count(*) = 1 THEN max(cost_1d) END AS cost_1d,
  CASE WHEN count(*) = 1 THEN max(cost_30d) END AS cost_30d,
  CASE WHEN count(*) = 1 THEN max(billing_currency) END AS billing_currency,
  count(*) > 1 AS mixed_currency,
  CASE WHEN count(*) = 1 THEN max(cost_7d) END AS cost_7d
FROM config_cost_summary
GROUP BY config_id;

CREATE OR REPLACE VIEW configs AS
SELECT ci.id, ci.scraper_id, ci.config_class, ci.external_id, ci.type, ci.name, ci.tags ->> 'namespace' AS namespace,
  ci.description, ci.source, ci.labels, ci.tags, ci.tags_values, ci.properties, ci.properties_values,
  ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
  round(cc.cost_1d / 1440, 6) AS cost_per_minute,
  cc.cost_1h AS cost_total_1h, cc.cost_1d AS cost_total_1d, cc.cost_30d AS cost_total_30d,
  cc.billing_currency, coalesce(cc.mixed_currency, false) AS mixed_currency,
  ci.agent_id, ci.status, ci.health, ci.ready, ci.path,
  coalesce(s.config_changes_count, 0) AS changes,
  s.config_analysis_type_counts AS analysis,
  cc.cost_7d AS cost_total_7d
FROM config_items ci
LEFT JOIN config_item_summary_7d s ON s.config_id = ci.id
LEFT JOIN config_cost_totals cc ON cc.config_id = ci.id;
