import { useEffect, useMemo, useRef, useState } from 'react';
import { isFeatureEnabled } from '../../core/access';
import {
  CATALOG_SEARCH_DEBOUNCE_MS, CatalogMachines, canLinkConfigToIncident, selectCatalogListView, selectCatalogOptionsView, selectConfigPageView,
  type CatalogRow,
} from '../../core/catalog';
import { useActorView } from './actor';
import { useCollection, type CollectionHandlers } from './collection';
import { useService } from './container';
import { useEffectiveFlags } from './effective-flags';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

const NO_INPUT = undefined as never;

/**
 * The /catalog page (seed 002 §2.1): its collection (filters, sort and page in the URL) read as the
 * summary or the flat list, the filter bar's choices, and the search box, which reaches the filter
 * CATALOG_SEARCH_DEBOUNCE_MS after the last keystroke.
 */
export function useCatalogList(handlers: CollectionHandlers) {
  const machines = useService(CatalogMachines);
  const { view, send } = useCollection<CatalogRow, CatalogRow, CatalogRow, unknown>(machines.list, handlers);
  const catalog = useMemo(() => selectCatalogListView(view), [view]);
  const options = useActorView(machines.options, NO_INPUT, selectCatalogOptionsView);
  useRefreshSignal(() => options.send({ type: 'options.refresh' }));

  // What the box shows; the URL's search replaces it when it changes from elsewhere (Back, a summary click).
  const [searchText, setSearchText] = useState(catalog.search);
  const sent = useRef(catalog.search);
  if (catalog.search !== sent.current) {
    sent.current = catalog.search;
    setSearchText(catalog.search);
  }
  useEffect(() => {
    if (searchText.trim() === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = searchText.trim();
      send({ type: 'filter.set', name: 'search', value: searchText.trim() });
    }, CATALOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, send]);

  return {
    view,
    catalog,
    options: options.view,
    searchText,
    setSearchText,
    setFilter: (name: string, value: string) => send({ type: 'filter.set', name, value }),
    setFilters: (changes: readonly (readonly [string, string])[]) => changes.forEach(([name, value]) => send({ type: 'filter.set', name, value })),
    send,
    refresh: () => {
      send({ type: 'collection.refresh' });
      options.send({ type: 'options.refresh' });
    },
  };
}

/**
 * A config's page (seed 002 §2.1): its machine started for the id with the URL's selected lines, the
 * URL kept in step, the top bar's refresh reading it again, and whether its lines may go to an incident
 * (write on incidents, with the incidents feature on).
 */
export function useConfigPage(id: string) {
  const { config } = useService(CatalogMachines);
  const search = useInitialSearch();
  const [input] = useState(() => ({ id, search }));
  const { view, send, actor } = useActorView(config, input, selectConfigPageView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'config.reload' }));
  const { roles } = useSession();
  const flags = useEffectiveFlags();
  return { view, send, canLinkToIncident: canLinkConfigToIncident(roles) && isFeatureEnabled('incidents', flags) };
}
