-- The playbook executor (issue 20): who last saved each playbook's spec, the lease of a run a server is
-- executing, and the run-actions function the run page calls (reference §3).

-- Exec actions run only from a spec an admin saved (DECISIONS §12), as for canaries (migration 004).
CREATE TABLE playbook_spec_authors (
  playbook_id uuid PRIMARY KEY CONSTRAINT playbook_spec_authors_playbook_id_fkey REFERENCES playbooks (id) ON DELETE CASCADE,
  person_id uuid,
  saved_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION playbooks_record_spec_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.spec IS DISTINCT FROM OLD.spec THEN
    INSERT INTO playbook_spec_authors (playbook_id, person_id, saved_at)
    VALUES (NEW.id, acting_person(CASE WHEN TG_OP = 'INSERT' THEN NEW.created_by END), now())
    ON CONFLICT (playbook_id) DO UPDATE SET person_id = EXCLUDED.person_id, saved_at = EXCLUDED.saved_at;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER playbooks_record_spec_author AFTER INSERT OR UPDATE ON playbooks
  FOR EACH ROW EXECUTE FUNCTION playbooks_record_spec_author();

INSERT INTO playbook_spec_authors (playbook_id, person_id, saved_at)
SELECT id, created_by, updated_at FROM playbooks
ON CONFLICT (playbook_id) DO NOTHING;

-- A run a server executes is held by it until `lease_until`; the server renews the lease while it works.
-- A run whose lease passed lost its server (a crash): the next worker to start or poll ends it as failed.
CREATE TABLE playbook_run_leases (
  run_id uuid PRIMARY KEY CONSTRAINT playbook_run_leases_run_id_fkey REFERENCES playbook_runs (id) ON DELETE CASCADE,
  holder text NOT NULL,
  lease_until timestamptz NOT NULL
);

-- The worker's claim looks for queued runs by their scheduled time.
CREATE INDEX playbook_runs_queued_idx ON playbook_runs (scheduled_time) WHERE status = 'scheduled';
CREATE INDEX playbook_runs_status_idx ON playbook_runs (status, created_at DESC);
CREATE INDEX playbook_runs_component_id_idx ON playbook_runs (component_id, created_at DESC);
CREATE INDEX playbook_runs_check_id_idx ON playbook_runs (check_id, created_at DESC);
CREATE INDEX playbook_run_actions_run_start_idx ON playbook_run_actions (playbook_run_id, start_time);

-- Reference §3: the actions of a run and of its child runs, in the order they started.
CREATE FUNCTION get_playbook_run_actions(run_id uuid)
RETURNS TABLE (
  id uuid, name text, playbook_run_id uuid, status text, scheduled_time timestamptz, start_time timestamptz,
  end_time timestamptz, result jsonb, agent_id uuid, retry_count integer, agent jsonb, artifacts jsonb
) LANGUAGE sql STABLE AS $$
  SELECT a.id, a.name, a.playbook_run_id, a.status, a.scheduled_time, a.start_time, a.end_time, a.result, a.agent_id,
    a.retry_count,
    CASE WHEN ag.id IS NULL THEN NULL ELSE jsonb_build_object('id', ag.id, 'name', ag.name) END,
    (SELECT jsonb_agg(to_jsonb(f) - 'content') FROM artifacts f WHERE f.playbook_run_action_id = a.id)
  FROM playbook_run_actions a
  LEFT JOIN agents ag ON ag.id = a.agent_id
  WHERE a.playbook_run_id IN (SELECT r.id FROM playbook_runs r WHERE r.id = $1 OR r.parent_id = $1)
  ORDER BY a.start_time NULLS LAST, a.scheduled_time
$$;
