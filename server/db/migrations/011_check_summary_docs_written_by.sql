-- Each Health list document remembers the transaction that wrote it, so a server can keep the documents in
-- memory and read again only what was written since it last looked (server/checks/summary-docs-cache.ts):
-- at scale the whole set is megabytes, and reading it on every request cost more than everything else.

ALTER TABLE check_summary_docs ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX check_summary_docs_by_writer ON check_summary_docs (written_by);

CREATE OR REPLACE FUNCTION write_check_summary_docs(ids uuid[]) RETURNS void LANGUAGE sql SET TimeZone = 'UTC' AS $$
  INSERT INTO check_summary_docs (check_id, name, deleted_at, labels, last_runtime, doc)
  SELECT c.id, c.name, c.deleted_at, d.labels, coalesce(cu.last_runtime, c.last_runtime),
    json_build_object('id', c.id, 'canary_id', c.canary_id, 'agent_id', c.agent_id,
      'last_transition_time', c.last_transition_time, 'type', c.type, 'icon', c.icon, 'name', c.name,
      'status', c.status, 'description', c.description, 'namespace', c.namespace,
      'canary_namespace', ca.namespace, 'canary_name', ca.name, 'labels', d.labels, 'severity', c.severity,
      'owner', c.owner, 'created_at', c.created_at, 'updated_at', c.updated_at, 'deleted_at', c.deleted_at,
      'silenced_at', c.silenced_at)::text
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  LEFT JOIN checks_unlogged cu ON cu.check_id = c.id
  CROSS JOIN LATERAL (SELECT coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels) d
  WHERE c.id = ANY (ids)
  ON CONFLICT (check_id) DO UPDATE SET name = excluded.name, deleted_at = excluded.deleted_at,
    labels = excluded.labels, last_runtime = excluded.last_runtime, doc = excluded.doc,
    written_by = pg_current_xact_id()
$$;
