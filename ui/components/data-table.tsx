import { lazy, Suspense, type ReactNode } from 'react';
import { TableSkeleton } from './table-skeleton';

export interface DataTableColumn<Row> {
  readonly key: string;
  readonly name: string;
  readonly width?: number | string;
  readonly minWidth?: number;
  /** How a cell shows its row; plain text of `row[key]` when absent. */
  readonly render?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly 'aria-label': string;
  /** A click on a row, or Enter on one of its cells. */
  readonly onRowActivate?: (row: Row) => void;
  /** Shown instead of the grid when there are no rows. */
  readonly empty?: ReactNode;
  readonly rowHeight?: number;
  /** Tests in jsdom, which lays nothing out, turn virtualisation off to see every row. */
  readonly virtualized?: boolean;
}

// react-data-grid is heavy: it loads with the first table, never in the first chunk.
const Grid = lazy(() => import('./data-table-grid'));

/** The console's one table: virtualised, keyboard reachable, themed for light and dark. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  if (props.rows.length === 0 && props.empty) return <>{props.empty}</>;
  return (
    <Suspense fallback={<TableSkeleton columns={Math.min(props.columns.length, 6)} />}>
      <Grid {...(props as unknown as DataTableProps<unknown>)} />
    </Suspense>
  );
}
