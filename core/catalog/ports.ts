import { serviceIdentifier, type ExportTable } from '../shared';
import type {
  CatalogFilter, CatalogListQuery, CatalogOptions, CatalogSummaryRow, ChangeDetail, ChangePage, ChangesQuery, ConfigDetail, ConfigIncident, ConfigPage,
  InsightPage, InsightsQuery, LinkedComponent, PanelPage, PanelPageQuery, RelatedConfig, RelationsQuery,
} from './model';

/** The catalog list's calls (seed 002 §7.1, reference §2.3, §4.4). Failures reject with a DomainError. */
export const CatalogPort = serviceIdentifier<CatalogPort>('CatalogPort');
export interface CatalogPort {
  /** `POST /catalog/summary`: configs counted by type (and the tag keys grouped by), over 30 days. */
  summary(filter: CatalogFilter): Promise<readonly CatalogSummaryRow[]>;
  /** A page of `configs`, filtered, sorted and counted by the server. */
  list(query: CatalogListQuery): Promise<ConfigPage>;
  /** Where every config of the flat list's filters is read from, in its order: its Export. */
  listExport(query: CatalogListQuery): ExportTable;
  /** The filter bar's choices: `config_types`, `config_tags` keys, `config_labels`, `config_statuses`. */
  options(): Promise<CatalogOptions>;
  /** `config_detail?id=eq.{id}` with its costs; rejects with not_found when there is no such config. */
  get(id: string): Promise<ConfigDetail>;
  /** `POST /catalog/changes`: a page of changes, newest first unless asked otherwise, with the total. */
  changes(query: ChangesQuery): Promise<ChangePage>;
  /** Where every change of the feed's filters is read from, newest first: the change list's Export. */
  changesExport(query: ChangesQuery): ExportTable;
  /** One change with its diff, patches and details; rejects with not_found when there is none. */
  change(id: string): Promise<ChangeDetail>;
  /** A page of `config_analysis_items`, with the total. */
  insights(query: InsightsQuery): Promise<InsightPage>;
  /** Where every insight of the filters is read from, in their order: the insights' Export. */
  insightsExport(query: InsightsQuery): ExportTable;
  /** `rpc/related_configs_recursive`: the config and every config linked to it within the depth, each once. */
  related(query: RelationsQuery): Promise<readonly RelatedConfig[]>;
  /** The topology components the config is linked to, by name (`config_component_relationships` with its components). */
  components(configId: string): Promise<readonly LinkedComponent[]>;
  /** Deletes the config's link to a component if a person made it (`selector_id=manual`); other links stay. */
  unlinkComponent(configId: string, componentId: string): Promise<void>;
  /** A page of the incidents with evidence on the config (`incidents_by_config`), newest first, with the total. */
  incidents(query: PanelPageQuery): Promise<PanelPage<ConfigIncident>>;
}
