import type { DeliveryConnection } from './connections';
import { PermanentDeliveryError, type OutgoingMessage } from './message';

/** How long one delivery may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The settings a composed generic webhook URL carries for the sender, not for the target (seed 002 §3). */
const SENDER_SETTINGS = ['contenttype', 'messagekey', 'titlekey', 'requestmethod', 'disabletls', 'template'];

/**
 * A generic webhook saved by the connections form (or by Mission Control) keeps its URL composed:
 * `generic+<target>?ContentType=…&MessageKey=…`. The target is that URL without the prefix and the
 * sender's settings; any other URL is its own target.
 */
function composedTarget(url: string | null): string | null {
  if (!url?.startsWith('generic+')) return url;
  const [base, query = ''] = url.slice('generic+'.length).split(/\?(.*)/s);
  const kept = new URLSearchParams(query);
  for (const key of [...kept.keys()]) if (SENDER_SETTINGS.includes(key.toLowerCase())) kept.delete(key);
  const rest = kept.toString();
  return rest ? `${base}?${rest}` : base!;
}

/** The connection's URL with `$(username)` and `$(password)` filled in (notification types compose their URL with these placeholders). */
export function targetUrl(connection: DeliveryConnection): URL {
  const raw = (connection.properties.url ?? composedTarget(connection.url) ?? '')
    .replaceAll('$(username)', encodeURIComponent(connection.username ?? ''))
    .replaceAll('$(password)', encodeURIComponent(connection.password ?? ''));
  if (raw === '') throw new PermanentDeliveryError(`connection ${connection.name} has no URL`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PermanentDeliveryError(`connection ${connection.name} has an invalid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PermanentDeliveryError(`connection ${connection.name} is not an http(s) URL`);
  return url;
}

/** Credentials in the URL become a Basic header: fetch refuses them in the URL. */
function withoutCredentials(url: URL): { url: URL; authorization?: string } {
  if (!url.username && !url.password) return { url };
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
  const bare = new URL(url);
  bare.username = '';
  bare.password = '';
  return { url: bare, authorization };
}

async function post(connection: DeliveryConnection, method: string, contentType: string, body: string | undefined, target = targetUrl(connection)) {
  const { url, authorization } = withoutCredentials(target);
  const response = await fetch(url, {
    method,
    headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  // The body is read so the connection is released; only its start is shown, it may be a whole page.
  const text = (await response.text()).slice(0, 200);
  if (!response.ok) throw new Error(`${connection.name} answered ${response.status}${text ? `: ${text}` : ''}`);
}

/**
 * Generic webhook (seed 002 §3): the title and message under their keys (title and message unless the
 * connection says otherwise), POSTed as JSON, or sent as query parameters when its method is GET.
 */
export async function sendWebhook(connection: DeliveryConnection, message: OutgoingMessage): Promise<void> {
  const props = connection.properties;
  const titleKey = props.titleKey || props.title_key || 'title';
  const messageKey = props.messageKey || props.message_key || 'message';
  const method = (props.requestMethod || props.method || 'POST').toUpperCase();
  const payload = { [titleKey]: message.title, [messageKey]: message.message };
  if (method === 'GET') {
    const url = targetUrl(connection);
    for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, value);
    return post(connection, 'GET', 'application/json', undefined, url);
  }
  return post(connection, method, props.contentType || 'application/json', JSON.stringify(payload));
}

/** Slack incoming webhook (and the compatible ones: Mattermost, Rocket.Chat): `{text}` in Slack's markup. */
export function sendSlackWebhook(connection: DeliveryConnection, message: OutgoingMessage): Promise<void> {
  return post(connection, 'POST', 'application/json', JSON.stringify({ text: `*${message.title}*\n${message.message}` }));
}
