-- Sign-in data, shaped like Ory Kratos' own tables so the identity screens read what they expect.
-- None of these relations is exposed through /api/db except `identities` (permissions.md).

CREATE TABLE identities (
  id uuid PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  metadata_public jsonb,
  metadata_admin jsonb,
  available_aal text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX identities_email_key ON identities (lower(traits ->> 'email'));

-- As in Mission Control's Kratos mode, the person mirrors the identity (same id; name from the name traits).
-- A BEFORE trigger, so the person exists when the foreign key is checked.
CREATE FUNCTION identities_mirror_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  full_name text := nullif(trim(concat_ws(' ', NEW.traits #>> '{name,first}', NEW.traits #>> '{name,last}')), '');
BEGIN
  NEW.updated_at := now();
  INSERT INTO people (id, name, email, created_at, updated_at)
  VALUES (NEW.id, coalesce(full_name, NEW.traits ->> 'email'), NEW.traits ->> 'email', now(), now())
  ON CONFLICT (id) DO UPDATE
    SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()
    WHERE people.name IS DISTINCT FROM EXCLUDED.name OR people.email IS DISTINCT FROM EXCLUDED.email;
  RETURN NEW;
END
$$;

CREATE TRIGGER identities_mirror_person
  BEFORE INSERT OR UPDATE OF traits ON identities
  FOR EACH ROW EXECUTE FUNCTION identities_mirror_person();

CREATE TABLE identity_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  -- password, totp, lookup_secret, ...
  type text NOT NULL,
  -- Method-specific secrets, e.g. {"hashed_password": "$argon2id$..."}.
  config jsonb NOT NULL DEFAULT '{}',
  version int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identity_id, type)
);

CREATE TABLE identity_credential_identifiers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_credential_id uuid NOT NULL REFERENCES identity_credentials (id) ON DELETE CASCADE,
  type text NOT NULL,
  -- Stored lower-cased: sign-in identifiers are case-insensitive.
  identifier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, identifier)
);

CREATE TABLE identity_verifiable_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  via text NOT NULL DEFAULT 'email',
  value text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'completed')),
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (via, value)
);

CREATE TABLE identity_recovery_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  via text NOT NULL DEFAULT 'email',
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (via, value)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- SHA-256 of the cookie value; the value itself is never stored.
  token_hash text NOT NULL UNIQUE,
  logout_token_hash text UNIQUE,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  authentication_methods jsonb NOT NULL DEFAULT '[]',
  devices jsonb NOT NULL DEFAULT '[]',
  authenticated_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_identity_id_idx ON sessions (identity_id);

-- One table for every self-service flow (login, registration, recovery, verification, settings).
CREATE TABLE self_service_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  flow_type text NOT NULL DEFAULT 'browser' CHECK (flow_type IN ('browser', 'api')),
  state text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  request_url text NOT NULL,
  return_to text,
  -- The masked CSRF token placed in the flow's csrf_token node.
  csrf_token text NOT NULL,
  active text,
  refresh boolean NOT NULL DEFAULT false,
  requested_aal text,
  ui jsonb NOT NULL,
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  -- Anything a flow type keeps between steps (e.g. the address a code was sent to).
  internal_context jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX self_service_flows_expires_at_idx ON self_service_flows (expires_at);

-- Errors a plain browser is sent to (/error?id=), read back through /self-service/errors.
CREATE TABLE self_service_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  errors jsonb NOT NULL,
  seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE courier_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL DEFAULT 'email',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'processing', 'abandoned')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  template_type text,
  identity_id uuid REFERENCES identities (id) ON DELETE SET NULL,
  send_count int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
