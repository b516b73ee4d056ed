import { describe, expect, it } from 'vitest';
import { rowWindow } from './data-table-window';

/** A window whose passes end only when the test says so, as a task would end. */
function windowWithTasks() {
  const ends: (() => void)[] = [];
  const place = rowWindow((callback) => ends.push(callback));
  return { place, endTask: () => ends.splice(0).forEach((end) => end()) };
}

describe('rowWindow', () => {
  it('puts the window on lines from 3 with a spacer standing for the rows above it', () => {
    const { place } = windowWithTasks();
    expect(place(40, false)).toEqual({ slot: 0, line: 3, spacerRows: 40 });
    expect(place(41, false)).toEqual({ slot: 1, line: 4 });
    expect(place(42, false)).toEqual({ slot: 2, line: 5 });
  });

  it('keeps each slot on its line when the window scrolls, so a recycled row never moves', () => {
    const { place, endTask } = windowWithTasks();
    [10, 11, 12].forEach((row) => place(row, false));
    endTask();
    expect([500, 501, 502].map((row) => place(row, false))).toEqual([
      { slot: 0, line: 3, spacerRows: 500 },
      { slot: 1, line: 4 },
      { slot: 2, line: 5 },
    ]);
  });

  it('starts a new pass on a row not after the last, even within one task', () => {
    const { place } = windowWithTasks();
    [10, 11, 12].forEach((row) => place(row, false));
    expect(place(8, false)).toEqual({ slot: 0, line: 3, spacerRows: 8 });
    expect(place(8, false)).toEqual({ slot: 0, line: 3, spacerRows: 8 });
  });

  it('starts a new pass after the task even when the window jumped past the last row', () => {
    const { place, endTask } = windowWithTasks();
    [10, 11].forEach((row) => place(row, false));
    endTask();
    expect(place(12, false)).toEqual({ slot: 0, line: 3, spacerRows: 12 });
  });

  it('offsets a selected row rendered before the window, and starts the window after it', () => {
    const { place } = windowWithTasks();
    expect(place(3, true)).toEqual({ slot: 0 });
    expect(place(200, false)).toEqual({ slot: 1, line: 3, spacerRows: 200 });
    expect(place(201, false)).toEqual({ slot: 2, line: 4 });
  });

  it('starts the window at a selected first row when the next row follows it', () => {
    const { place } = windowWithTasks();
    expect(place(200, true)).toEqual({ slot: 0 });
    expect(place(201, false)).toEqual({ slot: 1, line: 4, spacerRows: 200 });
  });

  it('offsets a selected row inside or after the window without moving the others', () => {
    const { place } = windowWithTasks();
    place(200, false);
    expect(place(201, true)).toEqual({ slot: 1 });
    expect(place(202, false)).toEqual({ slot: 2, line: 5 });
    expect(place(900, true)).toEqual({ slot: 3 });
  });
});
