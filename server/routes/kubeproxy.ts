import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { parse } from 'yaml';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../http/env';
import { forwardableHeaders } from '../http/hop-by-hop';
import { requirePermission } from './require-permission';

interface KubeTarget {
  server: URL;
  headers: Record<string, string>;
  tls: { ca?: Buffer; cert?: Buffer; key?: Buffer; rejectUnauthorized: boolean };
}

type ConnectionRow = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const b64 = (value: unknown) => (str(value) ? Buffer.from(str(value)!, 'base64') : undefined);

/** `name`, `namespace/name` or `connection://namespace/name`. */
async function findConnection(db: Queryable, reference: string): Promise<ConnectionRow | null> {
  const path = reference.replace(/^connection:\/\//, '');
  const slash = path.lastIndexOf('/');
  const [namespace, name] = slash >= 0 ? [path.slice(0, slash), path.slice(slash + 1)] : [null, path];
  const { rows } = await db.query<{ connection: ConnectionRow }>(`SELECT to_jsonb(c) AS connection FROM connections c WHERE c.name = $1`, [name]);
  return (
    rows
      .map((r) => r.connection)
      .find((c) => c.deleted_at == null && (namespace === null || c.namespace === namespace)) ?? null
  );
}

interface KubeconfigDocument {
  'current-context'?: string;
  clusters?: { name: string; cluster: Record<string, unknown> }[];
  users?: { name: string; user: Record<string, unknown> }[];
  contexts?: { name: string; context: { cluster: string; user: string } }[];
}

function targetFromKubeconfig(doc: KubeconfigDocument): KubeTarget | null {
  const context = doc.contexts?.find((c) => c.name === doc['current-context']) ?? doc.contexts?.[0];
  const cluster = (doc.clusters?.find((c) => c.name === context?.context.cluster) ?? doc.clusters?.[0])?.cluster;
  const user = (doc.users?.find((u) => u.name === context?.context.user) ?? doc.users?.[0])?.user ?? {};
  if (!cluster || !str(cluster.server)) return null;
  const headers: Record<string, string> = {};
  if (str(user.token)) headers.authorization = `Bearer ${str(user.token)}`;
  else if (str(user.username)) headers.authorization = `Basic ${Buffer.from(`${str(user.username)}:${str(user.password) ?? ''}`).toString('base64')}`;
  return {
    server: new URL(str(cluster.server)!),
    headers,
    tls: {
      ca: b64(cluster['certificate-authority-data']),
      cert: b64(user['client-certificate-data']),
      key: b64(user['client-key-data']),
      rejectUnauthorized: cluster['insecure-skip-tls-verify'] !== true,
    },
  };
}

/** A Kubernetes connection keeps a kubeconfig in `certificate`, or a URL with a bearer token in `password`. */
function targetFromConnection(connection: ConnectionRow): KubeTarget | null {
  const certificate = str(connection.certificate);
  if (certificate?.includes('clusters')) {
    try {
      const target = targetFromKubeconfig(parse(certificate) as KubeconfigDocument);
      if (target) return target;
    } catch {
      return null;
    }
  }
  const url = str(connection.url);
  if (!url) return null;
  const headers: Record<string, string> = {};
  const username = str(connection.username);
  const password = str(connection.password);
  if (username) headers.authorization = `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`;
  else if (password) headers.authorization = `Bearer ${password}`;
  return { server: new URL(url), headers, tls: { rejectUnauthorized: connection.insecure_tls !== true } };
}

function forward(target: KubeTarget, req: Request, path: string): Promise<Response> {
  const url = new URL(target.server.toString().replace(/\/+$/, '') + path);
  const headers = Object.fromEntries(forwardableHeaders(req.headers, ['authorization', 'cookie']).entries());
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method: req.method, headers: { ...headers, ...target.headers }, ...(url.protocol === 'https:' ? target.tls : {}) },
      (incoming: IncomingMessage) => {
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(incoming.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
        }
        const status = incoming.statusCode ?? 502;
        const body = status === 204 || status === 304 || req.method === 'HEAD' ? null : (Readable.toWeb(incoming) as ReadableStream);
        resolve(new Response(body, { status, headers: forwardableHeaders(responseHeaders) }));
      },
    );
    outgoing.on('error', reject);
    if (req.body && req.method !== 'GET' && req.method !== 'HEAD') Readable.fromWeb(req.body as never).pipe(outgoing);
    else outgoing.end();
  });
}

/** /kubeproxy/*: the Kubernetes API of the connection named by KUBEPROXY_CONNECTION (DECISIONS §13). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// `/api/v1/secrets`, `/api/v1/namespaces/x/secrets/y`, and a watch of either.
const SECRETS = /\/secrets(\/|\?|$)/;

/**
 * The proxy acts on the cluster with the connection's credentials, so a person acts through it only as
 * far as the console lets them act on what the cluster holds (the catalog): reading needs read on the
 * catalog, anything else write on it. Secrets hold credentials like a connection does: only who may read
 * connections reads them through the proxy.
 */
function authorizeKubernetesCall(c: Context<AppEnv>, path: string) {
  if (SECRETS.test(path)) requirePermission(c, 'read', 'connections');
  requirePermission(c, SAFE_METHODS.has(c.req.method) ? 'read' : 'write', 'catalog');
}

export function kubeproxyRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/kubeproxy/, '') + url.search;
    authorizeKubernetesCall(c, path);
    const reference = c.var.config.kubeproxyConnection;
    if (!reference) return c.json({ error: 'no Kubernetes connection configured' }, 503);
    const connection = await findConnection(c.var.db, reference);
    if (!connection) return c.json({ error: `the Kubernetes connection "${reference}" was not found` }, 503);
    const target = targetFromConnection(connection);
    if (!target) return c.json({ error: `the connection "${reference}" has no Kubernetes API address` }, 503);
    try {
      return await forward(target, c.req.raw, path || '/');
    } catch (error) {
      return c.json({ error: `the Kubernetes API at ${target.server.origin} could not be reached: ${(error as Error).message}` }, 502);
    }
  });
}
