import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSilentAgents } from '../../../server/agents/silence';
import { PostgresDatabase } from '../../../server/db/postgres';
import { LiveHub, startLiveEventCleanup } from '../../../server/live';
import { demoPerson } from '../../../server/seed/demo-people';
import { insertCanary } from '../checks/support';
import { engines, freshPostgres } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';
import { SseReader, type SseMessage } from './sse-reader';

type Role = 'admin' | 'editor' | 'viewer';

describe.each(engines)('the live-updates stream on $name', (engine) => {
  let server: TestServer;
  let incident: string;
  let check: string;
  const readers: SseReader[] = [];

  const open = async (role: Role, headers: Record<string, string> = {}, query = '') => {
    const response = await server.request(`/api/events${query}`, { headers: { authorization: server.basicAuth(demoPerson(role).email), ...headers } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = new SseReader(response.body!);
    readers.push(reader);
    return reader;
  };
  const person = async (role: Role) =>
    (await server.db.query<{ id: string }>('SELECT id FROM people WHERE email = $1', [demoPerson(role).email])).rows[0]!.id;
  const addComment = async (text: string) =>
    (await server.db.query<{ id: string }>('INSERT INTO comments (incident_id, comment, created_by) VALUES ($1, $2, $3) RETURNING id', [incident, text, await person('editor')]))
      .rows[0]!.id;
  const about = (id: string) => (message: SseMessage) => message.data.id === id;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO incidents (incident_id, title, created_by, severity, type) VALUES ('INC-LIVE', 'Live', $1, 'High', 'incident') RETURNING id`,
      [await person('admin')],
    );
    incident = rows[0]!.id;
    const canary = await insertCanary(server.db, 'live', { schedule: '@every 1h' });
    check = (await server.db.query<{ id: string }>(`INSERT INTO checks (canary_id, type, name) VALUES ($1, 'http', 'live-check') RETURNING id`, [canary])).rows[0]!.id;
  }, 120_000);
  afterAll(async () => {
    for (const reader of readers) await reader.close();
    await server?.close();
  });

  it('sends a comment with its author to whoever may read comments, as it is written', async () => {
    const admin = await open('admin');
    const viewer = await open('viewer');
    const id = await addComment('seen live');
    for (const reader of [admin, viewer]) {
      const message = await reader.until(about(id));
      expect(Number(message.id)).toBeGreaterThan(0);
      expect(message.data).toMatchObject({ kind: 'comment', op: 'insert', parent: incident, row: { comment: 'seen live', created_by: { name: demoPerson('editor').name } } });
      expect(typeof message.data.at).toBe('string');
    }
  });

  it('keeps connection events from a viewer and sends them to an admin without the row', async () => {
    const admin = await open('admin');
    const viewer = await open('viewer');
    const { rows } = await server.db.query<{ id: string }>(`INSERT INTO connections (name, type, password) VALUES ('live', 'http', 'hunter2') RETURNING id`);
    const connection = rows[0]!.id;
    const message = await admin.until(about(connection));
    expect(message.data).toMatchObject({ kind: 'connection', op: 'insert' });
    expect(message.data.row).toBeUndefined();
    // Everything written after the connection reaches the viewer; the connection itself never does.
    const marker = await addComment('after the connection');
    await viewer.until(about(marker));
    expect(viewer.messages.some(about(connection))).toBe(false);
  });

  // A guest's and an agent's 403 are in the route-permission matrix (tests/server/app).
  it('asks for credentials from a caller without any', async () => {
    expect((await server.request('/api/events')).status).toBe(401);
  });

  it('forgets events past the 15-minute window', async () => {
    const old = await addComment('long ago');
    await server.db.query(`UPDATE live_events SET at = now() - interval '16 minutes' WHERE resource_id = $1`, [old]);
    const recent = await addComment('just now');
    const cleanup = startLiveEventCleanup(server.db, { everyMs: 10 });
    try {
      const left = async () => (await server.db.query<{ resource_id: string }>('SELECT resource_id FROM live_events WHERE resource_id = ANY($1)', [[old, recent]])).rows;
      await expect.poll(left, { timeout: 3_000, interval: 20 }).toEqual([{ resource_id: recent }]);
    } finally {
      await cleanup.stop();
    }
  });

  it('records a component turning unhealthy and sends it', async () => {
    const admin = await open('admin');
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO components (name, type, external_id, status, health) VALUES ('live-api', 'service', 'live-api', 'healthy', 'healthy') RETURNING id`,
    );
    const component = rows[0]!.id;
    await server.db.query(`UPDATE components SET health = 'unhealthy' WHERE id = $1`, [component]);
    const message = await admin.until(about(component));
    expect(message.data).toMatchObject({ kind: 'component.health', row: { health: 'unhealthy', previous: 'healthy' } });
    const transitions = await server.db.query('SELECT previous, health FROM component_health_transitions WHERE component_id = $1', [component]);
    expect(transitions.rows).toEqual([{ previous: 'healthy', health: 'unhealthy' }]);
  });

  it('sends a written check status', async () => {
    const admin = await open('admin');
    await server.db.query(`INSERT INTO check_statuses (check_id, status, time) VALUES ($1, false, now())`, [check]);
    expect((await admin.until(about(check))).data).toMatchObject({ kind: 'check.status', row: { status: false } });
  });

  it('announces an agent seen again, and one whose silence passed the online window, each with its last sighting', async () => {
    const admin = await open('admin');
    const { rows } = await server.db.query<{ id: string }>(`INSERT INTO agents (name, last_seen) VALUES ('edge-live', now() - interval '1 hour') RETURNING id`);
    const agent = rows[0]!.id;
    await server.db.query(`UPDATE agents SET last_seen = $2 WHERE id = $1`, [agent, '2030-01-01T00:00:00Z']);
    const sighting = (message: SseMessage) => new Date((message.data.row as { last_seen: string }).last_seen).toISOString();
    const seen = await admin.until(about(agent));
    expect(seen.data).toMatchObject({ kind: 'agent.seen', row: { name: 'edge-live' } });
    expect(sighting(seen)).toBe('2030-01-01T00:00:00.000Z');
    // Silent for 61 s from 00:01:01: a sweep over 00:01:00-00:01:05 announces it, the one before and the one after do not.
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));
    expect(await announceSilentAgents(server.db, at(55), at(60))).toBe(0);
    expect(await announceSilentAgents(server.db, at(60), at(65))).toBe(1);
    expect(await announceSilentAgents(server.db, at(65), at(70))).toBe(0);
    await admin.until(() => admin.messages.filter(about(agent)).length === 2);
    const silent = admin.messages.filter(about(agent))[1]!;
    expect(silent.data).toMatchObject({ kind: 'agent.seen', row: { name: 'edge-live' } });
    expect(sighting(silent)).toBe('2030-01-01T00:00:00.000Z');
  });

  it('sends only the id of a change too long for a notification', async () => {
    const admin = await open('admin');
    const id = await addComment('x'.repeat(9_000));
    const message = await admin.until(about(id));
    expect(message.data).toMatchObject({ kind: 'comment', op: 'insert', parent: incident });
    expect(message.data.row).toBeUndefined();
  });

  it('replays what a reconnecting reader missed, by header or by query, and asks an older one to resync', async () => {
    const first = await open('admin');
    const seen = await first.until(about(await addComment('before the drop')));
    await first.close();
    const missed = [await addComment('missed one'), await addComment('missed two')];

    for (const again of [await open('admin', { 'last-event-id': seen.id! }), await open('admin', {}, `?lastEventId=${seen.id}`)]) {
      await again.until(about(missed[1]!));
      expect(again.messages.filter((m) => missed.includes(m.data.id as string)).map((m) => m.data.row && (m.data.row as { comment: string }).comment)).toEqual([
        'missed one', 'missed two',
      ]);
      expect(again.messages.some((m) => m.event === 'resync')).toBe(false);
    }

    // Past the window: the event the reader saw last was deleted with everything before it.
    await server.db.query('DELETE FROM live_events WHERE id <= $1', [Number(seen.id)]);
    const late = await open('admin', { 'last-event-id': seen.id! });
    const resync = await late.until((m) => m.event === 'resync');
    expect(Number(resync.id)).toBeGreaterThan(Number(seen.id));
    expect(late.messages.some((m) => missed.includes(m.data.id as string))).toBe(false);
  });

  it('tells a reader that does not keep up to resync instead of holding its events', async () => {
    const hub = new LiveHub(server.db, { maxPending: 5, flushMs: 20 });
    try {
      // Nothing reads this stream, and its buffer holds no more than one event's bytes.
      const slow = await hub.open(['admin']);
      const queued = new SseReader(slow);
      const author = await person('editor');
      await server.db.query(
        `INSERT INTO comments (incident_id, comment, created_by) SELECT $1, 'burst ' || n, $2 FROM generate_series(1, 20) AS n`,
        [incident, author],
      );
      const resync = await queued.until((m) => m.event === 'resync');
      expect(resync.event).toBe('resync');
      await queued.close();
    } finally {
      await hub.close();
    }
  });
});

describe('transactions that commit out of their ids\' order on PostgreSQL', () => {
  const addIncident = (tx: Pick<PostgresDatabase, 'query'>, person: string, title: string) =>
    tx.query(`INSERT INTO incidents (incident_id, title, created_by, severity, type) VALUES ($1, $3, $2, 'High', 'incident')`, [title, person, title]);
  const titleOf = (message: SseMessage) => (message.data.row as { title?: string } | undefined)?.title;
  it('reach a stream in id order, so a reader that reconnects after the last id it saw misses none', async () => {
    const { db } = await freshPostgres();
    const hub = new LiveHub(db, { gapWaitMs: 5_000 });
    try {
      const reader = new SseReader(await hub.open(['admin']));
      const { rows } = await db.query<{ id: string }>(`INSERT INTO people (name, email) VALUES ('Order', 'order@example.com') RETURNING id`);
      const person = rows[0]!.id;
      const incident = (title: string, tx: Pick<PostgresDatabase, 'query'> = db) => addIncident(tx, person, title);
      await incident('INC-FIRST');
      await reader.until((m) => titleOf(m) === 'INC-FIRST');
      // The earlier transaction takes the lower id, then waits while a later one commits.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      const earlier = db.transaction(async (tx) => {
        await incident('INC-EARLY', tx);
        wrote();
        await held;
      });
      await written;
      await incident('INC-LATE');
      const titles = () => reader.messages.map(titleOf).filter((t) => t?.startsWith('INC-'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(titles()).toEqual(['INC-FIRST']);
      release();
      await earlier;
      await reader.until(() => titles().length === 3);
      expect(titles()).toEqual(['INC-FIRST', 'INC-EARLY', 'INC-LATE']);
      const ids = reader.messages.filter((m) => m.data.kind === 'incident').map((m) => Number(m.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      await reader.close();
    } finally {
      await hub.close();
      await db.close();
    }
  }, 120_000);

  it('gives up an id whose transaction rolled back after the wait, and sends what came after it', async () => {
    const { db } = await freshPostgres();
    const hub = new LiveHub(db, { gapWaitMs: 300 });
    try {
      const reader = new SseReader(await hub.open(['admin']));
      const { rows } = await db.query<{ id: string }>(`INSERT INTO people (name, email) VALUES ('Back', 'back@example.com') RETURNING id`);
      const incident = (title: string, tx: Pick<PostgresDatabase, 'query'> = db) => addIncident(tx, rows[0]!.id, title);
      await incident('INC-BEFORE');
      await reader.until((m) => titleOf(m) === 'INC-BEFORE');
      await db
        .transaction(async (tx) => {
          await incident('INC-UNDONE', tx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await incident('INC-AFTER');
      const after = await reader.until((m) => titleOf(m) === 'INC-AFTER');
      expect(after.data.kind).toBe('incident');
      expect(reader.messages.some((m) => titleOf(m) === 'INC-UNDONE')).toBe(false);
      await reader.close();
    } finally {
      await hub.close();
      await db.close();
    }
  }, 120_000);
});

describe('two servers on one PostgreSQL', () => {
  it('both deliver the same event with the same id', async () => {
    const { db, url } = await freshPostgres();
    const other = await PostgresDatabase.open(url);
    const hubs = [new LiveHub(db), new LiveHub(other)];
    try {
      const readers = await Promise.all(hubs.map(async (hub) => new SseReader(await hub.open(['viewer']))));
      const { rows } = await db.query<{ id: string }>(`INSERT INTO people (name, email) VALUES ('Live', 'live@example.com') RETURNING id`);
      const { rows: incidents } = await other.query<{ id: string }>(
        `INSERT INTO incidents (incident_id, title, created_by, severity, type) VALUES ('INC-TWO', 'Two', $1, 'High', 'incident') RETURNING id`,
        [rows[0]!.id],
      );
      const seen = await Promise.all(readers.map((reader) => reader.until((m) => m.data.id === incidents[0]!.id)));
      expect(seen[0]!.id).toBe(seen[1]!.id);
      expect(seen[0]!.data).toEqual(seen[1]!.data);
      for (const reader of readers) await reader.close();
    } finally {
      for (const hub of hubs) await hub.close();
      await other.close();
      await db.close();
    }
  }, 120_000);
});
