import { Badge, Box, HStack, Text, chakra } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { LOGS_TEXTS, type ColumnSize, type ColumnSizes, type LogLine, type LogsColumn } from '../../core/logs';
import type { DataTableColumn } from '../components/data-table';

/** A log line with its place in the answer: rows are selected by index. */
export interface LogRow {
  readonly index: number;
  readonly line: LogLine;
}

const timeOf = (timestamp: string) => {
  const time = dayjs(timestamp);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss.SSS') : timestamp;
};

const CELLS: Readonly<Record<LogsColumn, (row: LogRow) => React.ReactNode>> = {
  time: ({ line }) => (
    <Text fontFamily="mono" fontSize="xs" color="fg.muted" whiteSpace="nowrap" title={line.timestamp}>
      {timeOf(line.timestamp)}
    </Text>
  ),
  message: ({ line }) => (
    <Text fontFamily="mono" fontSize="xs" lineClamp={3} whiteSpace="pre-wrap" wordBreak="break-all" title={line.message}>
      {line.message}
    </Text>
  ),
  labels: ({ line }) => (
    <HStack gap="1" overflow="hidden" title={Object.entries(line.labels ?? {}).map(([k, v]) => `${k}=${v}`).join('\n')}>
      {Object.entries(line.labels ?? {}).map(([key, value]) => (
        <Badge key={key} size="xs" variant="outline" flexShrink={0}>
          {key}={value}
        </Badge>
      ))}
    </HStack>
  ),
};

/**
 * The table's columns (seed 001 §2.9). Time fits its timestamp (its size of 5, at most 6, is narrower
 * than any timestamp); Message and Labels take their sizes in px, Message stretching until resized.
 */
export function logsColumns(
  sizes: Readonly<Record<LogsColumn, ColumnSize>>,
  remembered: ColumnSizes,
  selection?: { isSelected: (index: number) => boolean; toggle: (index: number) => void },
): DataTableColumn<LogRow>[] {
  const columns: DataTableColumn<LogRow>[] = [
    { key: 'time', name: LOGS_TEXTS.columns.time, width: 'max-content', resizable: false, render: CELLS.time },
    {
      key: 'message',
      name: LOGS_TEXTS.columns.message,
      width: remembered.message ? sizes.message.size : `minmax(${sizes.message.size}px, 1fr)`,
      minWidth: 160,
      render: CELLS.message,
    },
    { key: 'labels', name: LOGS_TEXTS.columns.labels, width: sizes.labels.size, minWidth: 80, render: CELLS.labels },
  ];
  if (!selection) return columns;
  const select: DataTableColumn<LogRow> = {
    key: 'select',
    name: '',
    width: 44,
    minWidth: 44,
    resizable: false,
    render: (row) => (
      <Box onClick={(event) => event.stopPropagation()} display="flex">
        <chakra.input
          type="checkbox"
          aria-label={`Select line ${row.index + 1}`}
          checked={selection.isSelected(row.index)}
          onChange={() => selection.toggle(row.index)}
          accentColor="blue.500"
          boxSize="4"
        />
      </Box>
    ),
  };
  return [select, ...columns];
}
