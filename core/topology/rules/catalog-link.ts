import type { ConfigLink, ConfigOption } from '../model';
import { TOPOLOGY_TEXTS } from '../texts';

/** Seed 001 §2.13: the picker shows at most 50 matches, after a simulated delay of 1000 ms. */
export const CATALOG_SEARCH_LIMIT = 50;
export const CATALOG_SEARCH_DELAY_MS = 1000;

/** Configs whose name contains the query, ignoring case, by name, at most 50. */
export function searchConfigs(configs: readonly ConfigOption[], query: string): ConfigOption[] {
  const needle = query.trim().toLowerCase();
  return configs
    .filter((config) => config.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, CATALOG_SEARCH_LIMIT);
}

export const linkButtonLabel = (busy: boolean): string => (busy ? TOPOLOGY_TEXTS.linking : TOPOLOGY_TEXTS.link);

/** The Link button is disabled until a config is chosen, and while linking. */
export const canLink = (chosen: ConfigOption | undefined, busy: boolean): boolean => chosen !== undefined && !busy;

export const MANUAL_SELECTOR_ID = 'manual';

/** Seed 001 §2.13: only manual links under a topology component can be unlinked. */
export const canUnlink = (link: Pick<ConfigLink, 'selectorId'>, underTopology: boolean): boolean =>
  underTopology && link.selectorId === MANUAL_SELECTOR_ID;
