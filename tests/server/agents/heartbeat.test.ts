import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentStatus } from '../../../core/agents';
import { startAgentHeartbeats } from '../../../server/agents/heartbeat';
import type { Database } from '../../../server/db/database';
import { freshPglite } from '../support/databases';
import { until } from '../checks/support';

describe('when the server runs on the demo estate', () => {
  let db: Database;
  const statuses = async () =>
    Object.fromEntries(
      (await db.query<{ name: string; last_seen: string | null }>(`SELECT name, last_seen::text FROM agents WHERE deleted_at IS NULL`)).rows.map(
        (r) => [r.name, agentStatus(r.last_seen ?? undefined, new Date())],
      ),
    );

  beforeAll(async () => {
    db = await freshPglite({ seeded: true });
    // As the estate is found a while after it was seeded: nobody has reported for an hour.
    await db.query(`UPDATE agents SET last_seen = last_seen - interval '1 hour' WHERE last_seen IS NOT NULL`);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('starts with every agent offline', async () => {
    expect(new Set(Object.values(await statuses()))).toEqual(new Set(['offline']));
  });

  it('reports the built-in agent and the demo cluster agent online at once, and no other', async () => {
    const heartbeats = startAgentHeartbeats(db, { everyMs: 60_000 });
    try {
      await until(async () => (await statuses()).local === 'online', 5_000, 'the local agent online');
      expect(await statuses()).toEqual({ local: 'online', 'edge-eu-west': 'online', 'edge-us-east': 'offline', 'dr-site': 'offline' });
    } finally {
      await heartbeats.stop();
    }
  });

  it('leaves a deleted agent deleted and unseen', async () => {
    await db.query(`UPDATE agents SET deleted_at = now(), last_seen = NULL WHERE name = 'edge-eu-west'`);
    const heartbeats = startAgentHeartbeats(db, { everyMs: 60_000 });
    await heartbeats.stop();
    const { rows } = await db.query<{ last_seen: string | null }>(`SELECT last_seen FROM agents WHERE name = 'edge-eu-west'`);
    expect(rows[0]!.last_seen).toBeNull();
  });
});
