import { useMemo, type Key } from 'react';
import { DataGrid, Row as GridRow, type Column, type RenderRowProps, type SortColumn } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import './data-table.css';
import type { DataTableProps } from './data-table';

const HEADER_HEIGHT = 40;
const MAX_VISIBLE_ROWS = 15;
// react-data-grid renders four rows beyond each edge of its viewport, and the rows the edges cut.
const OVERSCAN_ROWS = 8;

export default function DataTableGrid<Row>({
  rows, columns, rowKey, onRowActivate, rowHeight = 44, virtualized = true, maxVisibleRows = MAX_VISIBLE_ROWS, sort, onSortChange,
  rowClass, onColumnResize, recycleRows = false, ...rest
}: DataTableProps<Row>) {
  const gridColumns = useMemo<Column<Row>[]>(
    () =>
      columns.map((column) => ({
        key: column.key,
        name: column.name,
        width: column.width,
        minWidth: column.minWidth ?? 80,
        maxWidth: column.maxWidth,
        resizable: column.resizable ?? true,
        sortable: column.sortable ?? false,
        renderCell: ({ row }) =>
          column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? ''),
      })),
    [columns],
  );
  // Tall enough for its rows up to a limit, then it scrolls (and only the visible rows are rendered).
  const height = HEADER_HEIGHT + Math.min(Math.max(rows.length, 1), maxVisibleRows) * rowHeight + 2;
  const sortColumns = useMemo<SortColumn[]>(
    () => (sort ? [{ columnKey: sort.column, direction: sort.desc ? 'DESC' : 'ASC' }] : []),
    [sort],
  );
  // A recycled row is keyed by its slot among the rows on screen rather than by what it shows, so a fling
  // rewrites the text of the same elements instead of building new ones and leaving the old ones to the
  // collector. Any run of `slots` consecutive rows has distinct slots; the row holding the grid's selected
  // cell keeps a key of its own, since the grid may render it away from the others.
  // The viewport is the header plus maxVisibleRows rows (and 2 px of border): that many rows, plus those the
  // header's height and the two edges add, plus the overscan.
  const slots = maxVisibleRows + Math.ceil((HEADER_HEIGHT + 2) / rowHeight) + 2 + OVERSCAN_ROWS;
  const renderers = useMemo(
    () =>
      recycleRows && virtualized
        ? {
            renderRow: (_key: Key, props: RenderRowProps<Row>) => (
              <GridRow key={props.selectedCellIdx === undefined ? props.rowIdx % slots : 'selected'} {...props} />
            ),
          }
        : undefined,
    [recycleRows, virtualized, slots],
  );
  const rowClassName = (row: Row) => [onRowActivate ? 'console-table-row-action' : undefined, rowClass?.(row)].filter(Boolean).join(' ') || undefined;

  return (
    <DataGrid
      aria-label={rest['aria-label']}
      className="console-table"
      style={{ blockSize: height }}
      columns={gridColumns}
      rows={rows}
      rowKeyGetter={rowKey}
      rowHeight={rowHeight}
      headerRowHeight={HEADER_HEIGHT}
      enableVirtualization={virtualized}
      renderers={renderers}
      onColumnResize={onColumnResize ? (column, width) => onColumnResize(column.key, width) : undefined}
      rowClass={onRowActivate || rowClass ? rowClassName : undefined}
      sortColumns={onSortChange ? sortColumns : undefined}
      onSortColumnsChange={
        onSortChange
          ? (next) => onSortChange(next[0] ? { column: next[0].columnKey, desc: next[0].direction === 'DESC' } : undefined)
          : undefined
      }
      onCellClick={onRowActivate ? ({ row }) => onRowActivate(row) : undefined}
      onCellKeyDown={
        onRowActivate
          ? ({ row, mode }, event) => {
              if (mode === 'SELECT' && event.key === 'Enter' && row !== undefined) {
                event.preventGridDefault();
                onRowActivate(row);
              }
            }
          : undefined
      }
    />
  );
}
