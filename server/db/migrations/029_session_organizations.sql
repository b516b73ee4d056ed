-- Hosted identity mode (issue 24): a session signed in through an OpenID provider holds the person's
-- organizations as the provider named them, and the one the session is for. Switching organization
-- issues a new session, so a session's organization never changes under a request.
ALTER TABLE sessions ADD COLUMN organization_id text;
ALTER TABLE sessions ADD COLUMN organizations jsonb NOT NULL DEFAULT '[]';
