import { Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AGENTS_BREADCRUMB, AGENTS_EMPTY, REFRESH_AGENTS, type AgentRow } from '../../../core/agents';
import { pageCount } from '../../../core/shared';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PlusIcon, RefreshIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { useAgentsScreen } from '../../hooks/agents';
import { usePageTitle } from '../../hooks/page-title';
import { AGENT_TABLE_COLUMNS } from './agent-columns';
import { AgentDeleteFlow } from './agent-delete-flow';
import { AgentDialog } from './agent-dialog';

const rowKey = (row: AgentRow) => row.id;

/** Settings → Agents (seed 000 §2.7). */
export default function AgentsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(AGENTS_BREADCRUMB);
  const screen = useAgentsScreen();
  const [deleting, setDeleting] = useState<string>();
  const { query } = screen;

  return (
    <Box>
      <PageHeader
        title={AGENTS_BREADCRUMB}
        description="Agents run in other clusters and push their checks, configs and runs to this instance."
        actions={
          <>
            {screen.loading && screen.loaded && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            <IconButton size="sm" variant="outline" aria-label={REFRESH_AGENTS} onClick={screen.refresh}>
              <RefreshIcon />
            </IconButton>
            {screen.canAdd && (
              <Button colorPalette="blue" size="sm" onClick={screen.openCreate}>
                <PlusIcon /> Add agent
              </Button>
            )}
          </>
        }
      />
      <Panel>
        {!screen.loaded && !screen.error && <TableSkeleton columns={8} />}
        {!screen.loaded && screen.error && <ErrorPanel title="Could not load agents" error={screen.error} onRetry={screen.refresh} />}
        {screen.loaded && (
          <DataTable
            aria-label={AGENTS_BREADCRUMB}
            rows={screen.rows}
            columns={AGENT_TABLE_COLUMNS}
            rowKey={rowKey}
            virtualized={virtualized}
            sort={query.sortBy ? { column: query.sortBy, desc: query.sortOrder === 'desc' } : undefined}
            onSortChange={(sort) => screen.sortBy(sort?.column ?? query.sortBy ?? 'created_at')}
            onRowActivate={(row) => screen.openAgent(row.id)}
            empty={<EmptyState title={AGENTS_EMPTY} description={screen.canAdd ? 'Add an agent to watch another cluster.' : undefined} />}
          />
        )}
      </Panel>
      {screen.loaded && screen.error && (
        <Text color="fg.error" role="alert" mt="2">
          {screen.error}
        </Text>
      )}
      {screen.loaded && (
        <HStack justify="space-between" mt="2" fontSize="sm" color="fg.muted">
          <Text>
            {screen.total} {screen.total === 1 ? 'agent' : 'agents'}
          </Text>
          <Pager pageIndex={query.pageIndex} pageCount={pageCount(screen.total, query.pageSize)} onPage={screen.goToPage} />
        </HStack>
      )}
      {screen.dialog && (
        <AgentDialog
          key={screen.dialog.mode === 'edit' ? screen.dialog.id : 'create'}
          machines={screen.machines}
          request={screen.dialog}
          canDelete={screen.canEdit}
          onToast={notify}
          onChanged={screen.refresh}
          onDone={screen.closeDialog}
          onDelete={(agentId) => {
            setDeleting(agentId);
            screen.closeDialog();
          }}
        />
      )}
      {deleting && (
        <AgentDeleteFlow
          key={deleting}
          machines={screen.machines}
          agentId={deleting}
          onToast={notify}
          onChanged={screen.refresh}
          onDone={() => setDeleting(undefined)}
        />
      )}
    </Box>
  );
}
