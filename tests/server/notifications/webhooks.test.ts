import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryConnection } from '../../../server/notifications/connections';
import { deliver } from '../../../server/notifications/deliver';

describe('webhook deliveries', () => {
  const seen: { method: string; url: string; authorization?: string; body: string }[] = [];
  let server: Server;
  let base: string;
  const connection = (type: string, url: string, properties: Record<string, string> = {}): DeliveryConnection => ({
    id: 'c', name: 'hook', type, url, username: null, password: null, properties, insecureTls: false,
  });

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
        response.writeHead(request.url!.startsWith('/broken') ? 500 : 200).end(request.url!.startsWith('/broken') ? 'no' : 'ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts Slack\'s {text} to a Slack incoming webhook', async () => {
    await deliver(connection('slackwebhook', `${base}/slack`), { title: 'Check api has failed', message: 'refused' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/slack', body: JSON.stringify({ text: '*Check api has failed*\nrefused' }) });
  });

  it('sends a generic webhook with its own keys, by GET when it says so, with URL credentials as Basic', async () => {
    await deliver(connection('generic_webhook', `http://bot:pw@${base.slice(7)}/get`, { requestMethod: 'GET', titleKey: 'subject', messageKey: 'text' }), {
      title: 'T', message: 'M',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/get?subject=T&text=M', authorization: `Basic ${Buffer.from('bot:pw').toString('base64')}` });
  });

  it('sends a generic webhook saved by the connections form to the target its composed URL names', async () => {
    const composed = `generic+${base}/hook?team=sre&ContentType=application%2Fjson&MessageKey=text&TitleKey=subject&RequestMethod=POST`;
    await deliver(connection('generic_webhook', composed, { messageKey: 'text', titleKey: 'subject' }), { title: 'T', message: 'M' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/hook?team=sre', body: JSON.stringify({ subject: 'T', text: 'M' }) });
  });

  it('fails with the receiver\'s status when it refuses', async () => {
    await expect(deliver(connection('webhook', `${base}/broken`), { title: 'T', message: 'M' })).rejects.toThrow('hook answered 500: no');
  });
});
