import { describe, expect, it } from 'vitest';
import { labelId, listedLabelValues } from './filters';

const group = (count: number) => ({
  key: 'namespace',
  values: Array.from({ length: count }, (_, i) => ({ id: labelId('namespace', `ns-${i + 1}`), value: `ns-${i + 1}` })),
});
const names = (listed: { values: readonly { value: string }[] }) => listed.values.map((v) => v.value);

describe('the values a label filter lists', () => {
  it('lists every value of a label of ten, which cannot be cut', () => {
    expect(listedLabelValues(group(10), {}, false)).toEqual({ values: group(10).values, long: false });
  });

  it('lists the first eight of a longer label and any value in the filter, included or excluded', () => {
    const listed = listedLabelValues(group(30), { [labelId('namespace', 'ns-20')]: -1, [labelId('namespace', 'ns-25')]: 1 }, false);
    expect(listed.long).toBe(true);
    expect(names(listed)).toEqual(['ns-1', 'ns-2', 'ns-3', 'ns-4', 'ns-5', 'ns-6', 'ns-7', 'ns-8', 'ns-20', 'ns-25']);
  });

  it('lists all of them once asked', () => {
    expect(names(listedLabelValues(group(30), {}, true))).toHaveLength(30);
  });
});
