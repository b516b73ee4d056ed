import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { ensureCsrfToken } from '../auth/flows/csrf';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import { isApiOnlyPath } from './paths';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const CONSOLE_NOT_BUILT =
  'The console has not been built. Run `npm run build` (or `npm start`, which builds it when needed) and reload this page.';

async function fileIn(root: string, path: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

type FoundFile = { file: string; size: number; mtime: Date };

const etagOf = (found: FoundFile) => `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;

function serveFile(method: string, headers: Headers, found: FoundFile, immutable: boolean) {
  const etag = etagOf(found);
  const responseHeaders: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    'Last-Modified': found.mtime.toUTCString(),
  };
  if (headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: responseHeaders });
  responseHeaders['Content-Length'] = String(found.size);
  const body = method === 'HEAD' ? null : (Readable.toWeb(createReadStream(found.file)) as ReadableStream);
  return new Response(body, { status: 200, headers: responseHeaders });
}

/**
 * The policy for index.html as it is on disk, hashed again whenever the file changes: a rebuild or an
 * edit of its inline script takes effect without a restart, and a script the policy does not name never runs.
 */
function indexPolicy() {
  let cached: { etag: string; policy: string } | undefined;
  return async (index: FoundFile) => {
    const etag = etagOf(index);
    if (cached?.etag !== etag) cached = { etag, policy: contentSecurityPolicy(inlineScriptHashes(await readFile(index.file, 'utf8'))) };
    return cached.policy;
  };
}

/**
 * index.html telling the console it runs in the hosted identity mode (issue 24): the page knows its mode
 * before any request, so the self-hosted console loads none of the hosted mode's code.
 */
function hostedIndex() {
  let cached: { etag: string; html: string } | undefined;
  return async (index: FoundFile) => {
    const etag = etagOf(index);
    if (cached?.etag !== etag) cached = { etag, html: (await readFile(index.file, 'utf8')).replace(/<html\b/i, '<html data-identity-mode="hosted"') };
    return cached.html;
  };
}

/**
 * The built console (DECISIONS §10): files of `distDir` as they are (hashed assets cached for a year),
 * and index.html for any browser navigation whatever the path, so the console's router takes over.
 */
export function consoleMiddleware(distDir: string, identityMode: 'self-hosted' | 'hosted' = 'self-hosted'): MiddlewareHandler {
  const root = resolve(distDir);
  const policyFor = indexPolicy();
  const hostedHtml = hostedIndex();
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = new URL(c.req.url).pathname;
    if (isApiOnlyPath(path)) return next();
    if (path !== '/' && path !== '/index.html') {
      const found = await fileIn(root, path);
      if (found) return serveFile(method, c.req.raw.headers, found, path.startsWith('/assets/'));
    }
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    const index = await fileIn(root, '/index.html');
    if (!index) return c.text(CONSOLE_NOT_BUILT, 503);
    // The browser holds its anti-CSRF cookie before the page starts any sign-in flow, so flows started
    // at once (two tabs, or a page that asks twice) all share it and none is refused on submit.
    ensureCsrfToken(c);
    const response = identityMode === 'hosted'
      ? new Response(method === 'HEAD' ? null : await hostedHtml(index), { headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' } })
      : serveFile(method, c.req.raw.headers, index, false);
    response.headers.set('Content-Security-Policy', await policyFor(index));
    for (const cookie of c.res.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  };
}
