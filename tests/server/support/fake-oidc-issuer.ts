import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(payload));
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key);
  return `${head}.${body}.${base64url(signature)}`;
}

/**
 * A minimal OpenID provider on a loopback port whose token endpoint answers whatever ID token the test
 * sets: discovery, keys and tokens only, so a test can hand the console a token with a wrong issuer,
 * audience, nonce, expiry or signature.
 */
export async function startFakeIssuer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'fake-key';
  let idToken = '';
  const issued: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (path === '/jwks') return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (path === '/token') {
      const accessToken = `fake-access-${issued.length}`;
      issued.push(accessToken, idToken);
      return json({ access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** Every token the endpoint handed out, to look for in logs and answers. */
    issued,
    /** The next ID token: `claims` over a valid one for `audience` and `nonce`; `stranger` signs with a key the issuer does not publish. */
    setIdToken(claims: Record<string, unknown>, options: { stranger?: boolean } = {}) {
      idToken = signJwt(claims, options.stranger ? stranger : privateKey, kid);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
