import { describe, expect, it } from 'vitest';
import { logsTableMessage } from './messages';
import { DEFAULT_COLUMN_SIZES, columnSizes, readColumnSizes, writeColumnSizes } from './table';

describe('the logs columns', () => {
  it('are Time 5 (max 6), Message 300 and Labels 100 by default', () => {
    expect(DEFAULT_COLUMN_SIZES).toEqual({ time: { size: 5, maxSize: 6 }, message: { size: 300 }, labels: { size: 100 } });
    expect(columnSizes({})).toEqual(DEFAULT_COLUMN_SIZES);
  });

  it('use remembered sizes within each column’s max', () => {
    expect(columnSizes(readColumnSizes(writeColumnSizes({ message: 420, time: 9 })))).toEqual({
      time: { size: 6, maxSize: 6 },
      message: { size: 420 },
      labels: { size: 100 },
    });
  });

  it('forget what they cannot read', () => {
    expect(readColumnSizes('not json')).toEqual({});
    expect(readColumnSizes('{"message":"wide","other":3,"labels":120}')).toEqual({ labels: 120 });
  });
});

describe('the table message', () => {
  it('asks for a component, says nothing while loading, then says there are no matches', () => {
    expect(logsTableMessage({ componentSelected: false, loading: false, lineCount: 0 })).toBe('Please select a component to view the logs');
    expect(logsTableMessage({ componentSelected: true, loading: true, lineCount: 0 })).toBeUndefined();
    expect(logsTableMessage({ componentSelected: true, loading: false, lineCount: 0 })).toBe('There are no logs matching the search query');
    expect(logsTableMessage({ componentSelected: true, loading: false, lineCount: 2 })).toBeUndefined();
  });
});
