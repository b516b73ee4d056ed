import { serviceIdentifier } from '../shared';
import type { PaletteResource, PaletteSearch } from './model';

/** An AbortSignal as core sees it (core builds without the DOM's types); the machine hands a real one. */
export interface SearchSignal {
  readonly aborted: boolean;
}

/**
 * One search over what the palette finds (DECISIONS §32): checks, components, configs and playbooks
 * through POST /api/resources/search, incidents and people through /api/db, so it works in proxy mode.
 * Each kind comes back in the server's order (best match first).
 */
export const PaletteSearchPort = serviceIdentifier<PaletteSearchPort>('PaletteSearchPort');
export interface PaletteSearchPort {
  /**
   * `signal` aborts when the text changed again: the adapter gives up what it still asks. `onFound`
   * hears each part of the answer (a few kinds) as it arrives, so the first rows show before the
   * slowest part; the parts together are the answer.
   */
  search(query: PaletteSearch, signal?: SearchSignal, onFound?: (part: readonly PaletteResource[]) => void): Promise<PaletteResource[]>;
}
