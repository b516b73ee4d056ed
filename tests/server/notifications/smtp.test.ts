import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryConnection } from '../../../server/notifications/connections';
import { deliver, NOT_DELIVERED } from '../../../server/notifications/deliver';

interface Received {
  commands: string[];
  data: string;
}

/** A small SMTP receiver on loopback: it takes one message per connection and remembers what it was told. */
function smtpReceiver(received: Received[]): Server {
  return createServer((socket: Socket) => {
    const session: Received = { commands: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(session);
            socket.write('250 queued\r\n');
          } else session.data += `${line}\n`;
          continue;
        }
        session.commands.push(line);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('email through an SMTP connection', () => {
  const received: Received[] = [];
  let server: Server;
  let port: number;
  const email = (values: Partial<DeliveryConnection> = {}): DeliveryConnection => ({
    id: 'c', name: 'mail', type: 'email', url: null, username: 'mailer', password: 's3cret-pass', insecureTls: false,
    properties: { host: '127.0.0.1', port: String(port), from: 'console@example.org', to: 'ops@example.org', encryptionMethod: 'None' }, ...values,
  });

  beforeAll(async () => {
    server = smtpReceiver(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends the title as the subject and the message as the body, signed in with AUTH PLAIN', async () => {
    await deliver(email(), { title: 'Check api has failed', message: 'connection refused\n.leading dot' });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.commands).toContain('MAIL FROM:<console@example.org>');
    expect(mail!.commands).toContain('RCPT TO:<ops@example.org>');
    expect(mail!.commands.find((c) => c.startsWith('AUTH PLAIN'))).toBe(`AUTH PLAIN ${Buffer.from('\0mailer\0s3cret-pass').toString('base64')}`);
    expect(mail!.data).toContain('Subject: Check api has failed\n');
    expect(mail!.data).toContain('\nconnection refused\n..leading dot\n');
  });

  it('sends to the people given instead of the connection\'s own recipients', async () => {
    await deliver(email(), { title: 't', message: 'm', to: ['alice@example.org', 'bob@example.org'] });
    expect(received.at(-1)!.commands.filter((c) => c.startsWith('RCPT TO'))).toEqual(['RCPT TO:<alice@example.org>', 'RCPT TO:<bob@example.org>']);
  });

  it('refuses a type the built-in backend does not deliver with the decision\'s words', async () => {
    await expect(deliver(email({ type: 'discord' }), { title: 't', message: 'm' })).rejects.toThrow(NOT_DELIVERED);
  });
});
