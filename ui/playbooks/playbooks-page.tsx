import { Box, Button, Heading, IconButton, SimpleGrid, Skeleton, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  ADD_PLAYBOOK, EDIT_PLAYBOOK, PLAYBOOK_RUNS_PATH, RUNS_TEXTS, groupPlaybooks, PlaybooksMachines, PLAYBOOKS_DESCRIPTION, PLAYBOOKS_TITLE, playbookKey,
  runnableOf, type Playbook, type PlaybookDraft, type RunDialogInput,
} from '../../core/playbooks';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { PlusIcon, RefreshIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { notify } from '../components/toaster';
import { useCollection } from '../hooks/collection';
import { useService } from '../hooks/container';
import { usePageTitle } from '../hooks/page-title';
import { PlaybookCard } from './playbook-card';
import { RunDialog } from './run-dialog';
import { SpecEditorDialog } from './spec-editor-dialog';

/** The last value that was defined: a closing dialog keeps its words while it fades. */
function useLastDefined<V>(value: V | undefined): V | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/**
 * /playbooks (seed 002 §2.3): the playbooks as cards grouped by category, 'Other' for those without one,
 * on the collection kit's machine; who may write playbooks creates, edits, deletes and runs them.
 */
export default function PlaybooksPage() {
  usePageTitle(PLAYBOOKS_TITLE);
  const { screen } = useService(PlaybooksMachines);
  const { view, send } = useCollection<Playbook, PlaybookDraft, PlaybookDraft, unknown>(screen, { onToast: notify });
  const groups = useMemo(() => groupPlaybooks(view.rows), [view.rows]);
  const form = useLastDefined(view.form);
  const confirm = useLastDefined(view.confirm);
  const [run, setRun] = useState<RunDialogInput>();

  return (
    <Box>
      <PageHeader
        title={PLAYBOOKS_TITLE}
        description={PLAYBOOKS_DESCRIPTION}
        actions={
          <>
            {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            <Button asChild size="sm" variant="outline">
              <Link href={`~${PLAYBOOK_RUNS_PATH}`}>{RUNS_TEXTS.title}</Link>
            </Button>
            <IconButton size="sm" variant="outline" aria-label="Refresh playbooks" onClick={() => send({ type: 'collection.refresh' })}>
              <RefreshIcon />
            </IconButton>
            {view.canCreate && (
              <Button colorPalette="blue" size="sm" onClick={() => send({ type: 'item.create' })} disabled={!view.ready}>
                <PlusIcon /> {ADD_PLAYBOOK}
              </Button>
            )}
          </>
        }
      />
      {view.loading && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="120px" borderRadius="md" />
          ))}
        </SimpleGrid>
      )}
      {view.error !== undefined && <ErrorPanel title="Could not load playbooks" error={view.error} onRetry={() => send({ type: 'collection.refresh' })} />}
      {view.ready && view.rows.length === 0 && <EmptyState title={view.emptyText} description={view.canCreate ? 'Add a playbook to act on configs, components and checks.' : undefined} />}
      {view.ready && (
        <Stack gap="6">
          {groups.map((group) => (
            <Box as="section" key={group.category} aria-label={group.category}>
              <Heading as="h2" size="md" mb="3">
                {group.category}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                {group.playbooks.map((playbook) => (
                  <PlaybookCard
                    key={playbook.id}
                    playbook={playbook}
                    onEdit={view.canEdit ? () => send({ type: 'item.open', id: playbookKey(playbook) }) : undefined}
                    // Running needs write on playbooks too (permissions.md), which is what editing needs.
                    onRun={view.canEdit ? () => setRun({ playbook: runnableOf(playbook) }) : undefined}
                  />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
      {form && (
        <SpecEditorDialog
          open={view.formOpen}
          title={form.mode === 'edit' ? EDIT_PLAYBOOK : ADD_PLAYBOOK}
          draft={form.draft}
          errors={form.errors.fields}
          busy={view.saving}
          onDelete={form.mode === 'edit' && form.canDelete ? () => send({ type: 'item.delete' }) : undefined}
          onSave={(draft) => send({ type: 'item.save', draft })}
          onClose={() => send({ type: 'form.cancel' })}
        />
      )}
      {run && <RunDialog key={run.playbook?.id} opened={run} onClose={() => setRun(undefined)} />}
      <ConfirmDialog
        open={view.confirm !== undefined}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel="Delete"
        busy={view.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Box>
  );
}
