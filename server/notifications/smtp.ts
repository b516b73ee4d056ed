import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { DeliveryConnection } from './connections';
import { PermanentDeliveryError, type OutgoingMessage } from './message';
import { DELIVERY_TIMEOUT_MS } from './webhook';

type Encryption = 'None' | 'ExplicitTLS' | 'ImplicitTLS' | 'Auto';

interface EmailSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  from: string;
  fromName: string;
  encryption: Encryption;
  to: string[];
}

const list = (value: string | null | undefined) => (value ?? '').split(/[,;\s]+/).filter(Boolean);

/**
 * The email connection's fields (seed 002 §3): from its properties, or from a composed
 * `smtp://user:password@host:port/?from=…&to=…` URL; the username and password columns win.
 */
export function emailSettings(connection: DeliveryConnection): EmailSettings {
  const props = connection.properties;
  let url: URL | undefined;
  try {
    url = connection.url ? new URL(connection.url) : undefined;
  } catch {
    url = undefined;
  }
  const query = (key: string) => url?.searchParams.get(key) ?? undefined;
  const host = props.host || url?.hostname || '';
  if (!host) throw new PermanentDeliveryError(`connection ${connection.name} has no SMTP host`);
  const encryption = (props.encryptionMethod || query('encryption') || 'Auto') as Encryption;
  return {
    host,
    port: Number(props.port || url?.port || (encryption === 'ImplicitTLS' ? 465 : 587)),
    username: connection.username || props.username || decodeURIComponent(url?.username ?? ''),
    password: connection.password || props.password || decodeURIComponent(url?.password ?? ''),
    from: props.from || query('from') || `console@${host}`,
    fromName: props.fromName || query('fromName') || '',
    encryption,
    to: list(props.to || query('to')),
  };
}

/** One SMTP conversation: replies are read whole (continuation lines `250-…` up to `250 …`). */
class SmtpSession {
  private buffer = '';
  private waiting: ((reply: string) => void) | undefined;
  private failure: Error | undefined;

  constructor(private socket: Socket | TLSSocket) {
    this.listen(socket);
  }

  private listen(socket: Socket | TLSSocket) {
    socket.setEncoding('utf8');
    socket.setTimeout(DELIVERY_TIMEOUT_MS, () => socket.destroy(new Error('the SMTP server did not answer in time')));
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.deliver();
    });
    socket.on('error', (error) => {
      this.failure = error;
      this.deliver();
    });
    socket.on('close', () => {
      this.failure ??= new Error('the SMTP server closed the connection');
      this.deliver();
    });
  }

  private deliver() {
    if (!this.waiting) return;
    const lines = this.buffer.split('\r\n');
    const end = lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
    if (end >= 0) {
      const reply = lines.slice(0, end + 1).join('\n');
      this.buffer = lines.slice(end + 1).join('\r\n');
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve(reply);
    } else if (this.failure) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve(`000 ${this.failure.message}`);
    }
  }

  async expect(codes: readonly number[], command?: string, shown = command): Promise<string> {
    const reply = new Promise<string>((resolve) => {
      this.waiting = resolve;
    });
    if (command !== undefined) this.socket.write(`${command}\r\n`);
    this.deliver();
    const text = await reply;
    if (!codes.includes(Number(text.slice(0, 3)))) {
      throw new Error(`SMTP ${shown ?? 'greeting'}: ${text.split('\n').at(-1)}`);
    }
    return text;
  }

  async startTls(host: string) {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('close');
    this.socket.removeAllListeners('error');
    const secure = tlsConnect({ socket: this.socket, servername: host });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    });
    this.socket = secure;
    this.listen(secure);
  }

  close() {
    this.socket.end();
  }
}

function open(settings: EmailSettings): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = settings.encryption === 'ImplicitTLS'
      ? tlsConnect({ host: settings.host, port: settings.port, servername: settings.host }, () => resolve(socket))
      : tcpConnect({ host: settings.host, port: settings.port }, () => resolve(socket));
    socket.once('error', reject);
    socket.setTimeout(DELIVERY_TIMEOUT_MS, () => socket.destroy(new Error(`${settings.host}:${settings.port} did not answer in time`)));
  });
}

const header = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

/** The message as RFC 5322 text, dot-stuffed for DATA. */
function mail(settings: EmailSettings, to: readonly string[], message: OutgoingMessage, date: Date): string {
  const from = settings.fromName ? `${header(settings.fromName)} <${settings.from}>` : settings.from;
  const body = message.message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return [
    `From: ${from}`, `To: ${to.join(', ')}`, `Subject: ${header(message.title.replace(/[\r\n]+/g, ' '))}`, `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', body,
  ].join('\r\n');
}

const address = (value: string) => {
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(value)) throw new PermanentDeliveryError(`'${value}' is not an email address`);
  return value;
};

/** Email through an SMTP connection (DECISIONS §29): STARTTLS when offered (or required), AUTH PLAIN when a username is set. */
export async function sendEmail(connection: DeliveryConnection, message: OutgoingMessage, now = new Date()): Promise<void> {
  const settings = emailSettings(connection);
  const to = (message.to && message.to.length > 0 ? [...message.to] : settings.to).map(address);
  if (to.length === 0) throw new PermanentDeliveryError(`connection ${connection.name} names no recipient (to)`);
  const session = new SmtpSession(await open(settings));
  try {
    await session.expect([220]);
    let hello = await session.expect([250], 'EHLO ops-console');
    const offersTls = /^250[- ]STARTTLS/im.test(hello);
    if (settings.encryption === 'ExplicitTLS' && !offersTls) throw new Error('SMTP: the server does not offer STARTTLS');
    if (offersTls && (settings.encryption === 'ExplicitTLS' || settings.encryption === 'Auto')) {
      await session.expect([220], 'STARTTLS');
      await session.startTls(settings.host);
      hello = await session.expect([250], 'EHLO ops-console');
    }
    if (settings.username) {
      const token = Buffer.from(`\0${settings.username}\0${settings.password}`).toString('base64');
      await session.expect([235], `AUTH PLAIN ${token}`, 'AUTH PLAIN');
    }
    await session.expect([250], `MAIL FROM:<${address(settings.from)}>`);
    for (const recipient of to) await session.expect([250, 251], `RCPT TO:<${recipient}>`);
    await session.expect([354], 'DATA');
    await session.expect([250], `${mail(settings, to, message, now)}\r\n.`, 'message');
    await session.expect([221], 'QUIT').catch(() => undefined);
  } finally {
    session.close();
  }
}
