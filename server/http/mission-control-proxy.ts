import type { Context } from 'hono';
import { forwardableHeaders } from './hop-by-hop';
import { forwardedFor, requestOrigin } from './request-info';

/** Where a routed path lives on a real Mission Control (reference §1.1). */
export function upstreamPath(path: string): string {
  if (path === '/api/.ory' || path.startsWith('/api/.ory/')) return `/kratos${path.slice('/api/.ory'.length)}`;
  if (path.startsWith('/api/plugins/')) return path;
  if (path.startsWith('/api/')) return path.slice('/api'.length);
  return path;
}

/** Cookies set by the upstream belong to this origin now: drop a Domain naming the upstream host. */
export const rewriteSetCookie = (cookie: string) => cookie.replace(/;\s*Domain=[^;]*/gi, '');

function rewriteLocation(location: string, upstream: string, origin: string): string {
  if (!location.startsWith(`${upstream}/`) && location !== upstream) return location;
  const path = location.slice(upstream.length) || '/';
  return origin + (path.startsWith('/kratos/') ? `/api/.ory${path.slice('/kratos'.length)}` : `/api${path}`);
}

/**
 * Proxy mode (DECISIONS §10): the request goes to MISSION_CONTROL_URL as the console would send it
 * through Mission Control's own front end, bodies streamed both ways, cookies and headers passed through.
 */
export function proxyToMissionControl(upstream: string) {
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const target = `${upstream}${upstreamPath(c.req.path)}${url.search}`;
    const origin = requestOrigin(c);
    const headers = forwardableHeaders(c.req.raw.headers, ['accept-encoding']);
    headers.set('accept-encoding', 'identity');
    headers.set('x-forwarded-host', new URL(origin).host);
    headers.set('x-forwarded-proto', new URL(origin).protocol.slice(0, -1));
    const chain = forwardedFor(c);
    if (chain) headers.set('x-forwarded-for', chain);
    else headers.delete('x-forwarded-for');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let response: Response;
    try {
      response = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        redirect: 'manual',
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      return c.json({ error: `Mission Control at ${upstream} could not be reached: ${(error as Error).cause ?? (error as Error).message}` }, 502);
    }
    // fetch has already decoded the body, so its encoding and length no longer apply.
    const out = forwardableHeaders(response.headers, ['content-encoding', 'set-cookie']);
    for (const cookie of response.headers.getSetCookie()) out.append('set-cookie', rewriteSetCookie(cookie));
    const location = response.headers.get('location');
    if (location) out.set('location', rewriteLocation(location, upstream, origin));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
  };
}
