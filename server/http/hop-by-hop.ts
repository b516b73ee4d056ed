/** Headers that describe one connection, not the message, and must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'host', 'content-length',
]);

export function forwardableHeaders(headers: Headers, drop: readonly string[] = []): Headers {
  const named = new Set([
    ...(headers.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    ...drop,
  ]);
  const out = new Headers();
  headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && !named.has(key)) out.append(key, value);
  });
  return out;
}
