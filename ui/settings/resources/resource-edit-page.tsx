import { Box, Link as ChakraLink, Tabs } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { type ResourceKind } from '../../../core/settings';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { PageTabs } from '../../components/page-tabs';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { usePageTitle } from '../../hooks/page-title';
import { useResourceEditor } from '../../hooks/resources';
import { JobHistoryTab } from '../job-history/job-history-tab';
import { ResourceSpecForm } from './resource-spec-form';
import { TeamMembersTab } from './team-members-tab';

/** /settings/{table}/{id} (seed 002 §2.2): the resource's tabs, its Spec tab with Update and Delete. */
export function ResourceEditPage({ kind, id }: { kind: ResourceKind; id: string }) {
  const [, navigate] = useLocation();
  const { view, send } = useResourceEditor(kind, id, { onToast: notify, onNavigate: (path) => navigate(`~${path}`) });
  usePageTitle(view.name || view.kindTitle);

  return (
    <Box>
      <ChakraLink asChild fontSize="sm" color="fg.muted" mb="2">
        <Link href={`~${view.listPath}`}>← {view.kindTitle}</Link>
      </ChakraLink>
      <PageHeader title={view.name || view.kindLabel} description={view.note} />
      {view.loading && (
        <Panel>
          <TableSkeleton columns={2} />
        </Panel>
      )}
      {view.error !== undefined && <ErrorPanel title={`Could not load the ${view.kindLabel.toLowerCase()}`} error={view.error} onRetry={() => send({ type: 'resource.retry' })} />}
      {view.missing !== undefined && (
        <Panel>
          <EmptyState title={view.missing} />
        </Panel>
      )}
      {view.ready && (
        <PageTabs tabs={view.tabs} value={view.tab} onSelect={(tab) => send({ type: 'tab.select', tab })}>
          <Tabs.Content value="spec">
            <Panel>
              <ResourceSpecForm view={view} send={send} />
            </Panel>
          </Tabs.Content>
          {view.tabs.some((tab) => tab.key === 'jobHistory') && (
            <Tabs.Content value="jobHistory">
              <JobHistoryTab resourceId={id} label={`${view.name} job history`} />
            </Tabs.Content>
          )}
          {view.tabs.some((tab) => tab.key === 'manageTeam') && (
            <Tabs.Content value="manageTeam">
              <Panel>
                <TeamMembersTab teamId={id} />
              </Panel>
            </Tabs.Content>
          )}
        </PageTabs>
      )}
    </Box>
  );
}
