-- Live updates (DECISIONS §31): database triggers write every change the console shows live into
-- live_events, with ids from a sequence, and wake every server through NOTIFY live_events. A server
-- reads the event from the notification (or, when the row made it too long, from this table) and
-- sends it to each stream whose reader may read it. Rows are kept 15 minutes, so a browser that
-- reconnects with the last id it saw gets what it missed.
--
-- Why not event_queue (028): that table is the notification worker's work queue: rows exist only
-- while a notification asks for their event, one row per (name, resource) is replaced by the next and
-- deleted once sent. A stream needs every change, in order, kept for a while. Both are written by
-- the same kind of trigger, in the same transaction as the change.

CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  resource_id text NOT NULL,
  -- What the resource belongs to, so a page can tell whether the event is about it: the incident of
  -- a comment, hypothesis or evidence, the run of an action, the config item of a change.
  parent_id text,
  op text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  row jsonb
);
CREATE INDEX live_events_at_idx ON live_events (at);

-- Component health as it turns, so it can be shown later (a chart of the component's health).
CREATE TABLE component_health_transitions (
  id bigserial PRIMARY KEY,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  previous text,
  health text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX component_health_transitions_component_idx ON component_health_transitions (component_id, at);

-- NOTIFY carries at most 8000 bytes: a longer event goes without its row, and readers refetch.
CREATE FUNCTION publish_live_event(event_kind text, resource text, parent text, operation text, body jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event live_events;
  payload text;
BEGIN
  INSERT INTO live_events (kind, resource_id, parent_id, op, row)
  VALUES (event_kind, resource, parent, operation, body)
  RETURNING * INTO event;
  payload := json_build_object('seq', event.id, 'kind', event.kind, 'id', event.resource_id, 'parent', event.parent_id,
    'op', event.op, 'at', event.at, 'row', event.row)::text;
  IF octet_length(payload) > 7900 THEN
    payload := json_build_object('seq', event.id, 'kind', event.kind, 'id', event.resource_id, 'parent', event.parent_id,
      'op', event.op, 'at', event.at)::text;
  END IF;
  PERFORM pg_notify('live_events', payload);
END $$;

CREATE FUNCTION live_operation(trigger_op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE trigger_op WHEN 'INSERT' THEN 'insert' WHEN 'DELETE' THEN 'delete' ELSE 'update' END
$$;

-- Authors travel as the incident page reads them (id, name, email, avatar), so a new comment shows
-- who wrote it without another request.
CREATE FUNCTION live_person(person uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', id, 'name', name, 'email', email, 'avatar', avatar) FROM people WHERE id = person
$$;

CREATE FUNCTION check_statuses_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publish_live_event('check.status', NEW.check_id::text, NULL, 'insert',
    jsonb_build_object('check_id', NEW.check_id, 'status', NEW.status, 'time', NEW.time, 'duration', NEW.duration,
      'message', NEW.message, 'error', NEW.error, 'invalid', NEW.invalid));
  RETURN NULL;
END $$;
CREATE TRIGGER check_statuses_live AFTER INSERT ON check_statuses FOR EACH ROW EXECUTE FUNCTION check_statuses_live();

CREATE FUNCTION components_health_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.health IS DISTINCT FROM OLD.health THEN
    INSERT INTO component_health_transitions (component_id, previous, health) VALUES (NEW.id, OLD.health, NEW.health);
    PERFORM publish_live_event('component.health', NEW.id::text, NEW.topology_id::text, 'update',
      jsonb_build_object('id', NEW.id, 'name', NEW.name, 'health', NEW.health, 'previous', OLD.health, 'status', NEW.status));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER components_health_live AFTER UPDATE OF health ON components FOR EACH ROW EXECUTE FUNCTION components_health_live();

CREATE FUNCTION incidents_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed incidents := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM publish_live_event('incident', changed.id::text, NULL, live_operation(TG_OP),
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END);
  RETURN NULL;
END $$;
CREATE TRIGGER incidents_live AFTER INSERT OR UPDATE OR DELETE ON incidents FOR EACH ROW EXECUTE FUNCTION incidents_live();

CREATE FUNCTION comments_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed comments := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM publish_live_event('comment', changed.id::text, changed.incident_id::text, live_operation(TG_OP),
    CASE WHEN TG_OP = 'DELETE' THEN NULL
      ELSE to_jsonb(NEW) || jsonb_build_object('created_by', live_person(NEW.created_by)) END);
  RETURN NULL;
END $$;
CREATE TRIGGER comments_live AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION comments_live();

CREATE FUNCTION hypotheses_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed hypotheses := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM publish_live_event('hypothesis', changed.id::text, changed.incident_id::text, live_operation(TG_OP),
    CASE WHEN TG_OP = 'DELETE' THEN NULL
      ELSE to_jsonb(NEW) || jsonb_build_object('created_by', live_person(NEW.created_by)) END);
  RETURN NULL;
END $$;
CREATE TRIGGER hypotheses_live AFTER INSERT OR UPDATE OR DELETE ON hypotheses FOR EACH ROW EXECUTE FUNCTION hypotheses_live();

-- An evidence's incident is its hypothesis's; a hypothesis deleted with its evidence leaves no parent.
CREATE FUNCTION evidences_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed evidences := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM publish_live_event('evidence', changed.id::text,
    (SELECT incident_id::text FROM hypotheses WHERE id = changed.hypothesis_id), live_operation(TG_OP),
    CASE WHEN TG_OP = 'DELETE' THEN NULL
      ELSE to_jsonb(NEW) || jsonb_build_object('created_by', live_person(NEW.created_by)) END);
  RETURN NULL;
END $$;
CREATE TRIGGER evidences_live AFTER INSERT OR UPDATE OR DELETE ON evidences FOR EACH ROW EXECUTE FUNCTION evidences_live();

CREATE FUNCTION config_changes_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publish_live_event('config.change', NEW.id::text, NEW.config_id::text, 'insert',
    to_jsonb(NEW) - 'patches' - 'diff');
  RETURN NULL;
END $$;
CREATE TRIGGER config_changes_live AFTER INSERT ON config_changes FOR EACH ROW EXECUTE FUNCTION config_changes_live();

CREATE FUNCTION playbook_runs_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publish_live_event('playbook.run', NEW.id::text, NEW.playbook_id::text, live_operation(TG_OP),
    jsonb_build_object('id', NEW.id, 'playbook_id', NEW.playbook_id, 'status', NEW.status, 'start_time', NEW.start_time,
      'end_time', NEW.end_time, 'error', NEW.error));
  RETURN NULL;
END $$;
CREATE TRIGGER playbook_runs_live AFTER INSERT OR UPDATE OF status, start_time, end_time, error ON playbook_runs
  FOR EACH ROW EXECUTE FUNCTION playbook_runs_live();

CREATE FUNCTION playbook_run_actions_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publish_live_event('playbook.action', NEW.id::text, NEW.playbook_run_id::text, live_operation(TG_OP), to_jsonb(NEW));
  RETURN NULL;
END $$;
CREATE TRIGGER playbook_run_actions_live AFTER INSERT OR UPDATE ON playbook_run_actions
  FOR EACH ROW EXECUTE FUNCTION playbook_run_actions_live();

-- Heartbeats move last_seen every few seconds: an event when an agent comes back (first seen, or
-- unseen for longer than the 61 s that make it offline) is what its online state needs.
CREATE FUNCTION agents_seen_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_seen IS NOT NULL AND (OLD.last_seen IS NULL OR NEW.last_seen - OLD.last_seen > interval '30 seconds') THEN
    PERFORM publish_live_event('agent.seen', NEW.id::text, NULL, 'update',
      jsonb_build_object('id', NEW.id, 'name', NEW.name, 'last_seen', NEW.last_seen));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER agents_seen_live AFTER UPDATE OF last_seen ON agents FOR EACH ROW EXECUTE FUNCTION agents_seen_live();

-- Connections hold secrets: their events carry the id only, and only admins and editors get them.
CREATE FUNCTION connections_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publish_live_event('connection', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text, NULL, live_operation(TG_OP), NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER connections_live AFTER INSERT OR UPDATE OR DELETE ON connections FOR EACH ROW EXECUTE FUNCTION connections_live();
