import { Alert, Box, Button, Link as ChakraLink, Field, HStack, Input, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { type ResourceKind, type ResourceTab } from '../../../core/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { usePageTitle } from '../../hooks/page-title';
import { useResourceEditor } from '../../hooks/resources';
import { CanarySpecEditor } from './canary-spec-editor';
import { ObjectEditor } from './object-editor';
import { TeamMembersTab } from './team-members-tab';

/** /settings/{table}/{id} (seed 002 §2.2): the resource's tabs, its Spec tab with Update and Delete. */
export function ResourceEditPage({ kind, id }: { kind: ResourceKind; id: string }) {
  const [, navigate] = useLocation();
  const { view, send } = useResourceEditor(kind, id, { onToast: notify, onNavigate: (path) => navigate(`~${path}`) });
  usePageTitle(view.name || view.kindTitle);
  const { fields, draft, errors } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'resource.save' });
  };

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
        <Tabs.Root value={view.tab} onValueChange={(details) => send({ type: 'tab.select', tab: details.value as ResourceTab })} variant="line">
          <Tabs.List>
            {view.tabs.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="spec">
            <Panel>
              <form onSubmit={submit} aria-label={`${view.kindLabel} spec`}>
                <Stack gap="4" p="4">
                  <HStack gap="4" align="start" wrap="wrap">
                    <Field.Root required invalid={errors.fields?.name !== undefined} disabled={fields.nameDisabled} flex="1" minW="220px">
                      <Field.Label>Name</Field.Label>
                      <Input value={draft.name} readOnly />
                      <Field.ErrorText>{errors.fields?.name}</Field.ErrorText>
                    </Field.Root>
                    {fields.icon && (
                      <Field.Root flex="1" minW="180px" disabled={!view.canSave}>
                        <Field.Label>Icon</Field.Label>
                        <Input value={draft.icon} onChange={(event) => send({ type: 'field.set', name: 'icon', value: event.target.value })} />
                      </Field.Root>
                    )}
                    {fields.namespace && (
                      <Field.Root disabled={fields.namespaceDisabled} flex="1" minW="180px">
                        <Field.Label>Namespace</Field.Label>
                        <Input value={draft.namespace} readOnly />
                      </Field.Root>
                    )}
                    {fields.schedule && (
                      <Field.Root flex="1" minW="180px" disabled={!view.canSave}>
                        <Field.Label>Schedule</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field value={draft.schedule} onChange={(event) => send({ type: 'field.set', name: 'schedule', value: event.target.value })}>
                            <option value="">None</option>
                            {/* A schedule saved outside the dropdown's choices stays selectable. */}
                            {[...new Set([...fields.scheduleOptions, ...(draft.schedule ? [draft.schedule] : [])])].map((option) => (
                              <option key={option} value={option}>
                                {option}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                  </HStack>
                  {fields.labels && (
                    <Field.Root>
                      <Field.Label>Labels</Field.Label>
                      <ObjectEditor label="Labels" mode="json" height={100} readOnly={!view.canSave} initial={draft.labels} onText={(text) => send({ type: 'editor.set', name: 'labels', text })} />
                    </Field.Root>
                  )}
                  {view.specEditor === 'canary' ? (
                    <CanarySpecEditor spec={draft.spec} onSpec={(spec) => send({ type: 'spec.set', spec })} errors={errors.fields} readOnly={!view.canSave} />
                  ) : (
                    <Field.Root>
                      <Field.Label>Spec</Field.Label>
                      <ObjectEditor label="Spec" mode="yaml" height={360} readOnly={!view.canSave} initial={draft.spec} onText={(text) => send({ type: 'editor.set', name: 'spec', text })} />
                    </Field.Root>
                  )}
                  {errors.message && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{errors.message}</Alert.Title>
                    </Alert.Root>
                  )}
                  {(view.canSave || view.canDelete) && (
                    <HStack justify="space-between">
                      {view.canDelete ? (
                        <Button variant="ghost" colorPalette="red" onClick={() => send({ type: 'resource.delete' })} disabled={view.saving}>
                          Delete
                        </Button>
                      ) : (
                        <span />
                      )}
                      {view.canSave && (
                        <Button type="submit" colorPalette="blue" loading={view.saving}>
                          {view.submitLabel}
                        </Button>
                      )}
                    </HStack>
                  )}
                </Stack>
              </form>
            </Panel>
          </Tabs.Content>
          {view.tabs.some((tab) => tab.id === 'manageTeam') && (
            <Tabs.Content value="manageTeam">
              <Panel>
                <TeamMembersTab teamId={id} />
              </Panel>
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={view.confirm !== undefined}
        title={view.confirm?.title ?? ''}
        message={view.confirm?.message ?? ''}
        confirmLabel="Delete"
        busy={view.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Box>
  );
}
