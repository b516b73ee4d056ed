import dayjs from 'dayjs';
import { LOGS_TEXTS, type ColumnSize, type ColumnSizes, type LogLine, type LogsColumn } from '../../core/logs';
import type { DataTableColumn } from '../components/data-table';
import './logs-columns.css';

/** A log line with its place in the answer: rows are selected by index. */
export interface LogRow {
  readonly index: number;
  readonly line: LogLine;
}

const timeOf = (timestamp: string) => {
  const time = dayjs(timestamp);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss.SSS') : timestamp;
};

const labelsOf = (line: LogLine) => Object.entries(line.labels ?? {});

const CELLS: Readonly<Record<LogsColumn, (row: LogRow) => React.ReactNode>> = {
  time: ({ line }) => (
    <span className="logs-cell logs-cell-time" title={line.timestamp}>
      {timeOf(line.timestamp)}
    </span>
  ),
  message: ({ line }) => (
    <span className="logs-cell logs-cell-message" title={line.message}>
      {line.message}
    </span>
  ),
  labels: ({ line }) => {
    const labels = labelsOf(line);
    return (
      <span className="logs-cell-labels" title={labels.map(([key, value]) => `${key}=${value}`).join('\n')}>
        {labels.map(([key, value]) => (
          <span key={key} className="logs-label">
            {key}={value}
          </span>
        ))}
      </span>
    );
  },
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
      <span className="logs-select" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          aria-label={`Select line ${row.index + 1}`}
          checked={selection.isSelected(row.index)}
          onChange={() => selection.toggle(row.index)}
        />
      </span>
    ),
  };
  return [select, ...columns];
}
