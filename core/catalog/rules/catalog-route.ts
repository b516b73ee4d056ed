/** Seed 002 §2.1: the tabs of a config's page, by the path segment after its id (none: the Config tab). */
export const CONFIG_TABS = ['changes', 'insights', 'relationships', 'playbooks', 'checks'] as const;
export type ConfigTab = 'config' | (typeof CONFIG_TABS)[number];

/** The catalog's own tabs, which are not config ids; the scrapers pages are not built here. */
const CATALOG_TABS = new Set(['changes', 'insights', 'scrapers']);

export type CatalogRoute =
  | { readonly page: 'list' }
  | { readonly page: 'changes' }
  | { readonly page: 'insights' }
  | { readonly page: 'config'; readonly id: string; readonly tab: ConfigTab };

/**
 * What a path under /catalog (relative to it) shows (R000-2-1-09): the list, the change history, the
 * insights, or a config's page on one of its tabs; undefined for the catalog's other tabs, which have no page here yet,
 * and for anything else.
 */
export function catalogRoute(path: string): CatalogRoute | undefined {
  const parts = path.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'list' };
  const [id, tab, ...rest] = parts;
  if (id === 'changes' && parts.length === 1) return { page: 'changes' };
  if (id === 'insights' && parts.length === 1) return { page: 'insights' };
  if (CATALOG_TABS.has(id!) || rest.length > 0) return undefined;
  if (tab === undefined) return { page: 'config', id: id!, tab: 'config' };
  return (CONFIG_TABS as readonly string[]).includes(tab) ? { page: 'config', id: id!, tab: tab as ConfigTab } : undefined;
}
