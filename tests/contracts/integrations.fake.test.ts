import { anIntegration, FakeIntegrationPort } from '../fakes/integrations';
import { describeIntegrationContract } from './integrations.contract';

describeIntegrationContract('fake', async () => {
  const port = new FakeIntegrationPort();
  return {
    port,
    arrange: {
      add: async (rows) => {
        // The fake holds what the view shows: deleted rows are not in it.
        port.set(rows.filter((row) => !row.deleted).map((row, index) =>
          anIntegration({ id: `i${index}`, name: row.name, integrationType: row.type, createdAt: new Date(Date.now() - row.minutesAgo * 60_000).toISOString() })));
      },
    },
  };
});
