import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import {
  ADD_CONNECTION, CONNECTION_COLUMNS, CONNECTION_FORM_BUTTONS, CONNECTION_TEST_MESSAGES, CONNECTIONS_DESCRIPTION, CONNECTIONS_LOAD_ERROR,
  CONNECTIONS_TITLE, ConnectionsMachines, EDIT_CONNECTION, connectionCells, connectionKey, selectConnectionTestView,
  type Connection, type ConnectionColumnKey, type ConnectionDraft,
} from '../../../core/settings/connections';
import { CollectionPage, type CollectionFormSpec, type RowActions } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ModalDialog } from '../../components/modal-dialog';
import { useActorView } from '../../hooks/actor';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { ConnectionForm } from './connection-form';
import { ConnectionTypeIcon } from './connection-type-icon';

function cell(key: ConnectionColumnKey, connection: Connection) {
  const cells = connectionCells(connection);
  switch (key) {
    case 'name':
      return (
        <HStack gap="2" minW="0">
          <ConnectionTypeIcon category={cells.category} />
          <Text truncate>{cells.name}</Text>
        </HStack>
      );
    case 'namespace':
    case 'type':
    case 'createdBy':
      return <Text truncate>{cells[key]}</Text>;
    default:
      return <DateText value={connection[key]} />;
  }
}

const NO_FIELDS: readonly never[] = [];
const form = (mode: 'create' | 'edit'): CollectionFormSpec<Connection, ConnectionDraft> => ({
  title: mode === 'create' ? ADD_CONNECTION : EDIT_CONNECTION,
  submitLabel: CONNECTION_FORM_BUTTONS.save,
  fields: NO_FIELDS,
  side: true,
  controls: (draft, change, busy, errors) => <ConnectionForm draft={draft} mode={mode} change={change} busy={busy} errors={errors} />,
});
const CREATE = { ...form('create'), button: ADD_CONNECTION };
const EDIT = form('edit');

/** Settings → Connections (seed 002 §2.2): the table, the side panel's type grid and forms, and the connection test. */
export default function ConnectionsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(CONNECTIONS_TITLE);
  const machines = useService(ConnectionsMachines);
  const test = useActorView(machines.test, undefined as never, selectConnectionTestView);
  const columns = (actions: RowActions<Connection>): readonly DataTableColumn<Connection>[] => [
    ...CONNECTION_COLUMNS.map((column) => ({
      key: column.key,
      name: column.label,
      sortable: true,
      render: (connection: Connection) => cell(column.key, connection),
    })),
    ...(actions.canEdit
      ? [{
          key: 'test',
          name: '',
          width: 140,
          render: (connection: Connection) => (
            <Button
              size="xs"
              variant="outline"
              onClick={(event) => {
                event.stopPropagation();
                test.send({ type: 'test.start', id: connection.id, name: connection.name });
              }}
            >
              {CONNECTION_FORM_BUTTONS.test}
            </Button>
          ),
        }]
      : []),
  ];
  const { view } = test;
  return (
    <>
      <CollectionPage
        machine={machines.screen}
        title={CONNECTIONS_TITLE}
        description={CONNECTIONS_DESCRIPTION}
        refreshLabel="Refresh connections"
        columns={columns}
        rowKey={connectionKey}
        create={CREATE}
        edit={EDIT}
        noun={['connection', 'connections']}
        errorTitle={CONNECTIONS_LOAD_ERROR}
        virtualized={virtualized}
      />
      <ModalDialog
        open={view.open}
        title={`${CONNECTION_TEST_MESSAGES.title}: ${view.name}`}
        onClose={() => test.send({ type: 'test.close' })}
        size="md"
        footer={
          <Button variant="outline" onClick={() => test.send({ type: 'test.close' })}>
            Close
          </Button>
        }
      >
        <Alert.Root status={view.testing ? 'info' : view.passed ? 'success' : 'error'} role="status">
          <Alert.Indicator />
          <Alert.Title whiteSpace="pre-wrap" fontFamily={view.passed || view.testing ? undefined : 'mono'} fontSize="sm">
            {view.message}
          </Alert.Title>
        </Alert.Root>
      </ModalDialog>
    </>
  );
}
