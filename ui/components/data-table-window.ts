/** The header takes grid line 1 and the spacer standing for the rows above the window line 2. */
export const SPACER_LINE = 2;
const FIRST_WINDOW_LINE = 3;

/** Where one rendered row goes. */
export interface RowPlacement {
  /** The row's place among the rows of its render: recycled rows are keyed by it. */
  readonly slot: number;
  /**
   * The grid line of a row in the window. Absent for the row holding the selected cell, which the grid
   * keeps rendered even when scrolled away, and which is therefore offset to its own place instead.
   */
  readonly line?: number;
  /** Given with the window's first row: how many rows the spacer before the window stands for. */
  readonly spacerRows?: number;
}

/**
 * Places the rows react-data-grid renders so that a row of the window keeps its grid line while the
 * window scrolls. The grid gives row i line i + 2 of a grid with a track per row, so on each scroll step
 * every row changed line and was styled and placed anew with all its cells: some 300 elements a frame,
 * whose garbage (up to 500 MB between collections through 100,000 lines) made frames of 100-200 ms.
 * Here the grid has a track per row of the window only: the window's first row takes line 3, after a
 * spacer as tall as the rows above it, and a recycled row only has its text rewritten.
 *
 * The grid renders a pass as calls in increasing row order: the window's rows, and before or after
 * them the selected row when it lies outside. A call for a lower or equal row than the last, or the
 * first call after the current task, starts a new pass.
 */
export function rowWindow(afterTask: (callback: () => void) => void = queueMicrotask) {
  let rows: number[] = [];
  let start: number | undefined;
  let open = false;
  return (rowIdx: number, holdsSelection: boolean): RowPlacement => {
    const last = rows.at(-1);
    if (!open || last === undefined || rowIdx <= last) {
      rows = [];
      start = undefined;
      if (!open) {
        open = true;
        afterTask(() => {
          open = false;
        });
      }
    }
    const previous = rows.at(-1);
    const slot = rows.push(rowIdx) - 1;
    if (holdsSelection) return { slot };
    if (start === undefined) {
      // Only a selected row can come before the window's first plain row: it starts the window when adjacent.
      start = previous === rowIdx - 1 ? previous : rowIdx;
      return { slot, line: FIRST_WINDOW_LINE + rowIdx - start, spacerRows: start };
    }
    return { slot, line: FIRST_WINDOW_LINE + rowIdx - start };
  };
}
