-- The health-check engine and agents (issue 5).

-- Who last saved each canary's spec: exec checks run only from a spec an admin saved (DECISIONS §12).
-- An update made without `app.person_id` set has no known author, so it never counts as an admin's.
CREATE TABLE canary_spec_authors (
  canary_id uuid PRIMARY KEY CONSTRAINT canary_spec_authors_canary_id_fkey REFERENCES canaries (id) ON DELETE CASCADE,
  person_id uuid,
  saved_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION canaries_record_spec_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.spec IS DISTINCT FROM OLD.spec THEN
    INSERT INTO canary_spec_authors (canary_id, person_id, saved_at)
    VALUES (NEW.id, acting_person(CASE WHEN TG_OP = 'INSERT' THEN NEW.created_by END), now())
    ON CONFLICT (canary_id) DO UPDATE SET person_id = EXCLUDED.person_id, saved_at = EXCLUDED.saved_at;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER canaries_record_spec_author AFTER INSERT OR UPDATE ON canaries
  FOR EACH ROW EXECUTE FUNCTION canaries_record_spec_author();

-- The scheduler's claim looks for due checks by next_runtime.
CREATE INDEX checks_next_runtime_idx ON checks (next_runtime) WHERE deleted_at IS NULL;

-- Deleting an agent (a soft delete, reference §2.7) ends its access tokens and, with `cleanup`,
-- retires everything it pushed.
CREATE FUNCTION agents_soft_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    IF NEW.person_id IS NOT NULL THEN
      UPDATE access_tokens SET expires_at = now()
        WHERE person_id = NEW.person_id AND (expires_at IS NULL OR expires_at > now());
    END IF;
    IF NEW.cleanup THEN
      UPDATE checks SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE canaries SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE components SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE topologies SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_items SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_scrapers SET deleted_at = now() WHERE agent_id = NEW.id AND deleted_at IS NULL;
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER agents_soft_delete AFTER UPDATE OF deleted_at ON agents
  FOR EACH ROW EXECUTE FUNCTION agents_soft_delete();
