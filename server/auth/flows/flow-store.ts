import type { Queryable } from '../../db/database';
import type { UiText } from './messages';
import type { UiNode } from './ui-nodes';

export interface FlowRecord {
  id: string;
  /** login, registration, recovery, verification, settings. */
  type: string;
  flowType: 'browser' | 'api';
  state: string;
  issuedAt: Date;
  expiresAt: Date;
  requestUrl: string;
  returnTo: string | null;
  csrfToken: string;
  active: string | null;
  refresh: boolean;
  requestedAal: string | null;
  ui: { nodes: UiNode[]; messages?: UiText[] };
  identityId: string | null;
  internalContext: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export type NewFlow = Omit<FlowRecord, 'id' | 'createdAt' | 'updatedAt' | 'issuedAt' | 'active'> & { active?: string | null };

interface FlowRow {
  id: string;
  type: string;
  flow_type: 'browser' | 'api';
  state: string;
  issued_at: string;
  expires_at: string;
  request_url: string;
  return_to: string | null;
  csrf_token: string;
  active: string | null;
  refresh: boolean;
  requested_aal: string | null;
  ui: FlowRecord['ui'];
  identity_id: string | null;
  internal_context: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: FlowRow): FlowRecord => ({
  id: row.id,
  type: row.type,
  flowType: row.flow_type,
  state: row.state,
  issuedAt: new Date(row.issued_at),
  expiresAt: new Date(row.expires_at),
  requestUrl: row.request_url,
  returnTo: row.return_to,
  csrfToken: row.csrf_token,
  active: row.active,
  refresh: row.refresh,
  requestedAal: row.requested_aal,
  ui: row.ui,
  identityId: row.identity_id,
  internalContext: row.internal_context ?? {},
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const COLUMNS = `id, type, flow_type, state, issued_at, expires_at, request_url, return_to, csrf_token, active, refresh,
  requested_aal, ui, identity_id, internal_context, created_at, updated_at`;

export async function insertFlow(db: Queryable, flow: NewFlow, now: Date): Promise<FlowRecord> {
  const { rows } = await db.query<FlowRow>(
    `INSERT INTO self_service_flows (type, flow_type, state, issued_at, expires_at, request_url, return_to, csrf_token, active, refresh,
       requested_aal, ui, identity_id, internal_context, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $4, $4)
     RETURNING ${COLUMNS}`,
    [
      flow.type, flow.flowType, flow.state, now.toISOString(), flow.expiresAt.toISOString(), flow.requestUrl, flow.returnTo,
      flow.csrfToken, flow.active ?? null, flow.refresh, flow.requestedAal, JSON.stringify(flow.ui), flow.identityId,
      JSON.stringify(flow.internalContext),
    ],
  );
  return fromRow(rows[0]!);
}

export async function findFlow(db: Queryable, id: string): Promise<FlowRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await db.query<FlowRow>(`SELECT ${COLUMNS} FROM self_service_flows WHERE id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function saveFlow(db: Queryable, flow: FlowRecord): Promise<FlowRecord> {
  const { rows } = await db.query<FlowRow>(
    `UPDATE self_service_flows
        SET state = $2, active = $3, ui = $4, identity_id = $5, internal_context = $6, csrf_token = $7, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [flow.id, flow.state, flow.active, JSON.stringify(flow.ui), flow.identityId, JSON.stringify(flow.internalContext), flow.csrfToken],
  );
  return fromRow(rows[0]!);
}

/** Flows are short-lived; old ones are dropped when new ones are made so the table stays small. */
export async function deleteStaleFlows(db: Queryable, olderThan: Date): Promise<void> {
  await db.query(`DELETE FROM self_service_flows WHERE expires_at < $1`, [olderThan.toISOString()]);
}
