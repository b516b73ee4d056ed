import { createSocket, type Socket } from 'node:dgram';
import { DEFAULT_DEMO_TARGETS } from '../seed/demo-targets';
import {
  DNS_TYPES, DnsFormatError, type DnsAnswer, encodeIPv4, encodeIPv6, encodeName, encodeResponse, encodeTxt, formatError,
  parseQuery, RCODE,
} from './dns-wire';

export interface ZoneRecords {
  A?: string[];
  AAAA?: string[];
  TXT?: string[];
  CNAME?: string;
}

/** Names → records; a key starting with `*.` answers every name under it. */
export type DnsZone = Record<string, ZoneRecords>;

/** What the demo DNS checks ask about (seed: `<app>.<namespace>.svc.cluster.local`); anything else is NXDOMAIN. */
export const DEMO_DNS_ZONE: DnsZone = {
  'api.demo.local': { A: ['127.0.0.1'], AAAA: ['::1'], TXT: ['service=api', 'owner=platform'] },
  'web.demo.local': { A: ['127.0.0.1'], TXT: ['service=web'] },
  'db.demo.local': { A: ['127.0.0.1'] },
  'www.demo.local': { CNAME: 'web.demo.local' },
  '*.svc.cluster.local': { A: ['127.0.0.1'] },
};

const TTL = 30;

function recordsFor(zone: DnsZone, name: string): ZoneRecords | undefined {
  if (zone[name]) return zone[name];
  for (const [key, records] of Object.entries(zone)) {
    if (key.startsWith('*.') && name.endsWith(key.slice(1)) && name.length > key.length - 1) return records;
  }
  return undefined;
}

function answersFor(records: ZoneRecords, type: number): DnsAnswer[] {
  if (records.CNAME) return [{ type: DNS_TYPES.CNAME, ttl: TTL, data: encodeName(records.CNAME) }];
  switch (type) {
    case DNS_TYPES.A:
      return (records.A ?? []).map((a) => ({ type, ttl: TTL, data: encodeIPv4(a) }));
    case DNS_TYPES.AAAA:
      return (records.AAAA ?? []).map((a) => ({ type, ttl: TTL, data: encodeIPv6(a) }));
    case DNS_TYPES.TXT:
      return (records.TXT ?? []).map((t) => ({ type, ttl: TTL, data: encodeTxt(t) }));
    default:
      return [];
  }
}

/** The reply to one UDP message, or null when it is not worth answering. */
export function answer(zone: DnsZone, message: Buffer): Buffer | null {
  try {
    const query = parseQuery(message);
    if ((query.flags & 0x7800) !== 0) return encodeResponse(query, RCODE.NOTIMP, []);
    const records = recordsFor(zone, query.question.name);
    if (!records) return encodeResponse(query, RCODE.NXDOMAIN, []);
    return encodeResponse(query, RCODE.NOERROR, answersFor(records, query.question.type));
  } catch (error) {
    if (error instanceof DnsFormatError) return formatError(message);
    throw error;
  }
}

export interface LoopbackDns {
  port: number;
  close(): Promise<void>;
}

function bind(socket: Socket, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
}

/**
 * A tiny authoritative DNS server on 127.0.0.1 (UDP) for the demo checks (DECISIONS §11a).
 * It tries `port` (default 1053) and, when that is taken, an ephemeral port; the demo canaries are
 * pointed at the port it got (seed/demo-targets.ts).
 */
export async function startLoopbackDns(options: { port?: number; zone?: DnsZone; fallbackToEphemeral?: boolean } = {}): Promise<LoopbackDns> {
  const zone = options.zone ?? DEMO_DNS_ZONE;
  const preferred = options.port ?? DEFAULT_DEMO_TARGETS.dnsPort;
  let socket = createSocket('udp4');
  try {
    await bind(socket, preferred);
  } catch (error) {
    socket.close();
    if (!(options.fallbackToEphemeral ?? true) || preferred === 0) throw error;
    socket = createSocket('udp4');
    await bind(socket, 0);
  }
  socket.on('message', (message, remote) => {
    const reply = answer(zone, message);
    if (reply) socket.send(reply, remote.port, remote.address);
  });
  socket.on('error', () => undefined);
  return {
    port: socket.address().port,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
