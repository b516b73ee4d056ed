import { isIPv6 } from 'node:net';

/**
 * The bindings @hono/node-server gives a request that came in on a socket from `address`: pass as the third
 * argument of `app.request` to be that peer (a proxy in front, another client) without opening a socket.
 */
export const peerAddress = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: isIPv6(address) ? 'IPv6' : 'IPv4' } },
});
