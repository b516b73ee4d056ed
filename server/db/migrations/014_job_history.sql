-- Job history at a million rows (issue 19): the Jobs History filters, the Last Run and Last Failed
-- of the *_with_status views, and the per-name summary stay index reads however long the table grows.

-- job_histories filtered by name, status or resource type within a time range, newest first.
CREATE INDEX job_history_name_created_at_idx ON job_history (name, created_at DESC);
CREATE INDEX job_history_status_created_at_idx ON job_history (status, created_at DESC);
CREATE INDEX job_history_resource_type_created_at_idx ON job_history (resource_type, created_at DESC);
-- job_last_failed of every *_with_status view: the newest failure of one resource.
CREATE INDEX job_history_last_failed_idx ON job_history (resource_id, time_start DESC) WHERE status = 'FAILED';
-- job_history_latest_status reads in its own order, and a filter on its keys is pushed into the scan.
CREATE INDEX job_history_latest_idx ON job_history (resource_type, resource_id, name, created_at DESC);

-- The per-name counts job_history_summary and job_history_names show, kept by statement triggers so
-- that neither aggregates the whole table on every read.
CREATE TABLE job_history_rollup (
  name text PRIMARY KEY,
  total bigint NOT NULL DEFAULT 0,
  running bigint NOT NULL DEFAULT 0,
  success bigint NOT NULL DEFAULT 0,
  warning bigint NOT NULL DEFAULT 0,
  failed bigint NOT NULL DEFAULT 0,
  stale bigint NOT NULL DEFAULT 0,
  skipped bigint NOT NULL DEFAULT 0,
  duration_sum numeric NOT NULL DEFAULT 0,
  duration_count bigint NOT NULL DEFAULT 0,
  last_run_at timestamptz
);

CREATE FUNCTION job_history_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO job_history_rollup AS r (name, total, running, success, warning, failed, stale, skipped, duration_sum, duration_count)
    SELECT name, -count(*), -count(*) FILTER (WHERE status = 'RUNNING'), -count(*) FILTER (WHERE status = 'SUCCESS'),
      -count(*) FILTER (WHERE status = 'WARNING'), -count(*) FILTER (WHERE status = 'FAILED'),
      -count(*) FILTER (WHERE status = 'STALE'), -count(*) FILTER (WHERE status = 'SKIPPED'),
      -coalesce(sum(duration_millis), 0), -count(duration_millis)
    FROM old_rows WHERE name IS NOT NULL GROUP BY name
    ON CONFLICT (name) DO UPDATE SET total = r.total + EXCLUDED.total, running = r.running + EXCLUDED.running,
      success = r.success + EXCLUDED.success, warning = r.warning + EXCLUDED.warning, failed = r.failed + EXCLUDED.failed,
      stale = r.stale + EXCLUDED.stale, skipped = r.skipped + EXCLUDED.skipped,
      duration_sum = r.duration_sum + EXCLUDED.duration_sum, duration_count = r.duration_count + EXCLUDED.duration_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_history_rollup AS r (name, total, running, success, warning, failed, stale, skipped, duration_sum, duration_count, last_run_at)
    SELECT name, count(*), count(*) FILTER (WHERE status = 'RUNNING'), count(*) FILTER (WHERE status = 'SUCCESS'),
      count(*) FILTER (WHERE status = 'WARNING'), count(*) FILTER (WHERE status = 'FAILED'),
      count(*) FILTER (WHERE status = 'STALE'), count(*) FILTER (WHERE status = 'SKIPPED'),
      coalesce(sum(duration_millis), 0), count(duration_millis), max(created_at)
    FROM new_rows WHERE name IS NOT NULL GROUP BY name
    ON CONFLICT (name) DO UPDATE SET total = r.total + EXCLUDED.total, running = r.running + EXCLUDED.running,
      success = r.success + EXCLUDED.success, warning = r.warning + EXCLUDED.warning, failed = r.failed + EXCLUDED.failed,
      stale = r.stale + EXCLUDED.stale, skipped = r.skipped + EXCLUDED.skipped,
      duration_sum = r.duration_sum + EXCLUDED.duration_sum, duration_count = r.duration_count + EXCLUDED.duration_count,
      last_run_at = greatest(r.last_run_at, EXCLUDED.last_run_at);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM job_history_rollup WHERE total <= 0;
    -- A removed row may have been a name's newest: one index probe per name touched finds the next.
    UPDATE job_history_rollup r SET last_run_at = (SELECT max(j.created_at) FROM job_history j WHERE j.name = r.name)
    WHERE r.name IN (SELECT DISTINCT name FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_history_rollup_insert AFTER INSERT ON job_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_history_rollup_apply();
CREATE TRIGGER job_history_rollup_update AFTER UPDATE ON job_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_history_rollup_apply();
CREATE TRIGGER job_history_rollup_delete AFTER DELETE ON job_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_history_rollup_apply();

CREATE FUNCTION job_history_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_history_rollup;
  RETURN NULL;
END $$;
CREATE TRIGGER job_history_rollup_truncate AFTER TRUNCATE ON job_history
  FOR EACH STATEMENT EXECUTE FUNCTION job_history_rollup_truncate();

INSERT INTO job_history_rollup (name, total, running, success, warning, failed, stale, skipped, duration_sum, duration_count, last_run_at)
SELECT name, count(*), count(*) FILTER (WHERE status = 'RUNNING'), count(*) FILTER (WHERE status = 'SUCCESS'),
  count(*) FILTER (WHERE status = 'WARNING'), count(*) FILTER (WHERE status = 'FAILED'),
  count(*) FILTER (WHERE status = 'STALE'), count(*) FILTER (WHERE status = 'SKIPPED'),
  coalesce(sum(duration_millis), 0), count(duration_millis), max(created_at)
FROM job_history WHERE name IS NOT NULL GROUP BY name;

-- Same columns as before (reference §2.7), now read from the rollup.
CREATE OR REPLACE VIEW job_history_names AS
SELECT name FROM job_history_rollup;

CREATE OR REPLACE VIEW job_history_summary AS
SELECT name, total, running, success, warning, failed, stale, skipped, last_run_at,
  round(duration_sum / nullif(duration_count, 0), 2) AS average_duration
FROM job_history_rollup;
