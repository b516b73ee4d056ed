-- The Health list at scale spent most of its time turning thousands of check rows into JSON on every read
-- (npm run bench:api). check_summary_docs keeps each check's summary row as JSON text, written when the
-- check, its canary or its last run changes; a read joins only the last-hour figures of check_status_summary,
-- which change with the clock rather than with writes. The check_summary view is unchanged.

CREATE TABLE check_summary_docs (
  check_id uuid PRIMARY KEY REFERENCES checks (id) ON DELETE CASCADE,
  name text NOT NULL,
  deleted_at timestamptz,
  -- The canary's labels merged under the check's, as check_summary shows them and the Labels filter reads them.
  labels jsonb NOT NULL,
  -- The last run known from the check or its unlogged state; check_status_summary's last run stands in when null.
  last_runtime timestamptz,
  -- check_summary's row without uptime, latency and last_runtime.
  doc text NOT NULL
);

-- The list's order: read in index order, the documents are never sorted in memory.
CREATE INDEX check_summary_docs_by_name ON check_summary_docs (name, check_id) WHERE deleted_at IS NULL;

-- Timestamps in the documents read the same whichever session's time zone wrote them.
CREATE FUNCTION write_check_summary_docs(ids uuid[]) RETURNS void LANGUAGE sql SET TimeZone = 'UTC' AS $$
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
    labels = excluded.labels, last_runtime = excluded.last_runtime, doc = excluded.doc
$$;

-- Statement triggers with transition tables: a seed or a pushed batch rewrites its checks in one statement.
CREATE FUNCTION check_summary_docs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'checks' THEN
    PERFORM write_check_summary_docs(ARRAY(SELECT id FROM changed_rows));
  ELSIF TG_TABLE_NAME = 'checks_unlogged' THEN
    PERFORM write_check_summary_docs(ARRAY(SELECT check_id FROM changed_rows));
  ELSE
    PERFORM write_check_summary_docs(ARRAY(SELECT c.id FROM checks c JOIN changed_rows r ON c.canary_id = r.id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER check_summary_docs_on_check_insert AFTER INSERT ON checks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();
CREATE TRIGGER check_summary_docs_on_check_update AFTER UPDATE ON checks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();
CREATE TRIGGER check_summary_docs_on_canary_update AFTER UPDATE ON canaries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();
CREATE TRIGGER check_summary_docs_on_run_insert AFTER INSERT ON checks_unlogged
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();
CREATE TRIGGER check_summary_docs_on_run_update AFTER UPDATE ON checks_unlogged
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();
CREATE TRIGGER check_summary_docs_on_run_delete AFTER DELETE ON checks_unlogged
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION check_summary_docs_changed();

SELECT write_check_summary_docs(ARRAY(SELECT id FROM checks));
