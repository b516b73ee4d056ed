import type { PreferencesPort } from '../session';
import { createCollectionMachine, serviceIdentifier } from '../shared';
import { catalogOptionsMachine } from './machines/catalog-options.machine';
import type { CatalogPort } from './ports';
import { catalogPolicy } from './policy';

export interface CatalogPorts {
  readonly catalog: CatalogPort;
  /** Where the Hide Deleted Catalog preference is kept. */
  readonly preferences: PreferencesPort;
}

export function bindCatalogPorts({ catalog, preferences }: CatalogPorts) {
  return { list: createCollectionMachine(catalogPolicy(catalog, preferences)), options: catalogOptionsMachine(catalog) };
}

export type CatalogMachines = ReturnType<typeof bindCatalogPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const CatalogMachines = serviceIdentifier<CatalogMachines>('CatalogMachines');
