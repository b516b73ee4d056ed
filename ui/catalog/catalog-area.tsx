import { useLocation } from 'wouter';
import { catalogRoute } from '../../core/catalog';
import { NotFoundPage } from '../shell/not-found-page';
import { CatalogChangesPage } from './catalog-changes-page';
import { CatalogInsightsPage } from './catalog-insights-page';
import CatalogPage from './catalog-page';
import { ConfigPage } from './config-page';

/** /catalog and the pages below it (R000-2-1-09); the location here is relative to /catalog. */
export default function CatalogArea() {
  const [location] = useLocation();
  const route = catalogRoute(location);
  if (route?.page === 'list') return <CatalogPage />;
  if (route?.page === 'changes') return <CatalogChangesPage />;
  if (route?.page === 'insights') return <CatalogInsightsPage />;
  if (route?.page === 'config') return <ConfigPage key={route.id} id={route.id} tab={route.tab} />;
  return <NotFoundPage />;
}
