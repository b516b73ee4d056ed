import type { Context } from 'hono';
import { badRequest } from './kratos-error';
import type { FlowBody } from './flow-kind';

const MAX_BODY_BYTES = 64 * 1024;

function flatten(value: unknown, prefix: string, into: FlowBody) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into[prefix] = value;
  }
}

/**
 * The posted fields as dotted keys: `{"traits": {"email": "a"}}` and `{"traits.email": "a"}` read alike.
 * JSON and HTML form posts are both accepted; `"true"` stays a string and each kind reads it as it needs.
 */
export async function readFlowBody(c: Context): Promise<FlowBody> {
  const raw = await c.req.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw badRequest('The request body is too large.');
  const contentType = c.req.header('content-type') ?? '';
  const body: FlowBody = {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(raw)) body[key] = value;
    return body;
  }
  if (raw.trim() === '') return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('The request body must be a JSON object.');
  flatten(parsed, '', body);
  return body;
}
