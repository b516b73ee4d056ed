import { createHash } from 'node:crypto';

/**
 * The console's Content-Security-Policy. Scripts come from its own files, plus the inline scripts of
 * index.html named by hash; nothing else inline runs and nothing is evaluated. Styles keep 'unsafe-inline':
 * Chakra (emotion), Ace and ApexCharts insert <style> elements whose text is made at run time, which no
 * hash can name (index.html's layer-order <style> is inline too). Images take data: for Ace's indent
 * guides, the QR code of a new authenticator and the favicon; Ace starts its worker from a blob: URL.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP sources ('sha256-…') for a page's inline scripts, hashed as the browser does: their exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
