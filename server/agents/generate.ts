import { randomBytes } from 'node:crypto';
import { mintAccessToken } from '../auth/access-tokens';
import type { Database } from '../db/database';

export interface GenerateAgentInput {
  name: string;
  properties: Record<string, unknown>;
  autoRenew: boolean;
  createdBy: string;
}

export interface GeneratedAgent {
  /** The agent's person id (as the real endpoint answers), not the agents row id. */
  id: string;
  agentId: string;
  username: string;
  access_token: string;
}

export class AgentNameTaken extends Error {}

const YEAR_MS = 365 * 86_400_000;

/**
 * Reference §4.6: a person `agent-<16 hex>` (type agent) with role agent, an access token valid for
 * a year (only its hash is stored) and the agents row, all in one transaction.
 */
export async function generateAgent(db: Database, input: GenerateAgentInput): Promise<GeneratedAgent> {
  return db.transaction(async (tx) => {
    const taken = await tx.query(`SELECT 1 FROM agents WHERE name = $1 AND deleted_at IS NULL`, [input.name]);
    if (taken.rows.length > 0) throw new AgentNameTaken(`an agent named "${input.name}" already exists`);
    const username = `agent-${randomBytes(8).toString('hex')}`;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO people (name, email, type) VALUES ($1, $2, 'agent') RETURNING id`,
      [username, `${username}@local`],
    );
    const personId = rows[0]!.id;
    await tx.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'agent')`, [personId]);
    const token = await mintAccessToken(tx, {
      personId,
      name: `agent-${Math.floor(Date.now() / 1000)}`,
      createdBy: input.createdBy,
      expiresAt: new Date(Date.now() + YEAR_MS),
      autoRenew: input.autoRenew,
    });
    const agent = await tx.query<{ id: string }>(
      `INSERT INTO agents (name, person_id, username, properties, created_by) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [input.name, personId, username, JSON.stringify(input.properties), input.createdBy],
    );
    return { id: personId, agentId: agent.rows[0]!.id, username, access_token: token.token };
  });
}
