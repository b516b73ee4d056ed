export type * from './model';
export { CatalogPort } from './ports';
export * from './texts';
export * from './rules';
export { catalogKey, catalogPolicy, CATALOG_PAGE_SIZE, HIDE_DELETED_CATALOG_KEY, type CatalogRow, type ConfigLine } from './policy';
export { catalogOptionsMachine, type CatalogOptionsMachine, type CatalogOptionsContext, type CatalogOptionsEvent } from './machines/catalog-options.machine';
export { bindCatalogPorts, CatalogMachines, type CatalogPorts } from './bind';
export * from './selectors';
