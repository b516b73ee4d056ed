import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  ADD_LOG_BACKEND, EDIT_LOG_BACKEND, LOG_BACKEND_COLUMNS, LOG_BACKENDS_DESCRIPTION, LOG_BACKENDS_LOAD_ERROR,
  LOG_BACKENDS_TITLE, LoggingBackendsMachines, logBackendCells, logBackendKey, logBackendSubmitLabel, type LogBackend, type LogBackendColumnKey,
} from '../../../core/settings/logging-backends';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { LOG_BACKEND_EDIT_FIELDS, LOG_BACKEND_NEW_FIELDS, logBackendEditors } from './log-backend-form';

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
        fields: LOG_BACKEND_NEW_FIELDS, controls: logBackendEditors,
      }}
      edit={{
        title: EDIT_LOG_BACKEND, submitLabel: logBackendSubmitLabel('edit', false),
        busyLabel: logBackendSubmitLabel('edit', true), fields: LOG_BACKEND_EDIT_FIELDS,
        controls: logBackendEditors,
      }}
      noun={['log backend', 'log backends']}
      errorTitle={LOG_BACKENDS_LOAD_ERROR}
      virtualized={virtualized}
    />
  );
}
