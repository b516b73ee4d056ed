import { randomUUID } from 'node:crypto';
import { FakeJobHistoryPort } from '../fakes/job-history';
import { describeJobsContract } from './job-history.contract';

describeJobsContract('fake', async () => {
  const fake = new FakeJobHistoryPort();
  return {
    port: fake,
    arrange: {
      add: async (runs) => {
        const now = Date.now();
        fake.set(runs.map((run) => {
          const at = new Date(now - run.minutesAgo * 60_000).toISOString();
          return {
            id: randomUUID(),
            name: run.name,
            status: run.status,
            resourceType: run.resourceType,
            resourceId: run.resourceId,
            resourceName: run.resourceId,
            timeStart: at,
            createdAt: at,
            durationMillis: run.durationMillis,
            successCount: run.successCount ?? 0,
            errorCount: run.errorCount ?? 0,
            details: { errors: run.details?.errors ?? [], scrapeSummary: run.details?.scrape_summary, reconcileSummary: run.details?.summary },
          };
        }));
      },
    },
  };
});
