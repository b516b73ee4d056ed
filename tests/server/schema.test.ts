import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { engines } from './support/databases';

const SYSTEM = '00000000-0000-0000-0000-000000000000';

async function person(db: Database, name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [
    name,
    `${name.toLowerCase()}@example.test`,
  ]);
  return rows[0].id;
}

async function incident(db: Database, createdBy: string, title = 'Checkout is down'): Promise<{ id: string; incident_id: string }> {
  const { rows } = await db.query<{ id: string; incident_id: string }>(
    `INSERT INTO incidents (title, created_by, commander_id, severity, type, status, description)
     VALUES ($1, $2, $2, 'high', 'availability', 'open', '') RETURNING id, incident_id`,
    [title, createdBy],
  );
  return rows[0];
}

async function check(db: Database): Promise<string> {
  const canary = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, spec) VALUES ('web', '{"schedule":"@every 5m"}') RETURNING id`,
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', 'home page', 'healthy') RETURNING id`,
    [canary.rows[0].id],
  );
  return rows[0].id;
}

describe.each(engines)('the schema on $name', (engine) => {
  let db: Database;

  beforeEach(async () => {
    db = await engine.open();
  });

  afterEach(async () => {
    await db.close();
  });

  describe('when migrations run again', () => {
    it('applies nothing the second time', async () => {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toContain('001_schema');
    });
  });

  describe('when the database was migrated by the runner that keyed migrations by number', () => {
    it('applies none of them again and keys each by its full name', async () => {
      // What that runner left: the number as the version and the rest of the file name as the name.
      await db.exec(`UPDATE schema_migrations SET version = split_part(version, '_', 1), name = substr(version, 5)`);
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.name));
    });
  });

  describe('when two migrations share a number', () => {
    it('applies both, in name order', async () => {
      const twins = [
        { name: '900_a_table', sql: 'CREATE TABLE twin_a (id int)' },
        { name: '900_b_view', sql: 'CREATE VIEW twin_b AS SELECT id FROM twin_a' },
      ];
      expect(await migrate(db, [...loadMigrations(), ...twins])).toEqual(['900_a_table', '900_b_view']);
    });
  });

  describe('when the schema is new', () => {
    it('holds the System person and the local agent with the nil id', async () => {
      const people = await db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [SYSTEM]);
      const agents = await db.query<{ name: string }>('SELECT name FROM agents WHERE id = $1', [SYSTEM]);
      expect(people.rows[0].name).toBe('System');
      expect(agents.rows[0].name).toBe('local');
    });

    // A table added with a created_by column after 012 needs its own stamp_signed_in_person trigger.
    it('sets every created_by from the signed-in person, except the trigger-written incident history', async () => {
      const { rows } = await db.query<{ table_name: string }>(
        `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
         WHERE c.table_schema = current_schema() AND c.column_name = 'created_by' AND c.table_name <> 'incident_histories'
           AND NOT EXISTS (
             SELECT 1 FROM pg_trigger tg JOIN pg_proc p ON p.oid = tg.tgfoid
             WHERE tg.tgrelid = format('%I', c.table_name)::regclass AND p.proname = 'stamp_signed_in_person'
           )`,
      );
      expect(rows.map((r) => r.table_name)).toEqual([]);
    });
  });

  describe('when incidents are created', () => {
    it('numbers them INC-1, INC-2 whatever id the client sends', async () => {
      const alice = await person(db, 'Alice');
      const first = await incident(db, alice);
      const { rows } = await db.query<{ incident_id: string }>(
        `INSERT INTO incidents (incident_id, title, created_by, severity, type, description)
         VALUES ('INC-999', 'Second', $1, 'low', 'cost', '') RETURNING incident_id`,
        [alice],
      );
      expect(first.incident_id).toBe('INC-1');
      expect(rows[0].incident_id).toBe('INC-2');
    });
  });

  describe('when an incident changes', () => {
    it('writes a history row for each change, by trigger', async () => {
      const alice = await person(db, 'Alice');
      const bob = await person(db, 'Bob');
      const inc = await incident(db, alice);
      const responder = await db.query<{ id: string }>(
        `INSERT INTO responders (incident_id, type, person_id, created_by) VALUES ($1, 'person', $2, $3) RETURNING id`,
        [inc.id, bob, alice],
      );
      const hypothesis = await db.query<{ id: string }>(
        `INSERT INTO hypotheses (incident_id, type, title, status, created_by) VALUES ($1, 'root', 'Bad deploy', 'possible', $2) RETURNING id`,
        [inc.id, alice],
      );
      await db.query(`UPDATE hypotheses SET status = 'proven' WHERE id = $1`, [hypothesis.rows[0].id]);
      await db.query(
        `INSERT INTO evidences (hypothesis_id, type, description, created_by, definition_of_done) VALUES ($1, 'log', 'error log', $2, true)`,
        [hypothesis.rows[0].id, bob],
      );
      await db.query(
        `INSERT INTO comments (incident_id, hypothesis_id, responder_id, comment, created_by) VALUES ($1, $2, $3, 'Looking', $4)`,
        [inc.id, hypothesis.rows[0].id, responder.rows[0].id, bob],
      );
      await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('app.person_id', $1, true)`, [bob]);
        await tx.query(`UPDATE incidents SET status = 'mitigated' WHERE id = $1`, [inc.id]);
      });
      await db.query(`UPDATE incidents SET title = 'Checkout is slow' WHERE id = $1`, [inc.id]);

      const { rows } = await db.query<{ type: string; description: string | null; created_by: string }>(
        'SELECT type, description, created_by FROM incident_histories WHERE incident_id = $1 ORDER BY type',
        [inc.id],
      );
      expect(rows.map((r) => r.type)).toEqual([
        'evidence.created',
        'evidence.done_definition_added',
        'hypothesis.created',
        'hypothesis.status_updated',
        'incident.created',
        'incident.status_updated',
        'responder.commented',
        'responder.created',
      ]);
      const statusRow = rows.find((r) => r.type === 'incident.status_updated')!;
      expect(statusRow.description).toBe('mitigated');
      expect(statusRow.created_by).toBe(bob);
      expect(rows.find((r) => r.type === 'incident.created')!.description).toBe(inc.incident_id);
    });
  });

  describe('when a hypothesis is deleted', () => {
    it('removes its comments and evidence but keeps the timeline', async () => {
      const alice = await person(db, 'Alice');
      const inc = await incident(db, alice);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO hypotheses (incident_id, type, title, status, created_by) VALUES ($1, 'root', 'DNS', 'possible', $2) RETURNING id`,
        [inc.id, alice],
      );
      const hypothesis = rows[0].id;
      await db.query(`INSERT INTO evidences (hypothesis_id, type, description, created_by) VALUES ($1, 'log', 'x', $2)`, [hypothesis, alice]);
      await db.query(`INSERT INTO comments (incident_id, hypothesis_id, comment, created_by) VALUES ($1, $2, 'y', $3)`, [inc.id, hypothesis, alice]);

      await db.query('DELETE FROM hypotheses WHERE id = $1', [hypothesis]);

      const left = await db.query<{ evidences: number; comments: number; histories: number }>(
        `SELECT (SELECT count(*)::int FROM evidences) AS evidences, (SELECT count(*)::int FROM comments) AS comments,
           (SELECT count(*)::int FROM incident_histories WHERE incident_id = $1) AS histories`,
        [inc.id],
      );
      expect(left.rows[0]).toEqual({ evidences: 0, comments: 0, histories: 4 });
    });
  });

  describe('when a check has runs in the last hour and the summaries are refreshed', () => {
    it('summarises their latency percentiles and pass/fail counts', async () => {
      const id = await check(db);
      // Durations 10, 20, ..., 100 ms; the two slowest runs failed. One old run is outside the hour.
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration)
         SELECT $1, now() - g * interval '5 minutes', g > 2, (11 - g) * 10 FROM generate_series(1, 10) g`,
        [id],
      );
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, now() - interval '3 hours', true, 5000)`,
        [id],
      );
      await db.exec('REFRESH MATERIALIZED VIEW check_status_summary');
      const { rows } = await db.query<{ uptime: { passed: number; failed: number }; latency: Record<string, number> }>(
        'SELECT uptime, latency FROM check_summary WHERE id = $1',
        [id],
      );
      expect(rows[0].uptime).toMatchObject({ passed: 8, failed: 2 });
      expect(rows[0].latency).toEqual({ p50: 50, p95: 100, p97: 100, p99: 100, avg: 55, rolling1h: 0 });
    });
  });

  describe('when a check has not run in the last hour', () => {
    it('shows its latest run', async () => {
      const id = await check(db);
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration) VALUES
           ($1, now() - interval '2 hours', false, 300), ($1, now() - interval '3 hours', true, 40)`,
        [id],
      );
      await db.exec('REFRESH MATERIALIZED VIEW check_status_summary');
      const { rows } = await db.query<{ uptime: { passed: number; failed: number }; latency: Record<string, number> }>(
        'SELECT uptime, latency FROM check_summary WHERE id = $1',
        [id],
      );
      expect(rows[0].uptime).toMatchObject({ passed: 0, failed: 1 });
      expect(rows[0].latency).toMatchObject({ p50: 300, p99: 300, avg: 300 });
    });
  });

  describe('when a check changes status', () => {
    it('stamps last_transition_time, and leaves it alone otherwise', async () => {
      const id = await check(db);
      await db.query(`UPDATE checks SET last_transition_time = '2020-01-01T00:00:00Z' WHERE id = $1`, [id]);
      await db.query(`UPDATE checks SET description = 'same status' WHERE id = $1`, [id]);
      const unchanged = await db.query<{ t: Date }>('SELECT last_transition_time AS t FROM checks WHERE id = $1', [id]);
      await db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [id]);
      const changed = await db.query<{ t: Date }>('SELECT last_transition_time AS t FROM checks WHERE id = $1', [id]);
      expect(new Date(unchanged.rows[0].t).toISOString()).toBe('2020-01-01T00:00:00.000Z');
      expect(Date.now() - new Date(changed.rows[0].t).getTime()).toBeLessThan(60_000);
    });
  });

  describe('when agents were seen at different times', () => {
    it('reports online only within 61 seconds', async () => {
      await db.query(
        `INSERT INTO agents (name, last_seen) VALUES ('fresh', now() - interval '10 seconds'),
           ('stale', now() - interval '2 minutes'), ('never', NULL)`,
      );
      const { rows } = await db.query<{ name: string; status: string; health: string }>(
        `SELECT name, status, health FROM agents_summary WHERE name IN ('fresh', 'stale', 'never') ORDER BY name`,
      );
      expect(rows).toEqual([
        { name: 'fresh', status: 'online', health: 'healthy' },
        { name: 'never', status: 'unknown', health: 'unknown' },
        { name: 'stale', status: 'offline', health: 'unhealthy' },
      ]);
    });
  });

  describe('when a row is updated', () => {
    it('moves updated_at forward', async () => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO teams (name, created_by, updated_at) VALUES ('SRE', $1, '2020-01-01T00:00:00Z') RETURNING id`,
        [SYSTEM],
      );
      await db.query(`UPDATE teams SET icon = 'pager' WHERE id = $1`, [rows[0].id]);
      const after = await db.query<{ updated_at: Date }>('SELECT updated_at FROM teams WHERE id = $1', [rows[0].id]);
      expect(new Date(after.rows[0].updated_at).getFullYear()).toBeGreaterThan(2020);
    });
  });

  describe('when the console embeds by constraint name', () => {
    it('finds the foreign keys it names as hints', async () => {
      const { rows } = await db.query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE contype = 'f' AND conname = ANY($1::text[]) ORDER BY conname`,
        [
          [
            'checks_agent_id_fkey',
            'checks_canary_id_fkey',
            'config_component_relationships_component_id_fkey',
            'config_component_relationships_config_id_fkey',
            'config_relationships_config_id_fkey',
            'config_relationships_related_id_fkey',
          ],
        ],
      );
      expect(rows).toHaveLength(6);
    });
  });
});
