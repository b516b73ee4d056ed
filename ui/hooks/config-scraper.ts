import { useEffect, useState } from 'react';
import { ConfigScraperMachines, selectScraperPageView } from '../../core/settings/config-scraper';
import type { Toast } from '../../core/shared';
import { notify } from '../components/toaster';
import { useActorView } from './actor';
import { useService } from './container';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

/** /catalog/scrapers/{id}: its machine started for that scraper, its tab kept in the URL, its Run Now toasts shown. */
export function useScraperPage(id: string) {
  const { page } = useService(ConfigScraperMachines);
  const { roles } = useSession();
  const search = useInitialSearch();
  const [input] = useState(() => ({ id, search, roles }));
  const { view, send, actor } = useActorView(page, input, selectScraperPageView);
  useUrlState(actor);
  useEffect(() => {
    const toasts = actor.on('toast', (event: Toast) => notify(event.status, event.message));
    return () => toasts.unsubscribe();
  }, [actor]);
  return { view, send };
}
