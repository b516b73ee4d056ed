import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  EVENT_QUEUE_COLUMNS, EVENT_QUEUE_DESCRIPTION, EVENT_QUEUE_LOAD_ERROR, EVENT_QUEUE_TITLE, EventQueueMachines, errorDialogOf, eventQueueCells,
  eventQueueKey, type EventQueueRow,
} from '../../../core/settings/event-queue-status';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ErrorTextDialog } from '../../components/error-text-dialog';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';

const DATES = new Set(['firstFailure', 'lastFailure']);

const COLUMNS: readonly DataTableColumn<EventQueueRow>[] = EVENT_QUEUE_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: true,
  render: (row: EventQueueRow) => {
    const text = eventQueueCells(row)[column.key];
    return DATES.has(column.key) ? <DateText value={text || undefined} /> : <Text truncate>{text}</Text>;
  },
}));

/** Settings → Event Queue (seed 002 §2.2): the queue's summary, the latest failure first; a row with an error opens it. */
export default function EventQueuePage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(EVENT_QUEUE_TITLE);
  const { screen } = useService(EventQueueMachines);
  const [shown, setShown] = useState<{ title: string; error: string }>();
  return (
    <>
      <CollectionPage
        machine={screen}
        title={EVENT_QUEUE_TITLE}
        description={EVENT_QUEUE_DESCRIPTION}
        refreshLabel="Refresh"
        columns={COLUMNS}
        rowKey={eventQueueKey}
        onRowOpen={(row) => setShown(errorDialogOf(row))}
        noun={['queue', 'queues']}
        errorTitle={EVENT_QUEUE_LOAD_ERROR}
        virtualized={virtualized}
      />
      <ErrorTextDialog shown={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
