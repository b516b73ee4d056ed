/** The few parts of the DNS wire format (RFC 1035) a loopback demo server needs. */

export const DNS_TYPES = { A: 1, NS: 2, CNAME: 5, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33 } as const;
export type DnsTypeName = keyof typeof DNS_TYPES;
export const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4 } as const;

export interface DnsQuestion {
  name: string;
  type: number;
  klass: number;
}

export interface DnsQuery {
  id: number;
  flags: number;
  question: DnsQuestion;
  /** Bytes of the question section, echoed in the answer. */
  questionBytes: Buffer;
}

export interface DnsAnswer {
  type: number;
  ttl: number;
  data: Buffer;
}

export class DnsFormatError extends Error {}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let position = offset;
  let end = -1;
  for (let jumps = 0; jumps < 32; jumps++) {
    if (position >= message.length) throw new DnsFormatError('name runs past the message');
    const length = message[position]!;
    if (length === 0) {
      return { name: labels.join('.'), end: end < 0 ? position + 1 : end };
    }
    if ((length & 0xc0) === 0xc0) {
      if (position + 1 >= message.length) throw new DnsFormatError('truncated pointer');
      if (end < 0) end = position + 2;
      position = ((length & 0x3f) << 8) | message[position + 1]!;
      continue;
    }
    if (length > 63 || position + 1 + length > message.length) throw new DnsFormatError('bad label');
    labels.push(message.toString('latin1', position + 1, position + 1 + length));
    position += 1 + length;
    jumps--;
    if (labels.length > 127) throw new DnsFormatError('too many labels');
  }
  throw new DnsFormatError('too many compression pointers');
}

/** The first question of a query; throws DnsFormatError for anything malformed. */
export function parseQuery(message: Buffer): DnsQuery {
  if (message.length < 12) throw new DnsFormatError('shorter than a header');
  const id = message.readUInt16BE(0);
  const flags = message.readUInt16BE(2);
  if (flags & 0x8000) throw new DnsFormatError('not a query');
  if (message.readUInt16BE(4) < 1) throw new DnsFormatError('no question');
  const { name, end } = readName(message, 12);
  if (end + 4 > message.length) throw new DnsFormatError('truncated question');
  return {
    id,
    flags,
    question: { name: name.toLowerCase(), type: message.readUInt16BE(end), klass: message.readUInt16BE(end + 2) },
    questionBytes: message.subarray(12, end + 4),
  };
}

export function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([...parts.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'latin1')])), Buffer.from([0])]);
}

export function encodeIPv4(address: string): Buffer {
  return Buffer.from(address.split('.').map(Number));
}

export function encodeIPv6(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const all = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  const out = Buffer.alloc(16);
  all.forEach((g, i) => out.writeUInt16BE(g, i * 2));
  return out;
}

export function encodeTxt(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || chunks.length === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(chunks);
}

/** An authoritative answer to `query`: every answer record points back at the question name. */
export function encodeResponse(query: DnsQuery, rcode: number, answers: DnsAnswer[]): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.id, 0);
  // QR=1, the query's opcode and RD bit, AA=1.
  header.writeUInt16BE(0x8000 | (query.flags & 0x7800) | 0x0400 | (query.flags & 0x0100) | (rcode & 0xf), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const records = answers.map((answer) => {
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(answer.type, 2);
    fixed.writeUInt16BE(1, 4);
    fixed.writeUInt32BE(answer.ttl, 6);
    fixed.writeUInt16BE(answer.data.length, 10);
    return Buffer.concat([fixed, answer.data]);
  });
  return Buffer.concat([header, query.questionBytes, ...records]);
}

/** A FORMERR answer for a message whose header could at least be read. */
export function formatError(message: Buffer): Buffer | null {
  if (message.length < 12) return null;
  const header = Buffer.alloc(12);
  header.writeUInt16BE(message.readUInt16BE(0), 0);
  header.writeUInt16BE(0x8000 | RCODE.FORMERR, 2);
  return header;
}
