import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { FEATURE_FLAGS_EMPTY, FEATURE_FLAGS_TITLE, type FeatureFlag } from '../../core/settings';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { PlusIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { useFeatureFlagsScreen } from '../hooks/feature-flags-screen';
import { usePageTitle } from '../hooks/page-title';
import { FEATURE_FLAG_TABLE_COLUMNS } from './feature-flag-columns';
import { FeatureFlagForm } from './feature-flag-form';

const flagKey = (flag: FeatureFlag) => flag.name;

/** Settings → Feature Flags (seed 002 §2.2): the pattern later settings screens follow. */
export default function FeatureFlagsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(FEATURE_FLAGS_TITLE);
  const screen = useFeatureFlagsScreen(notify);
  const { send, form } = screen;
  const addButton = screen.canAdd && (
    <Button colorPalette="blue" size="sm" onClick={() => send({ type: 'flag.add' })} disabled={screen.status !== 'ready'}>
      <PlusIcon /> Add flag
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title={FEATURE_FLAGS_TITLE}
        description="Properties that switch console features on and off for everyone. Flags set in the server's configuration are read-only."
        actions={
          <>
            {screen.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            {addButton}
          </>
        }
      />
      <Panel>
        {screen.status === 'loading' && <TableSkeleton columns={7} />}
        {screen.status === 'failed' && (
          <ErrorPanel
            title="Could not load feature flags"
            error={screen.loadError}
            onRetry={() => send({ type: 'flags.reload' })}
          />
        )}
        {screen.status === 'ready' && (
          <DataTable
            aria-label={FEATURE_FLAGS_TITLE}
            rows={screen.flags}
            columns={FEATURE_FLAG_TABLE_COLUMNS}
            rowKey={flagKey}
            virtualized={virtualized}
            onRowActivate={(flag) => send({ type: 'flag.open', name: flag.name })}
            empty={
              <EmptyState
                title={FEATURE_FLAGS_EMPTY}
                description={screen.canAdd ? 'Add a flag such as incidents.disable = true to hide an area.' : undefined}
              />
            }
          />
        )}
      </Panel>
      {screen.status === 'ready' && screen.flags.length > 0 && (
        <Text color="fg.subtle" fontSize="xs" mt="2">
          {screen.flags.length} {screen.flags.length === 1 ? 'flag' : 'flags'}
          {screen.canAdd ? ' · select a stored flag to change or delete it' : ''}
        </Text>
      )}
      <FeatureFlagForm
        open={screen.formOpen}
        form={form}
        saving={screen.saving}
        canDelete={form?.original ? screen.actionsFor(form.original).remove : false}
        onSubmit={(draft) => send({ type: 'form.submit', draft })}
        onCancel={() => send({ type: 'form.cancel' })}
        onDelete={() => send({ type: 'flag.delete' })}
      />
      <ConfirmDialog
        open={screen.confirmingDelete}
        title="Delete feature flag"
        message={`The flag ${form?.original?.name ?? ''} will be removed for everyone.`}
        confirmLabel="Delete"
        busy={screen.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Box>
  );
}
