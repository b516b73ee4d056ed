import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './env';

const matchers = new WeakMap<readonly string[], BlockList>();

/** TRUSTED_PROXIES as a BlockList, built once per list; it also matches IPv4 peers seen as ::ffff:a.b.c.d. */
function proxyList(trusted: readonly string[]): BlockList {
  let list = matchers.get(trusted);
  if (!list) {
    list = new BlockList();
    for (const entry of trusted) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    matchers.set(trusted, list);
  }
  return list;
}

function isTrusted(c: Context, address: string): boolean {
  // A sub-app mounted without the app's settings (a test's) trusts no proxy.
  const trusted = (c as Context<AppEnv>).var.config?.trustedProxies ?? [];
  const family = isIP(address);
  if (trusted.length === 0 || family === 0) return false;
  return proxyList(trusted).check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The address of whoever opened the connection: the client, or a proxy in front of it. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const firstValue = (c: Context, name: string) => c.req.header(name)?.split(',')[0]?.trim() || undefined;

/** A forwarded header's first value, believed only when the peer is a trusted proxy (DECISIONS §8, §40). */
function forwarded(c: Context, name: 'x-forwarded-proto' | 'x-forwarded-host'): string | undefined {
  return isTrusted(c, peerAddress(c)) ? firstValue(c, name) : undefined;
}

/**
 * The origin the caller sees (scheme://host[:port]). Flow URLs, redirects and the same-origin check of
 * writes are built from it (DECISIONS §10, §40), honouring what a trusted proxy says it forwarded.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = forwarded(c, 'x-forwarded-proto');
  const host = forwarded(c, 'x-forwarded-host');
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  try {
    return new URL(`${scheme}://${host ?? url.host}`).origin;
  } catch {
    return url.origin;
  }
}

export const isSecure = (c: Context) => requestOrigin(c).startsWith('https:');

/** Kratos' rule: a request wants JSON when it accepts application/json or sends JSON. */
export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  const contentType = c.req.header('content-type') ?? '';
  return accept.includes('application/json') || contentType.includes('application/json');
}

/**
 * The client's address, for rate limits and session devices. Behind trusted proxies it is the nearest
 * address in X-Forwarded-For that is not one of them: the entries further left are whatever the client
 * chose to send. An entry that is not an address stops the walk at the last proxy.
 */
export function clientAddress(c: Context): string {
  let address = peerAddress(c);
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  while (isTrusted(c, address) && hops.length > 0) {
    const hop = hops.pop()!;
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** The X-Forwarded-For to send upstream: the chain trusted proxies reported, then this request's peer. */
export function forwardedFor(c: Context): string | undefined {
  const peer = peerAddress(c);
  if (peer === 'unknown') return undefined;
  const chain = isTrusted(c, peer) ? c.req.header('x-forwarded-for')?.trim() : undefined;
  return chain ? `${chain}, ${peer}` : peer;
}
