import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../../core/settings/job-history';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import JobHistoryPage from './job-history-page';

const at = (minutesAgo: number) => new Date(new Date('2024-06-12T10:30:00Z').getTime() - minutesAgo * 60_000).toISOString();
const aRun = (given: Partial<JobRun>): JobRun => ({
  id: 'r1', name: 'ConfigScraper', status: 'FAILED', resourceType: 'config_scraper', resourceId: 's1', resourceName: 'demo-files',
  timeStart: at(5), createdAt: at(5), durationMillis: 1_500, successCount: 0, errorCount: 1, details: { errors: ['bad.yaml:3: bad indent'] },
  ...given,
});

function open(path = '/settings/jobs') {
  const fakes = fakeConsole();
  fakes.session.setRoles(['viewer']);
  fakes.jobHistory.set([
    aRun({}),
    aRun({ id: 'r2', name: 'SyncCanaryJobs', status: 'SUCCESS', resourceType: 'system', resourceName: 'sync', details: { errors: [] } }),
    aRun({ id: 'r3', name: 'CleanupJobHistory', status: 'WARNING', resourceType: 'system', resourceName: 'cleanup', details: { errors: [] }, createdAt: at(10) }),
  ]);
  const { memory } = renderConsole(
    <SignedInProviders>
      <JobHistoryPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path },
  );
  return { fakes, memory };
}

const table = () => screen.findByRole('grid', { name: 'Jobs History' });

describe('the jobs history screen', () => {
  it('lists the runs but the successes of the last two days, and says how long each took', async () => {
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(1 + 2);
    expect(screen.getAllByText('1.5s')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Time range: Last 2 days' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('SUCCESS:-1');
  });

  it('writes a filter to the URL and lists what it keeps', async () => {
    const { memory } = open();
    await table();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Jobs History' })).getAllByRole('row')).toHaveLength(4));
    expect(memory.history.at(-1)).toBe('/settings/jobs?status=');
  });

  it('opens a run’s details on its errors, and offers none for a run without', async () => {
    open();
    await table();
    expect(screen.queryByRole('button', { name: 'Details of CleanupJobHistory' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details of ConfigScraper' }));
    const dialog = await screen.findByRole('dialog', { name: 'ConfigScraper details' });
    expect(within(dialog).getByRole('tab', { name: 'Errors', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('bad.yaml:3: bad indent')).toBeInTheDocument();
  });
});
