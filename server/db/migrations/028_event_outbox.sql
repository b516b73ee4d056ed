-- The event outbox (DECISIONS §35): database triggers write the events of R002-9-20 into event_queue
-- as the rows change, so no writer (a check run, a scrape, an agent's push, a playbook approval) can
-- forget one, and the notification worker (server/notifications) reads them from there. An event is
-- written only while some live notification asks for it, so the queue holds what will be sent.
-- event_id is the resource the event is about: a second event of one name for one resource before
-- the worker reads the first replaces it (the newest state is what a notification tells).

CREATE INDEX event_queue_due_idx ON event_queue (attempts, last_attempt);

CREATE FUNCTION enqueue_event(event_name text, resource_id uuid, event_properties jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM notifications WHERE deleted_at IS NULL AND event_name = ANY (events)) THEN
    RETURN;
  END IF;
  INSERT INTO event_queue (name, event_id, properties)
  VALUES (event_name, resource_id, event_properties)
  ON CONFLICT (name, event_id) DO UPDATE
    SET properties = EXCLUDED.properties, error = NULL, attempts = 0, last_attempt = NULL, delay = NULL, created_at = now();
END $$;

-- check.failed and check.passed when a check turns (not on every run). A new check's first failure
-- counts as a turn; its first pass does not (nothing was wrong before).
CREATE FUNCTION checks_status_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL AND NEW.status IS DISTINCT FROM OLD.status
     AND (NEW.status = 'unhealthy' OR (NEW.status = 'healthy' AND OLD.status IS NOT NULL)) THEN
    PERFORM enqueue_event(CASE NEW.status WHEN 'healthy' THEN 'check.passed' ELSE 'check.failed' END, NEW.id,
      jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previous', OLD.status));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER checks_status_event AFTER UPDATE OF status ON checks
  FOR EACH ROW EXECUTE FUNCTION checks_status_event();

CREATE FUNCTION components_health_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL AND NEW.health IS DISTINCT FROM OLD.health
     AND NEW.health IN ('healthy', 'unhealthy', 'unknown', 'warning') THEN
    PERFORM enqueue_event('component.' || NEW.health, NEW.id,
      jsonb_build_object('id', NEW.id, 'health', NEW.health, 'previous', OLD.health));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER components_health_event AFTER UPDATE OF health ON components
  FOR EACH ROW EXECUTE FUNCTION components_health_event();

CREATE FUNCTION config_items_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_event('config.created', NEW.id, jsonb_build_object('id', NEW.id));
    RETURN NULL;
  END IF;
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    PERFORM enqueue_event('config.deleted', NEW.id, jsonb_build_object('id', NEW.id));
    RETURN NULL;
  END IF;
  IF NEW.health IS DISTINCT FROM OLD.health AND NEW.health IN ('healthy', 'unhealthy', 'unknown', 'warning') THEN
    PERFORM enqueue_event('config.' || NEW.health, NEW.id,
      jsonb_build_object('id', NEW.id, 'health', NEW.health, 'previous', OLD.health));
  END IF;
  IF NEW.config IS DISTINCT FROM OLD.config THEN
    PERFORM enqueue_event('config.updated', NEW.id, jsonb_build_object('id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER config_items_event AFTER INSERT OR UPDATE OF health, config, deleted_at ON config_items
  FOR EACH ROW EXECUTE FUNCTION config_items_event();

CREATE FUNCTION playbook_approvals_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event('playbook.approval.inserted', NEW.id,
    jsonb_build_object('id', NEW.id, 'run_id', NEW.run_id, 'person_id', NEW.person_id, 'team_id', NEW.team_id));
  RETURN NULL;
END $$;
CREATE TRIGGER playbook_approvals_event AFTER INSERT ON playbook_approvals
  FOR EACH ROW EXECUTE FUNCTION playbook_approvals_event();

CREATE FUNCTION playbooks_approval_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.spec -> 'approval' IS DISTINCT FROM OLD.spec -> 'approval' THEN
    PERFORM enqueue_event('playbook.spec.approval.updated', NEW.id, jsonb_build_object('id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER playbooks_approval_event AFTER UPDATE OF spec ON playbooks
  FOR EACH ROW EXECUTE FUNCTION playbooks_approval_event();

-- The Notifications form's connection picker (DECISIONS §30): id, name and type of live connections,
-- under the notifications read permission, since the connections table is for admins.
CREATE VIEW notification_connections AS
SELECT id, name, type FROM connections WHERE deleted_at IS NULL;
