-- Who did something is the signed-in person's to say, never the request's (permissions.md, "Where each
-- is checked"; issue 13 #2). These rules bind writes made for a person, that is every /api/db write (the
-- server sets app.person_id per transaction); the server's own writes (seed, scheduler, sign-in) set no
-- person and keep writing what they mean.

CREATE FUNCTION signed_in_person() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.person_id', true), '')::uuid
$$;

-- Each column named in the trigger's arguments records who wrote the row. Left out of an insert, it takes
-- the signed-in person; it may be written only as that person, and an update may keep it or claim it
-- (the settings screen records whoever saves a feature flag) but never hand it to someone else.
CREATE FUNCTION stamp_signed_in_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid := signed_in_person();
  who text;
  sent uuid;
BEGIN
  IF person IS NULL THEN
    RETURN NEW;
  END IF;
  FOREACH who IN ARRAY TG_ARGV LOOP
    sent := (to_jsonb(NEW) ->> who)::uuid;
    IF TG_OP = 'INSERT' AND sent IS NULL THEN
      NEW := jsonb_populate_record(NEW, jsonb_build_object(who, person));
    ELSIF sent IS DISTINCT FROM person AND (TG_OP = 'INSERT' OR sent IS DISTINCT FROM (to_jsonb(OLD) ->> who)::uuid) THEN
      RAISE EXCEPTION 'permission denied to write %.% as another person', TG_TABLE_NAME, who
        USING ERRCODE = '42501',
          DETAIL = format('%s.%s records the signed-in person; the server sets it', TG_TABLE_NAME, who),
          HINT = format('Leave %s out, or send your own person id.', who);
    END IF;
  END LOOP;
  RETURN NEW;
END $$;

-- created_by on every table that has one, except incident_histories, whose rows only triggers write
-- (below) with the person they record. playbook_approvals.person_id is the approver.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'created_by' AND c.data_type = 'uuid'
      AND tb.table_type = 'BASE TABLE' AND c.table_name <> 'incident_histories'
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION stamp_signed_in_person(%L)',
      t || '_created_by', t, 'created_by');
  END LOOP;
END $$;
CREATE TRIGGER playbook_approvals_person_id BEFORE INSERT OR UPDATE ON playbook_approvals
  FOR EACH ROW EXECUTE FUNCTION stamp_signed_in_person('person_id');

-- A person changes and deletes their own comments; an admin and the incident's commander may change and
-- delete any. A delete cascading from a hypothesis or an incident (depth > 1) was allowed on that row.
CREATE FUNCTION comments_changed_by_author() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid := signed_in_person();
BEGIN
  IF person IS NOT NULL AND pg_trigger_depth() = 1 AND OLD.created_by IS DISTINCT FROM person
    AND NOT EXISTS (SELECT 1 FROM incidents i WHERE i.id = OLD.incident_id AND i.commander_id = person)
    AND NOT EXISTS (SELECT 1 FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = person::text AND r.v1 = 'admin') THEN
    RAISE EXCEPTION 'permission denied to change another person''s comment'
      USING ERRCODE = '42501',
        DETAIL = 'A person changes and deletes their own comments; an admin and the incident''s commander may change and delete any.';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER comments_changed_by_author BEFORE UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_changed_by_author();

-- The incident's history is what the triggers of 001 and 010 recorded as things changed: a statement
-- made for a person (depth 1) may not add, change or remove it, whatever the person's role. A statement
-- level trigger, so a write that matches no row is refused too.
CREATE FUNCTION incident_histories_by_triggers_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF signed_in_person() IS NOT NULL AND pg_trigger_depth() = 1 THEN
    RAISE EXCEPTION 'permission denied for table incident_histories'
      USING ERRCODE = '42501', DETAIL = 'Incident history is written by the database as the incident changes.';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER incident_histories_by_triggers_only BEFORE INSERT OR UPDATE OR DELETE ON incident_histories
  FOR EACH STATEMENT EXECUTE FUNCTION incident_histories_by_triggers_only();
