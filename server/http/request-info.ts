import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The origin the caller sees (scheme://host[:port]). Flow URLs and redirects are built from it (DECISIONS §10),
 * honouring what a proxy in front says it forwarded.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host || url.host}`;
}

export const isSecure = (c: Context) => requestOrigin(c).startsWith('https:');

/** Kratos' rule: a request wants JSON when it accepts application/json or sends JSON. */
export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  const contentType = c.req.header('content-type') ?? '';
  return accept.includes('application/json') || contentType.includes('application/json');
}

/** The client's address, for rate limits and session devices. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
