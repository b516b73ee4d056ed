import { useLocation } from 'wouter';
import { CatalogScrapersPage } from './catalog-scrapers-page';
import { ScraperPage } from './scraper-page';

/** /catalog/scrapers and /catalog/scrapers/{id} (seed 002 §2.1); the location here is relative to /catalog/scrapers. */
export default function CatalogScrapersArea() {
  const [location] = useLocation();
  const id = decodeURIComponent(location.split('/').filter(Boolean)[0] ?? '');
  return id ? <ScraperPage key={id} id={id} /> : <CatalogScrapersPage />;
}
