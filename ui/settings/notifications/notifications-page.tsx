import { Button, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  ADD_NOTIFICATION, CREATE_NOTIFICATION, EDIT_NOTIFICATION, JOBS_HISTORY_LINK, NOTIFICATION_COLUMNS, NOTIFICATIONS_DESCRIPTION, NOTIFICATIONS_TITLE,
  NotificationsMachines, failedErrorOf, mostCommonErrorTitle, notificationCells, notificationKey, type Notification,
} from '../../../core/settings/notifications';
import { AreaLink } from '../../components/area-link';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ErrorTextDialog } from '../../components/error-text-dialog';
import type { FormField } from '../../components/form-dialog';
import { notify } from '../../components/toaster';
import { useService } from '../../hooks/container';
import { useRecipientChoices } from '../../hooks/notifications';
import { usePageTitle } from '../../hooks/page-title';
import { notificationFormControls } from './notification-form-controls';

const FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'title', label: 'Title', placeholder: 'Check {{ .check.name }} has failed' },
  { name: 'filter', label: 'Filter', helper: 'A CEL expression over check, component or config' },
  { name: 'template', label: 'Template', multiline: true },
];

const SORTABLE = new Set(['name', 'pending', 'sent', 'failed', 'avgDuration', 'createdAt']);

function columns(showError: (row: Notification) => void): readonly DataTableColumn<Notification>[] {
  return NOTIFICATION_COLUMNS.map((column) => ({
    key: column.key,
    name: column.label,
    sortable: SORTABLE.has(column.key),
    render: (row: Notification) => {
      const text = notificationCells(row)[column.key];
      if (column.key === 'createdAt') return <DateText value={text} />;
      if (column.key === 'failed' && failedErrorOf(row) !== undefined) {
        return (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`${text} failed: show the most common error`}
            onClick={(event) => {
              // The row's own click opens the edit form; this one shows the error instead.
              event.stopPropagation();
              showError(row);
            }}
          >
            {text}
          </Button>
        );
      }
      return <Text truncate>{text}</Text>;
    },
  }));
}

/**
 * Settings → Notifications (seed 002 §2.2): the summary view newest first with the sends counted, the
 * create and edit modals, the failed count's most common error, and a link to the jobs that send them.
 */
export default function NotificationsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(NOTIFICATIONS_TITLE);
  const { screen, recipients } = useService(NotificationsMachines);
  const choices = useRecipientChoices(recipients, notify);
  const [shown, setShown] = useState<Notification>();
  const table = useMemo(() => columns(setShown), []);
  const controls = useMemo(() => notificationFormControls(choices), [choices]);
  return (
    <>
      <CollectionPage
        machine={screen}
        title={NOTIFICATIONS_TITLE}
        description={NOTIFICATIONS_DESCRIPTION}
        refreshLabel="Refresh"
        columns={table}
        rowKey={notificationKey}
        create={{ button: ADD_NOTIFICATION, title: CREATE_NOTIFICATION, submitLabel: 'Save', fields: FIELDS, controls }}
        edit={{ title: EDIT_NOTIFICATION, submitLabel: 'Update', fields: FIELDS, controls }}
        noun={['notification', 'notifications']}
        errorTitle="Could not load notifications"
        virtualized={virtualized}
        headerAction={() => <AreaLink href={JOBS_HISTORY_LINK.path}>{JOBS_HISTORY_LINK.label}</AreaLink>}
      />
      <ErrorTextDialog
        shown={shown && { title: mostCommonErrorTitle(shown.name), error: failedErrorOf(shown) ?? '' }}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}
