import { describe, expect, it } from 'vitest';
import { answer, DEMO_DNS_ZONE } from '../../../server/checks/dns-server';
import { DNS_TYPES, encodeName, RCODE } from '../../../server/checks/dns-wire';

function query(name: string, type: number, id = 0x1234): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x0100, 2);
  header.writeUInt16BE(1, 4);
  const tail = Buffer.alloc(4);
  tail.writeUInt16BE(type, 0);
  tail.writeUInt16BE(1, 2);
  return Buffer.concat([header, encodeName(name), tail]);
}

const rcode = (reply: Buffer) => reply.readUInt16BE(2) & 0xf;
const answers = (reply: Buffer) => reply.readUInt16BE(6);

describe('the loopback DNS server', () => {
  it('answers A records authoritatively with the query id', () => {
    const reply = answer(DEMO_DNS_ZONE, query('API.demo.local', DNS_TYPES.A))!;
    expect(reply.readUInt16BE(0)).toBe(0x1234);
    expect(reply.readUInt16BE(2) & 0x8400).toBe(0x8400);
    expect(rcode(reply)).toBe(RCODE.NOERROR);
    expect(answers(reply)).toBe(1);
    expect([...reply.subarray(reply.length - 4)]).toEqual([127, 0, 0, 1]);
  });

  it('answers NXDOMAIN for names outside the zone and no records for a missing type', () => {
    expect(rcode(answer(DEMO_DNS_ZONE, query('example.com', DNS_TYPES.A))!)).toBe(RCODE.NXDOMAIN);
    const noData = answer(DEMO_DNS_ZONE, query('db.demo.local', DNS_TYPES.TXT))!;
    expect([rcode(noData), answers(noData)]).toEqual([RCODE.NOERROR, 0]);
  });

  it('answers FORMERR to a malformed message and ignores one too short for a header', () => {
    const truncated = query('api.demo.local', DNS_TYPES.A).subarray(0, 20);
    expect(rcode(answer(DEMO_DNS_ZONE, truncated)!)).toBe(RCODE.FORMERR);
    expect(answer(DEMO_DNS_ZONE, Buffer.from([1, 2, 3]))).toBeNull();
    const loop = query('a', DNS_TYPES.A);
    loop.writeUInt16BE(0xc00c, 12);
    expect(rcode(answer(DEMO_DNS_ZONE, loop)!)).toBe(RCODE.FORMERR);
  });
});
