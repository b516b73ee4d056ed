import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type CheckOutcome, failed, thresholdExceeded } from '../result';
import type { DnsCheckSpec, DnsQueryType } from '../spec';
import type { RunnerContext } from './context';

async function lookup(resolver: Resolver, type: DnsQueryType, query: string): Promise<string[]> {
  switch (type) {
    case 'A':
      return resolver.resolve4(query);
    case 'AAAA':
      return resolver.resolve6(query);
    case 'CNAME':
      return resolver.resolveCname(query);
    case 'TXT':
      return (await resolver.resolveTxt(query)).map((parts) => parts.join(''));
    case 'MX':
      return (await resolver.resolveMx(query)).map((mx) => `${mx.exchange} ${mx.priority}`);
    case 'NS':
      return resolver.resolveNs(query);
    case 'SRV':
      return (await resolver.resolveSrv(query)).map((s) => `${s.name}:${s.port} ${s.priority} ${s.weight}`);
    case 'PTR':
      return resolver.reverse(query);
  }
}

const ERROR_TEXT: Record<string, string> = {
  ENOTFOUND: 'no such host',
  ENODATA: 'no records of this type',
  ETIMEOUT: 'i/o timeout',
  ECONNREFUSED: 'connection refused',
  ESERVFAIL: 'server failure',
  EREFUSED: 'query refused',
};

export async function runDns(spec: DnsCheckSpec, ctx: RunnerContext): Promise<CheckOutcome> {
  const server = spec.server ?? '127.0.0.1';
  const port = spec.port ?? 53;
  const type = (spec.querytype ?? 'A').toUpperCase() as DnsQueryType;
  const address = isIP(server) === 6 ? `[${server}]:${port}` : `${server}:${port}`;
  const resolver = new Resolver({ timeout: Math.max(100, ctx.timeoutMs), tries: 1 });
  resolver.setServers([address]);
  const onAbort = () => resolver.cancel();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  const started = performance.now();
  let records: string[];
  try {
    records = await lookup(resolver, type, spec.query);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return failed(`lookup ${spec.query} (${type}) on ${server}:${spec.port ?? 53}: ${ERROR_TEXT[code] ?? (error as Error).message}`);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
  }
  const elapsed = performance.now() - started;
  const details = { records, type, server: address, elapsedMs: Math.round(elapsed) };
  if (spec.exactreply && spec.exactreply.length > 0) {
    const want = [...spec.exactreply].sort();
    const got = [...records].sort();
    if (want.length !== got.length || want.some((value, i) => value !== got[i])) {
      return failed(`got [${got.join(', ')}], expected exactly [${want.join(', ')}]`, details);
    }
  }
  if (spec.minrecords !== undefined && records.length < spec.minrecords) {
    return failed(`got ${records.length} record(s), expected at least ${spec.minrecords}`, details);
  }
  const slow = thresholdExceeded(elapsed, spec.thresholdMillis);
  if (slow) return failed(slow, details);
  return { pass: true, message: `${spec.query}: ${records.length} record${records.length === 1 ? '' : 's'}`, details };
}
