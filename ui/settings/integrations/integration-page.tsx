import { Box, Link as ChakraLink, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { IntegrationsMachines, selectIntegrationPageView } from '../../../core/settings/integrations';
import { ConfigScraperMachines, EDIT_SCRAPER } from '../../../core/settings/config-scraper';
import { EDIT_LOG_BACKEND, LoggingBackendsMachines, logBackendSubmitLabel } from '../../../core/settings/logging-backends';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { PageTabs } from '../../components/page-tabs';
import { Panel } from '../../components/panel';
import { RecordForm } from '../../components/record-form';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { useActorView } from '../../hooks/actor';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { useRecordEditor } from '../../hooks/record-editor';
import { useResourceEditor } from '../../hooks/resources';
import { SCRAPER_EDIT_FIELDS, scraperSpecEditor } from '../config-scraper/scraper-form';
import { JobHistoryTab } from '../job-history/job-history-tab';
import { LOG_BACKEND_EDIT_FIELDS, logBackendEditors } from '../logging-backends/log-backend-form';
import { ResourceSpecForm } from '../resources/resource-spec-form';

type Navigate = (path: string) => void;

/** A record loading, failed or shown: the states every Spec form has. */
function Loaded({ loading, error, onRetry, children }: { loading: boolean; error?: string; onRetry: () => void; children: ReactNode }) {
  if (loading) return <TableSkeleton columns={2} />;
  if (error !== undefined) return <ErrorPanel title="Could not load the integration" error={error} onRetry={onRetry} />;
  return <>{children}</>;
}

function LogBackendSpec({ id, returnTo, navigate }: { id: string; returnTo: string; navigate: Navigate }) {
  const { view, send } = useRecordEditor(useService(LoggingBackendsMachines).editor, id, returnTo, { onToast: notify, onNavigate: navigate });
  return (
    <Loaded loading={view.loading} error={view.error} onRetry={() => send({ type: 'record.retry' })}>
      <RecordForm
        view={view}
        send={send}
        label={EDIT_LOG_BACKEND}
        fields={LOG_BACKEND_EDIT_FIELDS}
        controls={logBackendEditors}
        submitLabel={logBackendSubmitLabel('edit', false)}
        busyLabel={logBackendSubmitLabel('edit', true)}
      />
    </Loaded>
  );
}

function ScraperSpec({ id, returnTo, navigate }: { id: string; returnTo: string; navigate: Navigate }) {
  const { view, send } = useRecordEditor(useService(ConfigScraperMachines).editor, id, returnTo, { onToast: notify, onNavigate: navigate });
  return (
    <Loaded loading={view.loading} error={view.error} onRetry={() => send({ type: 'record.retry' })}>
      <RecordForm view={view} send={send} label={EDIT_SCRAPER} fields={SCRAPER_EDIT_FIELDS} controls={scraperSpecEditor} submitLabel="Update" />
    </Loaded>
  );
}

function TopologySpec({ id, returnTo, navigate }: { id: string; returnTo: string; navigate: Navigate }) {
  const { view, send } = useResourceEditor('topologies', id, { onToast: notify, onNavigate: navigate, returnTo });
  return (
    <Loaded loading={view.loading} error={view.error} onRetry={() => send({ type: 'resource.retry' })}>
      {view.missing !== undefined ? <EmptyState title={view.missing} /> : <ResourceSpecForm view={view} send={send} />}
    </Loaded>
  );
}

/**
 * /settings/integrations/{integration_type}/{id} (seed 002 §2.2): Spec, the type's own edit form (a log
 * backend's, a topology's or a scraper's; 'Unknown type' otherwise), and Job History. After an update or
 * delete the form returns to the integrations.
 */
export function IntegrationPage({ integrationType, id }: { integrationType: string; id: string }) {
  const [, setLocation] = useLocation();
  const { page } = useService(IntegrationsMachines);
  const { view, send } = useActorView(page, { integrationType, id }, selectIntegrationPageView);
  usePageTitle(view.typeLabel);
  const navigate = (path: string) => setLocation(`~${path}`);
  const spec = { id, returnTo: view.listPath, navigate };
  return (
    <Box>
      <ChakraLink asChild fontSize="sm" color="fg.muted" mb="2">
        <Link href={`~${view.listPath}`}>← {view.listTitle}</Link>
      </ChakraLink>
      <PageHeader title={view.typeLabel} description={id} />
      <PageTabs tabs={view.tabs} value={view.tab} onSelect={(tab) => send({ type: 'tab.select', tab })}>
        <Tabs.Content value="spec">
          <Panel>
            {view.form === 'logBackend' && <LogBackendSpec {...spec} />}
            {view.form === 'scraper' && <ScraperSpec {...spec} />}
            {view.form === 'topology' && <TopologySpec {...spec} />}
            {view.form === undefined && <EmptyState title={view.unknownType} />}
          </Panel>
        </Tabs.Content>
        <Tabs.Content value="jobs">
          <JobHistoryTab resourceId={id} label={`${view.typeLabel} job history`} />
        </Tabs.Content>
      </PageTabs>
    </Box>
  );
}
