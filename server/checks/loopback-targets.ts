import { DEMO_DNS_PORT, DEMO_HTTP_BASE } from '../seed/health';

/**
 * Where the demo targets really are. Seeded specs name the default ports (HTTP 127.0.0.1:8080 and the
 * DNS server on 127.0.0.1:1053); a server listening elsewhere rewrites those to its actual ports at
 * run time, so the demo checks always reach this server (DECISIONS §11a). Other targets are untouched.
 */
export interface LoopbackTargets {
  httpPort?: number;
  dnsPort?: number;
}

export const SEEDED_HTTP_PORT = Number(new URL(DEMO_HTTP_BASE).port);
export const SEEDED_DNS_PORT = DEMO_DNS_PORT;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
export const isLoopbackHost = (host: string) => LOOPBACK.has(host.toLowerCase());

export function rewriteUrl(url: string, targets: LoopbackTargets): string {
  if (!targets.httpPort || targets.httpPort === SEEDED_HTTP_PORT) return url;
  const parsed = new URL(url);
  if (!isLoopbackHost(parsed.hostname) || parsed.port !== String(SEEDED_HTTP_PORT)) return url;
  parsed.port = String(targets.httpPort);
  return parsed.toString();
}

export function rewritePort(host: string, port: number, targets: LoopbackTargets): number {
  return targets.httpPort && isLoopbackHost(host) && port === SEEDED_HTTP_PORT ? targets.httpPort : port;
}

export function rewriteDnsPort(server: string, port: number, targets: LoopbackTargets): number {
  return targets.dnsPort && isLoopbackHost(server) && port === SEEDED_DNS_PORT ? targets.dnsPort : port;
}
