import { Fragment, useLayoutEffect, useMemo, useRef, type CSSProperties, type Key } from 'react';
import { DataGrid, Row as GridRow, type Column, type RenderRowProps, type SortColumn } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import './data-table.css';
import type { DataTableProps } from './data-table';
import { SPACER_LINE, rowWindow } from './data-table-window';

const HEADER_HEIGHT = 40;
const MAX_VISIBLE_ROWS = 15;

/**
 * Stands for the rows above the window. Rendered with every pass of the rows, it also keeps the focus on
 * the selected cell: recycled rows are rewritten in place as the window moves, so a focused cell would be
 * left showing another row.
 */
function WindowSpacer({ rows, rowHeight }: { rows: number; rowHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const grid = ref.current?.parentElement;
    const focused = document.activeElement;
    if (!grid || !focused?.closest('[role="gridcell"]') || !grid.contains(focused)) return;
    const selected = grid.querySelector<HTMLElement>('[role="gridcell"][aria-selected="true"]');
    if (selected && !selected.contains(focused)) selected.focus({ preventScroll: true });
  });
  return <div ref={ref} aria-hidden className="console-table-spacer" style={{ gridRowStart: SPACER_LINE, blockSize: rows * rowHeight }} />;
}

export default function DataTableGrid<Row>({
  rows, columns, rowKey, onRowActivate, rowHeight = 44, virtualized = true, maxVisibleRows = MAX_VISIBLE_ROWS, sort, onSortChange,
  rowClass, onColumnResize, recycleRows = false, onScrolled, overscanRows, ...rest
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
        colSpan: column.spansRow ? (args) => (args.type === 'ROW' && column.spansRow!(args.row) ? columns.length : undefined) : undefined,
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
  // A recycled row is keyed by its place among the rows rendered rather than by what it shows, so a fling
  // rewrites the text of the same elements, on the same grid lines, instead of building new ones and
  // leaving the old ones to the collector.
  const renderers = useMemo(() => {
    const place = rowWindow();
    return {
      renderRow: (key: Key, props: RenderRowProps<Row>) => {
        const { slot, line, spacerRows } = place(props.rowIdx, props.selectedCellIdx !== undefined);
        // The row holding the selected cell sits on the header's fixed track, which it cannot stretch, offset
        // down to its own place: the grid keeps it rendered, and focused, even when scrolled far away.
        const style: CSSProperties =
          line === undefined
            ? {
                ['--rdg-grid-row-start' as string]: 1,
                gridTemplateRows: `${rowHeight}px`,
                alignSelf: 'start',
                position: 'relative',
                insetBlockStart: `calc(var(--rdg-header-row-height) + ${props.rowIdx * rowHeight}px)`,
              }
            : { ['--rdg-grid-row-start' as string]: line };
        return (
          <Fragment key={recycleRows && virtualized ? slot : key}>
            {spacerRows !== undefined && <WindowSpacer rows={spacerRows} rowHeight={rowHeight} />}
            <GridRow {...props} style={style} />
          </Fragment>
        );
      },
    };
  }, [recycleRows, virtualized, rowHeight]);
  const rowClassName = (row: Row) => [onRowActivate ? 'console-table-row-action' : undefined, rowClass?.(row)].filter(Boolean).join(' ') || undefined;

  return (
    <DataGrid
      aria-label={rest['aria-label']}
      className="console-table"
      style={{
        blockSize: height,
        ['--console-table-row-height' as string]: `${rowHeight}px`,
        ['--console-table-body-height' as string]: `${rows.length * rowHeight}px`,
      }}
      columns={gridColumns}
      rows={rows}
      rowKeyGetter={rowKey}
      rowHeight={rowHeight}
      headerRowHeight={HEADER_HEIGHT}
      enableVirtualization={virtualized}
      overscanRowCount={overscanRows}
      renderers={renderers}
      onScroll={
        onScrolled
          ? (event) => {
              const grid = event.currentTarget;
              onScrolled(grid.scrollHeight - grid.scrollTop - grid.clientHeight);
            }
          : undefined
      }
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
