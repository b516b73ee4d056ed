import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { sha256Hex } from './secrets';

export type CodeKind = 'recovery' | 'verification';

/** How long a code sent for a flow stays valid, and how many wrong codes a flow takes before it stops trying. */
export const CODE_LIFESPAN_MS = 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

// Bound to its flow: the same digits sent for another flow do not match.
const codeHash = (flowId: string, code: string) => sha256Hex(`${flowId}:${code}`);

/** A new 6-digit code for the flow; earlier codes of the flow stop working. */
export async function issueCode(
  db: Queryable,
  options: { flowId: string; kind: CodeKind; identityId: string | null; address: string; lifespanMs?: number },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(`UPDATE self_service_codes SET used_at = now() WHERE flow_id = $1 AND used_at IS NULL`, [options.flowId]);
  await db.query(
    `INSERT INTO self_service_codes (flow_id, kind, identity_id, address, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      options.flowId,
      options.kind,
      options.identityId,
      options.address,
      codeHash(options.flowId, code),
      new Date(Date.now() + (options.lifespanMs ?? CODE_LIFESPAN_MS)).toISOString(),
    ],
  );
  return code;
}

/** Spends the flow's code when `code` is it, unused and unexpired; answers whom it was sent to. */
export async function redeemCode(
  tx: Queryable,
  flowId: string,
  kind: CodeKind,
  code: string,
): Promise<{ identityId: string | null; address: string } | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const { rows } = await tx.query<{ identity_id: string | null; address: string }>(
    `UPDATE self_service_codes SET used_at = now()
      WHERE flow_id = $1 AND kind = $2 AND code_hash = $3 AND used_at IS NULL AND expires_at > now()
      RETURNING identity_id, address`,
    [flowId, kind, codeHash(flowId, code.trim())],
  );
  const row = rows[0];
  return row ? { identityId: row.identity_id, address: row.address } : null;
}

/** Ends every live code of a flow (too many wrong attempts). */
export async function voidCodes(db: Queryable, flowId: string) {
  await db.query(`UPDATE self_service_codes SET used_at = now() WHERE flow_id = $1 AND used_at IS NULL`, [flowId]);
}
