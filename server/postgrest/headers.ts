import { rangeNotSatisfiable, unacceptable } from './errors';
import type { Shape } from './sql/statements';

export interface Preferences {
  count: boolean;
  /** undefined: the method's default (representation is what Mission Control's console always asks for). */
  return?: 'representation' | 'minimal' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

/** `Prefer: return=representation, count=exact` (one header or several, joined with commas). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { count: false };
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value] = part.trim().split('=').map((s) => s?.trim().toLowerCase());
    if (key === 'count') prefs.count = value === 'exact' || value === 'planned' || value === 'estimated';
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) prefs.return = value;
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
  }
  return prefs;
}

const OBJECT_TYPES = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];
const ARRAY_TYPES = ['application/json', 'application/*', '*/*'];

/** Which body shape the Accept header asks for; 406 when it accepts nothing we produce. */
export function parseAccept(header: string | undefined): Shape {
  const types = (header ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase()).filter(Boolean);
  if (!types.length) return 'array';
  for (const type of types) {
    if (OBJECT_TYPES.includes(type)) return 'object';
    if (ARRAY_TYPES.includes(type)) return 'array';
  }
  throw unacceptable(header ?? '');
}

export interface Page {
  offset: number;
  /** Rows wanted at most; Infinity when unbounded (capped later). */
  limit: number;
}

/**
 * The page a GET asks for: `limit`/`offset` narrowed by a `Range: 0-9` header (`items=0-9` too).
 * An unreadable Range header is ignored, as PostgREST does.
 */
export function requestedPage(rangeHeader: string | undefined, limit?: number, offset?: number): Page {
  let from = offset ?? 0;
  let to = limit === undefined ? Infinity : from + limit - 1;
  const range = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader ?? '');
  if (range) {
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : Infinity;
    if (end < start) throw rangeNotSatisfiable('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    from = Math.max(from, start);
    to = Math.min(to, end);
  }
  return { offset: from, limit: to === Infinity ? Infinity : Math.max(0, to - from + 1) };
}

/** `0-49/1234`, `*\/0` for an empty page, `…/*` when not counted. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const of = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${of}` : `*/${of}`;
}
