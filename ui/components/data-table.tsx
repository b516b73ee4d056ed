import { Suspense, type ReactNode } from 'react';
import { preloadable } from './preloadable';
import { TableSkeleton } from './table-skeleton';

export interface DataTableColumn<Row> {
  readonly key: string;
  readonly name: string;
  readonly width?: number | string;
  readonly minWidth?: number;
  readonly maxWidth?: number;
  /** Columns can be resized unless this is false. */
  readonly resizable?: boolean;
  /** How a cell shows its row; plain text of `row[key]` when absent. */
  readonly render?: (row: Row) => ReactNode;
  /** The header sorts by this column when clicked (the page decides what sorting means). */
  readonly sortable?: boolean;
  /** A row whose cell here spans every column (a group's heading), rather than this column alone. */
  readonly spansRow?: (row: Row) => boolean;
}

export interface DataTableSort {
  readonly column: string;
  readonly desc: boolean;
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
  /** How many rows are kept drawn beyond each edge of the view (the grid's 4 unless said). */
  readonly overscanRows?: number;
  /** How many rows show before the table scrolls (15 unless said). */
  readonly maxVisibleRows?: number;
  /** The sorted column, shown in its header; sorting itself happens where the rows come from. */
  readonly sort?: DataTableSort;
  readonly onSortChange?: (sort: DataTableSort | undefined) => void;
  /** A class for a row (e.g. a group row that reads differently). */
  readonly rowClass?: (row: Row) => string | undefined;
  /** A column was resized by the person (its key and new width in px). */
  readonly onColumnResize?: (key: string, width: number) => void;
  /**
   * Reuse the rows' elements while scrolling (for long tables whose cells hold no state of their own):
   * each row element keeps its place in the view and is rewritten with the row scrolled to that place.
   */
  readonly recycleRows?: boolean;
  /** The rows were scrolled: how many px are left below the visible ones (a list that reads more near its end). */
  readonly onScrolled?: (distanceToEnd: number) => void;
}

// react-data-grid is heavy: it loads with the first table, never in the first chunk.
const Grid = preloadable(() => import('./data-table-grid'));

/** A page that will show a table once its data is there loads the grid's code meanwhile. */
export const preloadDataTable = (): void => void Grid.preload();

/** The console's one table: virtualised, keyboard reachable, themed for light and dark. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  if (props.rows.length === 0 && props.empty) return <>{props.empty}</>;
  return (
    <Suspense fallback={<TableSkeleton columns={Math.min(props.columns.length, 6)} />}>
      <Grid {...(props as unknown as DataTableProps<unknown>)} />
    </Suspense>
  );
}
