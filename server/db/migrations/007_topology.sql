-- The topology roll-ups of reference §2.2, read through /api/db. The topology endpoint builds its own
-- tree and summaries in memory; these views give PostgREST clients the same per-component numbers.

CREATE VIEW check_summary_by_component AS
SELECT component_id, jsonb_object_agg(status, n) AS checks
FROM (
  SELECT r.component_id, coalesce(c.status, 'unknown') AS status, count(DISTINCT c.id)::int AS n
  FROM check_component_relationships r
  JOIN checks c ON c.id = r.check_id
  WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL
  GROUP BY 1, 2
) s
GROUP BY component_id;

-- Incidents still in progress (neither resolved nor closed) with evidence on the component.
CREATE VIEW incident_summary_by_component AS
SELECT id, jsonb_object_agg(type, severities) AS incidents
FROM (
  SELECT id, type, jsonb_object_agg(severity, n) AS severities
  FROM (
    SELECT e.component_id AS id, i.type, i.severity, count(DISTINCT i.id)::int AS n
    FROM evidences e
    JOIN hypotheses h ON h.id = e.hypothesis_id
    JOIN incidents i ON i.id = h.incident_id
    WHERE e.component_id IS NOT NULL AND i.resolved IS NULL AND i.closed IS NULL
      AND i.status NOT IN ('resolved', 'closed', 'cancelled')
    GROUP BY 1, 2, 3
  ) s
  GROUP BY id, type
) t
GROUP BY id;

-- Open analyses of the live config items linked to the component.
CREATE VIEW analysis_summary_by_component AS
SELECT id, jsonb_object_agg(analysis_type, severities) AS analysis
FROM (
  SELECT id, analysis_type, jsonb_object_agg(severity, n) AS severities
  FROM (
    SELECT r.component_id AS id, coalesce(ca.analysis_type, 'other') AS analysis_type,
      coalesce(ca.severity, 'info') AS severity, count(DISTINCT ca.id)::int AS n
    FROM config_component_relationships r
    JOIN config_items ci ON ci.id = r.config_id
    JOIN config_analysis ca ON ca.config_id = ci.id
    WHERE r.deleted_at IS NULL AND ci.deleted_at IS NULL AND ca.status = 'open'
    GROUP BY 1, 2, 3
  ) s
  GROUP BY id, analysis_type
) t
GROUP BY id;

CREATE VIEW topology AS
SELECT c.*,
  (SELECT json_agg(json_build_object('name', s.value ->> 'name'))
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.log_selectors) = 'array' THEN c.log_selectors ELSE '[]'::jsonb END) s
  ) AS logs,
  cs.checks::json AS checks,
  (SELECT array_agg(t.name ORDER BY t.name)
     FROM team_components tc JOIN teams t ON t.id = tc.team_id
     WHERE tc.component_id = c.id AND t.deleted_at IS NULL) AS team_names,
  inc.incidents,
  an.analysis,
  (SELECT array_agg(r.component_id) FROM component_relationships r
     WHERE r.relationship_id = c.id AND r.deleted_at IS NULL) AS children,
  (SELECT array_agg(r.relationship_id) FROM component_relationships r
     WHERE r.component_id = c.id AND r.deleted_at IS NULL) AS parents
FROM components c
LEFT JOIN check_summary_by_component cs ON cs.component_id = c.id
LEFT JOIN incident_summary_by_component inc ON inc.id = c.id
LEFT JOIN analysis_summary_by_component an ON an.id = c.id
WHERE c.deleted_at IS NULL;
