-- A status change is stamped when it takes hold, not when its transaction began. Two people changing one
-- incident at once queue on its row lock; with now() the one that waited could carry the earlier time and
-- the changelog would show the losing status as the newest (DECISIONS §18: the last write wins and the
-- changelog ends with it).

CREATE OR REPLACE FUNCTION incidents_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_histories (incident_id, created_by, type, description, created_at)
    VALUES (NEW.id, NEW.created_by, 'incident.created', NEW.incident_id, NEW.created_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO incident_histories (incident_id, created_by, type, description, created_at)
    VALUES (NEW.id, acting_person(NEW.created_by), 'incident.status_updated', NEW.status, clock_timestamp());
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION hypotheses_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id, created_at)
    VALUES (NEW.incident_id, NEW.created_by, 'hypothesis.created', NEW.title, NEW.id, NEW.created_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id, created_at)
    VALUES (NEW.incident_id, acting_person(NEW.created_by), 'hypothesis.status_updated', NEW.status, NEW.id,
      clock_timestamp());
  END IF;
  RETURN NULL;
END $$;
