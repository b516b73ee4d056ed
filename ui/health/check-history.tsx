import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  HISTORY_COLUMNS, HISTORY_DURATION_LABEL, HISTORY_DURATIONS, HISTORY_STATUS_LABEL, HISTORY_STATUSES, NO_RUNS, type CheckDetailEvent,
  type HistoryRow, type HistoryStatus, type HistoryView,
} from '../../core/health';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { SelectField } from '../components/select-field';
import { StatusDot } from '../components/status-badge';

const [AGE, DURATION, MESSAGE] = HISTORY_COLUMNS;

const COLUMNS: readonly DataTableColumn<HistoryRow>[] = [
  {
    key: 'time',
    name: AGE,
    width: 200,
    render: (row) => (
      <HStack gap="2">
        <StatusDot colour={row.passed ? 'green' : 'red'} label={row.passed ? 'passed' : 'failed'} />
        <Text fontFamily="mono" fontSize="xs">
          {row.time}
        </Text>
      </HStack>
    ),
  },
  { key: 'duration', name: DURATION, width: 110 },
  {
    key: 'message',
    name: MESSAGE,
    width: 'minmax(240px, 1fr)',
    render: (row) => (
      <Text truncate title={row.message} color={row.passed ? 'fg' : 'fg.error'}>
        {row.message}
      </Text>
    ),
  },
];

const isHistoryStatus = (value: string): value is HistoryStatus => (HISTORY_STATUSES as readonly string[]).includes(value);

/** Seed 000 §2.5 History tab: Status and Duration filters, the runs one page at a time with the total. */
export function CheckHistory({ history, send, virtualized }: { history: HistoryView; send: (event: CheckDetailEvent) => void; virtualized?: boolean }) {
  const [duration, setDuration] = useState(history.filters.duration);
  const chooseDuration = (text: string) => send({ type: 'history.duration.choose', duration: text });
  const first = history.total === 0 ? 0 : history.pageIndex * history.pageSize + 1;
  const last = Math.min(history.total, (history.pageIndex + 1) * history.pageSize);

  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap" align="start">
        <SelectField
          label={HISTORY_STATUS_LABEL}
          value={history.filters.status}
          options={HISTORY_STATUSES.map((status) => ({ value: status, label: status }))}
          onChange={(status) => isHistoryStatus(status) && send({ type: 'history.status.choose', status })}
        />
        <Field.Root invalid={Boolean(history.durationError)} orientation="horizontal" gap="2" w="auto" alignItems="start">
          <Field.Label color="fg.muted" fontSize="xs" whiteSpace="nowrap" mt="2">
            {HISTORY_DURATION_LABEL}
          </Field.Label>
          <Stack gap="1">
            <Input
              size="sm"
              w="32"
              list="history-durations"
              value={duration}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setDuration(text);
                // A choice from the list applies at once; typed text applies on Enter or when leaving the box.
                if ((HISTORY_DURATIONS as readonly string[]).includes(text)) chooseDuration(text);
              }}
              onKeyDown={(event) => event.key === 'Enter' && chooseDuration(duration)}
              onBlur={() => duration !== history.filters.duration && chooseDuration(duration)}
            />
            <datalist id="history-durations">
              {HISTORY_DURATIONS.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
            {history.durationError && <Field.ErrorText>{history.durationError}</Field.ErrorText>}
          </Stack>
        </Field.Root>
      </HStack>
      {history.error && (
        <Text color="fg.error" role="alert">
          {history.error}
        </Text>
      )}
      <DataTable
        aria-label="Run history"
        rows={history.rows}
        columns={COLUMNS}
        rowKey={(row) => `${row.time}-${row.duration}`}
        rowHeight={36}
        maxVisibleRows={12}
        virtualized={virtualized}
        empty={history.loading ? undefined : <EmptyState title={NO_RUNS} description="No run in this time range matches the filters." />}
      />
      <HStack justify="space-between" fontSize="sm" color="fg.muted">
        <Text aria-live="polite">
          {first}–{last} of {history.total} runs
        </Text>
        <Pager
          pageIndex={history.pageIndex}
          pageCount={history.pageCount}
          disabled={history.loading}
          onPage={(pageIndex) => send({ type: 'history.page', pageIndex })}
        />
      </HStack>
    </Stack>
  );
}
