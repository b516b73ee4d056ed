import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aScraper } from '../../../tests/fakes/config-scraper';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import CatalogScrapersArea from './catalog-scrapers-area';
import { CatalogScrapersPage } from './catalog-scrapers-page';

// The Spec tab's editor (Ace) is not loaded here: each page opens on Job History, so Spec never mounts.
function open(path: string, roles = ['admin'], page = <CatalogScrapersArea />) {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  fakes.configScrapers.set([aScraper({ id: 's1', name: 'demo-files', description: 'Reads the demo manifests' })]);
  const at = fakes.clock.now().toISOString();
  fakes.jobHistory.set([
    {
      id: 'j1', name: 'ConfigScraper', status: 'FAILED', resourceType: 'config_scraper', resourceId: 's1', resourceName: 'demo-files',
      timeStart: at, createdAt: at, durationMillis: 20, successCount: 0, errorCount: 1, details: { errors: ['bad.yaml:2: oops'] },
    },
  ]);
  fakes.configScrapers.ran({ status: 'SUCCESS', items: 7, changes: 1, errors: [] });
  const view = renderConsole(
    <SignedInProviders>
      {page}
    </SignedInProviders>,
    { fakes, path },
  );
  return { ...view, fakes };
}

describe('the catalog scrapers', () => {
  it('list the scrapers with their type and schedule, each name opening its page', async () => {
    open('/', ['admin'], <CatalogScrapersPage virtualized={false} />);
    const link = await screen.findByRole('link', { name: 'demo-files' });
    expect(link.getAttribute('href')).toBe('/catalog/scrapers/s1');
    expect(screen.getByText('File')).toBeInTheDocument();
    expect(screen.getByText('@every 1m')).toBeInTheDocument();
  });
});

describe("a scraper's page", () => {
  it('has the tabs Spec and Job History, runs the scraper now and says how it went', async () => {
    const { fakes } = open('/s1?tab=jobs');
    expect(await screen.findByRole('tab', { name: 'Spec' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('demo-files: SUCCESS, 7 items, 1 change')).toBeInTheDocument();
    expect(fakes.configScrapers.runs).toEqual(['s1']);
  });

  it('lists its runs on the Job History tab, and offers no Run Now to a viewer', async () => {
    open('/s1?tab=jobs', ['viewer']);
    expect(await screen.findByRole('grid', { name: 'demo-files job history' })).toBeInTheDocument();
    expect(screen.getByText('1 run')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Now' })).toBeNull();
  });
});
