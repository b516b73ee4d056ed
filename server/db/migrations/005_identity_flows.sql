-- Recovery and verification by one-time code, and what deleting an identity does to its person.

-- A code sent through the courier. Only its hash is kept; a code opens exactly one flow, once.
CREATE TABLE self_service_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  flow_id uuid NOT NULL REFERENCES self_service_flows (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('recovery', 'verification')),
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  address text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX self_service_codes_flow_id_idx ON self_service_codes (flow_id);

-- Deleting an identity (DELETE /api/people/{id} or DELETE /api/db/identities?id=eq.{id}) soft-deletes its
-- person and drops the person's roles, as Mission Control does: history keeps pointing at the person.
CREATE FUNCTION identities_retire_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = OLD.id AND deleted_at IS NULL;
  DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = OLD.id::text;
  RETURN OLD;
END
$$;

CREATE TRIGGER identities_retire_person
  AFTER DELETE ON identities
  FOR EACH ROW EXECUTE FUNCTION identities_retire_person();
