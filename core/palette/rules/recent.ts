import type { PaletteResource, PaletteResourceKind } from '../model';

/** How many picks the palette remembers. */
export const RECENT_LIMIT = 5;

const KINDS: readonly PaletteResourceKind[] = ['check', 'component', 'config', 'playbook', 'incident', 'person'];

const isResource = (value: unknown): value is PaletteResource => {
  if (value === null || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return KINDS.includes(r.kind as PaletteResourceKind) && typeof r.id === 'string' && typeof r.name === 'string';
};

/** What was kept in this browser; anything unreadable is forgotten rather than shown. */
export function parseRecent(stored: string | undefined): PaletteResource[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isResource).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The picked resource first, once, then the others, at most RECENT_LIMIT. */
export const rememberRecent = (recent: readonly PaletteResource[], picked: PaletteResource): PaletteResource[] =>
  [picked, ...recent.filter((r) => !(r.kind === picked.kind && r.id === picked.id))].slice(0, RECENT_LIMIT);

export const serialiseRecent = (recent: readonly PaletteResource[]): string => JSON.stringify(recent);
