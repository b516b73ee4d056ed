import { describe, expect, it } from 'vitest';
import { formatCurrencyAmount, formatProperty } from './properties';

describe('currency', () => {
  it('shows amounts above 1000 in thousands with one decimal', () => {
    expect(formatCurrencyAmount(1234)).toBe('1.2k');
    expect(formatCurrencyAmount(1000)).toBe('1000');
    expect(formatCurrencyAmount(150.4)).toBe('150');
    expect(formatCurrencyAmount(12.34)).toBe('12.3');
    expect(formatCurrencyAmount(1.234)).toBe('1.23');
  });

  it('reads a currency property', () => {
    expect(formatProperty({ name: 'cost', type: 'currency', value: '25000' }).text).toBe('25.0k');
  });
});

describe('percent', () => {
  it('multiplies a unit of percent by 100', () => {
    expect(formatProperty({ name: 'ratio', unit: 'percent', value: 0.25 }).text).toBe('25%');
    expect(formatProperty({ name: 'ratio', unit: 'percent', value: 0.07 }).text).toBe('7%');
  });
});

describe('usage against a max', () => {
  it('is highlighted red above 70%', () => {
    const high = formatProperty({ name: 'memory', unit: 'bytes', value: 750, max: 1000 });
    expect(high).toMatchObject({ text: '75% of 1,000 B', highlight: 'red', tooltip: '750 B' });
    const ok = formatProperty({ name: 'memory', unit: 'bytes', value: 700, max: 1000 });
    expect(ok.highlight).toBeUndefined();
  });

  it('leaves out the max on short forms', () => {
    expect(formatProperty({ name: 'cpu', unit: 'millicores', value: 500, max: 1000 }, { short: true }).text).toBe('50%');
    expect(formatProperty({ name: 'cpu', unit: 'millicores', value: 500, max: 1000 }).text).toBe('50% of 1.00');
  });
});

describe('units', () => {
  it('divides milli units by 1000 with 2 decimals', () => {
    expect(formatProperty({ name: 'cpu', unit: 'millicores', value: 1500 }).text).toBe('1.50');
  });

  it('humanises bytes', () => {
    expect(formatProperty({ name: 'disk', unit: 'bytes', value: 1536 }).text).toBe('1.5 KB');
  });
});

describe('text and links', () => {
  it('shows text, or the value when there is no text', () => {
    expect(formatProperty({ name: 'owner', text: 'team-a' })).toMatchObject({ label: 'owner', text: 'team-a' });
    expect(formatProperty({ name: 'replicas', value: 3, label: 'Replicas' })).toMatchObject({ label: 'Replicas', text: '3' });
  });

  it('shows a url without its scheme and links to it', () => {
    expect(formatProperty({ name: 'site', type: 'url', text: 'https://example.org/x' })).toMatchObject({
      text: 'example.org/x',
      href: 'https://example.org/x',
    });
  });
});
