-- A small schema shaped like Mission Control's (same names, columns and constraint names where they
-- matter for embedding), with deterministic rows, for the /api/db conformance and fuzz suites.

CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text UNIQUE,
  avatar text,
  team_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  icon text,
  spec jsonb,
  created_by uuid NOT NULL CONSTRAINT teams_created_by_fkey REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
ALTER TABLE people ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id);

CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' CONSTRAINT canaries_agent_id_fkey REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  spec jsonb NOT NULL DEFAULT '{}',
  created_by uuid CONSTRAINT canaries_created_by_fkey REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  canary_id uuid NOT NULL CONSTRAINT checks_canary_id_fkey REFERENCES canaries (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' CONSTRAINT checks_agent_id_fkey REFERENCES agents (id),
  type text NOT NULL,
  name text NOT NULL,
  labels jsonb,
  status text,
  severity text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE check_statuses (
  check_id uuid NOT NULL CONSTRAINT check_statuses_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  time timestamptz NOT NULL,
  status boolean,
  duration integer,
  message text,
  PRIMARY KEY (check_id, time)
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' CONSTRAINT config_items_agent_id_fkey REFERENCES agents (id),
  name text,
  type text NOT NULL,
  config_class text NOT NULL,
  status text,
  health text,
  labels jsonb,
  tags jsonb,
  config jsonb,
  external_id text[],
  parent_id uuid CONSTRAINT config_items_parent_id_fkey REFERENCES config_items (id),
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE VIEW configs AS
SELECT ci.id, ci.name, ci.type, ci.config_class, ci.status, ci.health, ci.labels, ci.tags,
  ci.tags ->> 'namespace' AS namespace, ci.external_id, ci.description, ci.agent_id, ci.created_at,
  ci.deleted_at, 0::bigint AS changes, '{}'::jsonb AS analysis
FROM config_items ci;

CREATE VIEW config_names AS SELECT id, type, external_id, name FROM configs;

CREATE TABLE config_relationships (
  config_id uuid NOT NULL CONSTRAINT config_relationships_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  related_id uuid NOT NULL CONSTRAINT config_relationships_related_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  relation text,
  deleted_at timestamptz
);

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id text,
  title text NOT NULL,
  created_by uuid NOT NULL CONSTRAINT incidents_created_by_fkey REFERENCES people (id),
  commander_id uuid CONSTRAINT incidents_commander_id_fkey REFERENCES people (id),
  communicator_id uuid CONSTRAINT incidents_communicator_id_fkey REFERENCES people (id),
  severity text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL CONSTRAINT hypotheses_created_by_fkey REFERENCES people (id),
  incident_id uuid NOT NULL CONSTRAINT hypotheses_incident_id_fkey REFERENCES incidents (id),
  parent_id uuid CONSTRAINT hypotheses_parent_id_fkey REFERENCES hypotheses (id),
  type text NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text NOT NULL,
  hypothesis_id uuid NOT NULL CONSTRAINT evidences_hypothesis_id_fkey REFERENCES hypotheses (id),
  config_id uuid CONSTRAINT evidences_config_id_fkey REFERENCES config_items (id),
  check_id uuid CONSTRAINT evidences_check_id_fkey REFERENCES checks (id),
  created_by uuid NOT NULL CONSTRAINT evidences_created_by_fkey REFERENCES people (id),
  type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE responders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL CONSTRAINT responders_incident_id_fkey REFERENCES incidents (id),
  type text NOT NULL,
  person_id uuid CONSTRAINT responders_person_id_fkey REFERENCES people (id),
  team_id uuid CONSTRAINT responders_team_id_fkey REFERENCES teams (id),
  created_by uuid NOT NULL CONSTRAINT responders_created_by_fkey REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL CONSTRAINT comments_created_by_fkey REFERENCES people (id),
  comment text NOT NULL,
  incident_id uuid NOT NULL CONSTRAINT comments_incident_id_fkey REFERENCES incidents (id),
  hypothesis_id uuid CONSTRAINT comments_hypothesis_id_fkey REFERENCES hypotheses (id),
  responder_id uuid CONSTRAINT comments_responder_id_fkey REFERENCES responders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  category text NOT NULL DEFAULT '',
  created_by uuid CONSTRAINT playbook_created_by_fkey REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_by uuid CONSTRAINT properties_created_by_fkey REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE saved_query (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  query text NOT NULL,
  description text,
  columns jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Never exposed, whatever a request says.
CREATE TABLE casbin_rule (id bigserial PRIMARY KEY, ptype text NOT NULL, v0 text NOT NULL, v1 text NOT NULL);
CREATE TABLE access_tokens (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL, value text NOT NULL);
CREATE TABLE sessions (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), token text NOT NULL);
CREATE TABLE sentinel (id integer PRIMARY KEY, secret text NOT NULL);

CREATE FUNCTION related_configs_recursive(config_id uuid, max_depth integer DEFAULT 5)
RETURNS TABLE (id uuid, name text, type text, depth integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE walk (id, depth) AS (
    SELECT $1, 0
    UNION
    SELECT r.related_id, w.depth + 1 FROM config_relationships r JOIN walk w ON r.config_id = w.id WHERE w.depth < $2
  )
  SELECT c.id, c.name, c.type, min(w.depth)::integer FROM walk w JOIN config_items c ON c.id = w.id
  GROUP BY c.id, c.name, c.type ORDER BY 4, 2
$$;

CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('types', coalesce(
    (SELECT jsonb_agg(DISTINCT type ORDER BY type) FROM config_items WHERE $1 IS NULL OR id = $1), '[]'::jsonb))
$$;

CREATE FUNCTION check_summary_for_component(id uuid) RETURNS SETOF checks LANGUAGE sql STABLE AS $$
  SELECT * FROM checks WHERE canary_id = $1 ORDER BY name
$$;

CREATE FUNCTION soft_delete_check(check_id uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE checks SET deleted_at = now() WHERE id = $1
$$;

CREATE FUNCTION uuid_to_ulid(id uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT replace($1::text, '-', '') $$;

-- Rows ---------------------------------------------------------------------------------------------

INSERT INTO people (id, name, email) VALUES
  ('a0000000-0000-0000-0000-000000000001', 'Alice Admin', 'alice@example.com'),
  ('a0000000-0000-0000-0000-000000000002', 'Bob Builder', 'bob@example.com'),
  ('a0000000-0000-0000-0000-000000000003', 'System', NULL);
INSERT INTO teams (id, name, icon, created_by) VALUES
  ('b0000000-0000-0000-0000-000000000001', 'Platform', 'k8s', 'a0000000-0000-0000-0000-000000000001');
UPDATE people SET team_id = 'b0000000-0000-0000-0000-000000000001' WHERE name = 'Bob Builder';
INSERT INTO agents (id, name) VALUES
  ('00000000-0000-0000-0000-000000000000', 'local'),
  ('c0000000-0000-0000-0000-000000000001', 'edge');
INSERT INTO canaries (id, name, labels, created_by) VALUES
  ('d0000000-0000-0000-0000-000000000001', 'http-canary', '{"env": "prod"}', 'a0000000-0000-0000-0000-000000000001'),
  ('d0000000-0000-0000-0000-000000000002', 'dns-canary', '{"env": "dev"}', NULL);

-- 30 checks on the first canary, 2 on the second; odd ones belong to team payments.
INSERT INTO checks (id, canary_id, agent_id, type, name, labels, status, severity, created_at)
SELECT ('e0000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid,
  'd0000000-0000-0000-0000-000000000001',
  CASE WHEN g % 10 = 0 THEN 'c0000000-0000-0000-0000-000000000001'::uuid ELSE '00000000-0000-0000-0000-000000000000'::uuid END,
  CASE WHEN g % 3 = 0 THEN 'dns' ELSE 'http' END,
  'check-' || lpad(g::text, 2, '0'),
  jsonb_build_object('team', CASE WHEN g % 2 = 1 THEN 'payments' ELSE 'search' END, 'tier', g % 3),
  CASE WHEN g % 4 = 0 THEN 'unhealthy' ELSE 'healthy' END,
  CASE WHEN g % 5 = 0 THEN NULL ELSE 'low' END,
  '2024-01-01T00:00:00Z'::timestamptz + g * interval '1 hour'
FROM generate_series(1, 30) AS g;
INSERT INTO checks (id, canary_id, type, name, labels, status, description, created_at) VALUES
  ('e1000000-0000-0000-0000-000000000001', 'd0000000-0000-0000-0000-000000000002', 'dns', 'Resolve "quoted", commas',
   '{"team": "dns, core"}', 'healthy', 'the quick brown fox jumps', now() - interval '2 hours'),
  ('e1000000-0000-0000-0000-000000000002', 'd0000000-0000-0000-0000-000000000002', 'tcp', 'port 100%_open',
   NULL, NULL, 'lazy dogs sleep', now() - interval '10 days');

INSERT INTO check_statuses (check_id, time, status, duration, message)
SELECT 'e0000000-0000-0000-0000-000000000001', '2024-01-02T00:00:00Z'::timestamptz + g * interval '1 minute', g % 7 <> 0, 100 + g, 'run ' || g
FROM generate_series(1, 12) AS g;

INSERT INTO config_items (id, name, type, config_class, status, health, labels, tags, config, external_id, parent_id) VALUES
  ('f0000000-0000-0000-0000-000000000001', 'prod-cluster', 'Kubernetes::Cluster', 'Cluster', 'Running', 'healthy',
   '{"env": "prod"}', '{"cluster": "prod"}', '{"spec": {"version": "1.29", "nodes": 3}}', '{prod-cluster}', NULL),
  ('f0000000-0000-0000-0000-000000000002', 'payments', 'Kubernetes::Namespace', 'Namespace', 'Active', 'healthy',
   '{"team": "payments"}', '{"cluster": "prod", "namespace": "payments"}', '{"metadata": {"name": "payments"}}', '{ns/payments}',
   'f0000000-0000-0000-0000-000000000001'),
  ('f0000000-0000-0000-0000-000000000003', 'api-7d9f', 'Kubernetes::Pod', 'Pod', 'Running', 'unhealthy',
   '{"team": "payments", "app": "api"}', '{"cluster": "prod", "namespace": "payments"}',
   '{"spec": {"containers": [{"name": "api", "image": "api:1.2"}]}}', '{pod/api-7d9f}', 'f0000000-0000-0000-0000-000000000002'),
  ('f0000000-0000-0000-0000-000000000004', 'db-0', 'Kubernetes::Pod', 'Pod', 'Pending', 'warning',
   '{"team": "search", "app": "db"}', '{"cluster": "prod", "namespace": "search"}', NULL, '{pod/db-0}', NULL);
INSERT INTO config_relationships (config_id, related_id, relation) VALUES
  ('f0000000-0000-0000-0000-000000000001', 'f0000000-0000-0000-0000-000000000002', 'hard'),
  ('f0000000-0000-0000-0000-000000000002', 'f0000000-0000-0000-0000-000000000003', 'hard');

INSERT INTO incidents (id, incident_id, title, created_by, commander_id, severity, type, status, created_at) VALUES
  ('10000000-0000-0000-0000-000000000001', 'INC-1', 'Checkout is slow', 'a0000000-0000-0000-0000-000000000001',
   'a0000000-0000-0000-0000-000000000002', 'high', 'availability', 'open', '2024-02-01T10:00:00Z'),
  ('10000000-0000-0000-0000-000000000002', 'INC-2', 'Search returns nothing', 'a0000000-0000-0000-0000-000000000002',
   NULL, 'low', 'availability', 'closed', '2024-02-02T10:00:00Z');
INSERT INTO hypotheses (id, created_by, incident_id, type, title, status) VALUES
  ('20000000-0000-0000-0000-000000000001', 'a0000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'root', 'Database is saturated', 'possible'),
  ('20000000-0000-0000-0000-000000000002', 'a0000000-0000-0000-0000-000000000002', '10000000-0000-0000-0000-000000000001', 'factor', 'Cache misses', 'likely');
INSERT INTO evidences (id, description, hypothesis_id, config_id, created_by, type) VALUES
  ('30000000-0000-0000-0000-000000000001', 'api pod restarting', '20000000-0000-0000-0000-000000000001',
   'f0000000-0000-0000-0000-000000000003', 'a0000000-0000-0000-0000-000000000001', 'config');
INSERT INTO responders (id, incident_id, type, person_id, team_id, created_by) VALUES
  ('40000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'person', 'a0000000-0000-0000-0000-000000000002', NULL, 'a0000000-0000-0000-0000-000000000001'),
  ('40000000-0000-0000-0000-000000000002', '10000000-0000-0000-0000-000000000001', 'team', NULL, 'b0000000-0000-0000-0000-000000000001', 'a0000000-0000-0000-0000-000000000001');
INSERT INTO comments (id, created_by, comment, incident_id, hypothesis_id, responder_id) VALUES
  ('50000000-0000-0000-0000-000000000001', 'a0000000-0000-0000-0000-000000000002', 'Looking at the pool size', '10000000-0000-0000-0000-000000000001',
   '20000000-0000-0000-0000-000000000001', '40000000-0000-0000-0000-000000000002');

INSERT INTO playbooks (id, name, title, spec, source) VALUES
  ('60000000-0000-0000-0000-000000000001', 'restart-pod', 'Restart pod', '{"actions": []}', 'UI'),
  ('60000000-0000-0000-0000-000000000002', 'scale', 'Scale deployment', '{"actions": []}', 'KubernetesCRD');

INSERT INTO properties (name, value) VALUES ('incidents.disable', 'false'), ('logs.disable', 'true');
INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', 'a0000000-0000-0000-0000-000000000001', 'admin');
INSERT INTO sentinel (id, secret) VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma');
