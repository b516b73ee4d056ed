import { serviceIdentifier } from '../shared';
import type { PaletteResource, PaletteSearch } from './model';

/**
 * One search over what the palette finds (DECISIONS §32): checks, components, configs and playbooks
 * through POST /api/resources/search, incidents and people through /api/db, so it works in proxy mode.
 * Each kind comes back in the server's order (best match first).
 */
export const PaletteSearchPort = serviceIdentifier<PaletteSearchPort>('PaletteSearchPort');
export interface PaletteSearchPort {
  search(query: PaletteSearch): Promise<PaletteResource[]>;
}
