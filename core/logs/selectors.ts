import type { SnapshotFrom } from 'xstate';
import { memoizeLast, type ExportTable, type TableRows } from '../shared';
import type { LogLine } from './model';
import type { logsPageMachine } from './machines/logs-page.machine';
import type { LogsQuery } from './rules/logs-query';
import { logsTableMessage } from './rules/messages';
import { componentOptions, selectorOptions, type PickerOption } from './rules/pickers';
import { LOGS_OVERSCAN_ROWS, LOGS_ROW_ESTIMATE_PX, columnSizes, type ColumnSize, type ColumnSizes, type LogsColumn } from './rules/table';

export interface LogsPageView {
  readonly query: LogsQuery;
  /** What the search box shows (it reaches the query after the debounce). */
  readonly searchText: string;
  readonly componentOptions: readonly PickerOption[];
  readonly componentsPhase: 'loading' | 'failed' | 'ready';
  readonly componentsError?: string;
  readonly selectorOptions: readonly PickerOption[];
  readonly lines: readonly LogLine[];
  readonly total?: number;
  readonly loading: boolean;
  /** The log backend's failure, shown in the table only. */
  readonly error?: string;
  /** Every line of the search shown, for the Export button; absent while none is shown. */
  readonly exported?: ExportTable;
  /** What the table says instead of rows, if anything. */
  readonly message?: string;
  readonly selected: readonly number[];
  readonly columnSizes: Readonly<Record<LogsColumn, ColumnSize>>;
  /** The widths the person set, as remembered. */
  readonly rememberedSizes: ColumnSizes;
  /** R001-2-9-10: how the table draws its rows. */
  readonly tableRows: TableRows;
}

const LOGS_TABLE_ROWS: TableRows = { height: LOGS_ROW_ESTIMATE_PX, overscan: LOGS_OVERSCAN_ROWS };

const components = memoizeLast(componentOptions);
const selectors = memoizeLast(selectorOptions);
const sizes = memoizeLast(columnSizes);

/** What the logs page shows (seed 001 §2.9). */
export function selectLogsPageView(snapshot: SnapshotFrom<typeof logsPageMachine>): LogsPageView {
  const { context } = snapshot;
  const loading = snapshot.hasTag('loading');
  const failed = snapshot.hasTag('error');
  return {
    query: context.query,
    searchText: context.searchText,
    componentOptions: components(context.components),
    componentsPhase: snapshot.hasTag('componentsLoading') ? 'loading' : snapshot.hasTag('componentsFailed') ? 'failed' : 'ready',
    componentsError: context.componentsError,
    selectorOptions: selectors(context.selectors),
    lines: context.lines,
    total: context.total,
    loading,
    error: failed ? context.error : undefined,
    exported: loading || failed ? undefined : context.exported,
    message: logsTableMessage({ componentSelected: context.query.topologyId !== undefined, loading: loading || failed, lineCount: context.lines.length }),
    selected: context.selected,
    columnSizes: sizes(context.columnSizes),
    rememberedSizes: context.columnSizes,
    tableRows: LOGS_TABLE_ROWS,
  };
}
