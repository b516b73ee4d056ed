import { useMemo, useState } from 'react';
import { JOBS_DESCRIPTION, JOBS_LOAD_ERROR, JOBS_TITLE, JobsMachines, jobKey, type JobRow } from '../../../core/settings/job-history';
import { CollectionPage } from '../../components/collection-page';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { jobColumns } from './job-columns';
import { JobDetailsDialog } from './job-details-dialog';
import { JobFilters } from './job-filters';

/** Settings → Jobs History (seed 002 §2.2): the filter bar, the runs newest first, a run's details in a modal. */
export default function JobHistoryPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(JOBS_TITLE);
  const { screen, names } = useService(JobsMachines);
  const [shown, setShown] = useState<JobRow>();
  const columns = useMemo(() => jobColumns(setShown), []);
  return (
    <>
      <CollectionPage
        machine={screen}
        title={JOBS_TITLE}
        description={JOBS_DESCRIPTION}
        refreshLabel="Refresh"
        columns={columns}
        rowKey={jobKey}
        rowsOpen={false}
        noun={['run', 'runs']}
        errorTitle={JOBS_LOAD_ERROR}
        virtualized={virtualized}
        filters={(filter, set) => <JobFilters names={names} filter={filter} set={set} />}
      />
      <JobDetailsDialog row={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
