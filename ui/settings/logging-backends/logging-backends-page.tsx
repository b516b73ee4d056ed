import { Badge, Box, Field, HStack, Text } from '@chakra-ui/react';
import {
  ADD_LOG_BACKEND, EDIT_LOG_BACKEND, LOG_BACKEND_COLUMNS, LOG_BACKENDS_DESCRIPTION, LOG_BACKENDS_LOAD_ERROR,
  LOG_BACKENDS_TITLE, LoggingBackendsMachines, logBackendCells, logBackendKey, logBackendSubmitLabel, type LogBackend, type LogBackendColumnKey, type LogBackendDraft,
} from '../../../core/settings/logging-backends';
import { CollectionPage, type CollectionFormSpec } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import type { FormField } from '../../components/form-dialog';
import { YamlEditor } from '../../components/yaml-editor';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';

function cell(key: LogBackendColumnKey, backend: LogBackend) {
  const cells = logBackendCells(backend);
  switch (key) {
    case 'name':
    case 'source':
    case 'createdBy':
      return <Text truncate>{cells[key]}</Text>;
    case 'type':
      return (
        <Text truncate color={cells.served ? undefined : 'fg.warning'} title={cells.type}>
          {cells.type}
        </Text>
      );
    case 'labels':
      return (
        <HStack gap="1" minW="0">
          {cells.labels.map((label) => (
            <Badge key={label} size="sm" variant="outline">
              {label}
            </Badge>
          ))}
        </HStack>
      );
    default:
      return <DateText value={backend[key]} />;
  }
}

const COLUMNS: readonly DataTableColumn<LogBackend>[] = LOG_BACKEND_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: ['name', 'source', 'createdAt', 'updatedAt'].includes(column.key),
  render: (backend: LogBackend) => cell(column.key, backend),
}));

/** R002-2-2-97: Labels and the YAML Spec below the name, each with its problem under it. */
const editors: CollectionFormSpec<LogBackend, LogBackendDraft>['controls'] = (draft, change, busy, errors) => (
  <>
    <Field.Root invalid={errors?.labels !== undefined}>
      <Field.Label>Labels</Field.Label>
      <Box w="full">
        <YamlEditor value={draft.labels} onChange={(labels) => change({ ...draft, labels })} aria-label="Labels" readOnly={busy} height={80} />
      </Box>
      {errors?.labels && <Field.ErrorText>{errors.labels}</Field.ErrorText>}
    </Field.Root>
    <Field.Root invalid={errors?.spec !== undefined}>
      <Field.Label>Spec</Field.Label>
      <Box w="full">
        <YamlEditor value={draft.spec} onChange={(spec) => change({ ...draft, spec })} aria-label="Spec" readOnly={busy} height={200} />
      </Box>
      {errors?.spec && <Field.ErrorText>{errors.spec}</Field.ErrorText>}
    </Field.Root>
  </>
);

const NEW_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', required: true }];
// Seed 002 §2.2: the name cannot change once the backend exists.
const EDIT_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', readOnly: true }];

/** Settings → Log Backends (seed 002 §2.2): the backends the Logs screen reads, and their form (Name, Labels, YAML Spec). */
export default function LoggingBackendsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(LOG_BACKENDS_TITLE);
  const { screen } = useService(LoggingBackendsMachines);
  return (
    <CollectionPage
      machine={screen}
      title={LOG_BACKENDS_TITLE}
      description={LOG_BACKENDS_DESCRIPTION}
      refreshLabel="Refresh log backends"
      columns={COLUMNS}
      rowKey={logBackendKey}
      create={{
        button: ADD_LOG_BACKEND, title: ADD_LOG_BACKEND, submitLabel: logBackendSubmitLabel('create', false),
        busyLabel: logBackendSubmitLabel('create', true),
        fields: NEW_FIELDS, controls: editors,
      }}
      edit={{
        title: EDIT_LOG_BACKEND, submitLabel: logBackendSubmitLabel('edit', false),
        busyLabel: logBackendSubmitLabel('edit', true), fields: EDIT_FIELDS,
        controls: editors,
      }}
      noun={['log backend', 'log backends']}
      errorTitle={LOG_BACKENDS_LOAD_ERROR}
      virtualized={virtualized}
    />
  );
}
