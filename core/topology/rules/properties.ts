import { formatBytes } from '../../shared';
import type { Property } from '../model';

/** Seed 001 §2.11: a usage above this share of its max is highlighted red. */
export const USAGE_HIGHLIGHT_ABOVE_PERCENT = 70;

export interface FormattedProperty {
  readonly label: string;
  readonly text: string;
  /** Where a url property leads. */
  readonly href?: string;
  readonly highlight?: 'red';
  /** The value behind a shortened text (the amount behind a usage percentage). */
  readonly tooltip?: string;
  /** A usage against its max, 0-100, for a gauge. */
  readonly percent?: number;
}

const numberOf = (value: number | string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const isMilli = (unit: string | undefined) => unit?.startsWith('milli') ?? false;

/** Seed 001 §2.11: milli units are divided by 1000 and shown with 2 decimals; bytes are humanised. */
export function displayAmount(value: number, unit: string | undefined): string {
  if (isMilli(unit)) return (value / 1000).toFixed(2);
  if (unit === 'bytes') return formatBytes(value, 1);
  return String(value);
}

/** Seed 001 §2.11: a currency above 1000 reads in thousands with one decimal (1234 → 1.2k). */
export function formatCurrencyAmount(amount: number): string {
  if (amount > 1000) return `${(amount / 1000).toFixed(1)}k`;
  if (amount > 100) return amount.toFixed(0);
  if (amount > 10) return amount.toFixed(1);
  if (amount > 0.01) return amount.toFixed(2);
  if (amount > 0.001) return amount.toFixed(3);
  return String(amount);
}

/** Seed 001 §2.11: a unit of percent holds a fraction, shown multiplied by 100 (0.25 → 25%). */
export const formatPercentUnit = (fraction: number): string => `${Number((fraction * 100).toFixed(2))}%`;

export const propertyLabel = (property: Property): string => property.label || property.name;

/**
 * How a property reads on a card or in the side panel. `short` (card metrics) leaves out the
 * ' of {max}' that follows a usage.
 */
export function formatProperty(property: Property, options: { short?: boolean } = {}): FormattedProperty {
  const label = propertyLabel(property);
  const value = numberOf(property.value);
  if (property.type === 'url') {
    const url = property.text ?? String(property.value ?? '');
    return { label, text: url.replace(/^https?:\/\//, ''), href: url };
  }
  if (property.type === 'currency') {
    return { label, text: formatCurrencyAmount(value ?? 0) };
  }
  if (property.unit === 'percent' && value !== undefined) {
    return { label, text: formatPercentUnit(value) };
  }
  if (value !== undefined && property.max !== undefined && property.max !== 0) {
    const percent = (value / property.max) * 100;
    const rounded = Math.round(percent);
    const amount = displayAmount(value, property.unit);
    const hasUnit = isMilli(property.unit) || property.unit === 'bytes';
    const suffix = !options.short && hasUnit ? ` of ${displayAmount(property.max, property.unit)}` : '';
    return {
      label,
      text: `${rounded}%${suffix}`,
      percent,
      tooltip: amount,
      ...(rounded > USAGE_HIGHLIGHT_ABOVE_PERCENT ? { highlight: 'red' as const } : {}),
    };
  }
  if (value !== undefined && (isMilli(property.unit) || property.unit === 'bytes')) {
    return { label, text: displayAmount(value, property.unit) };
  }
  const text = property.text ?? (property.value !== undefined ? String(property.value) : '');
  return { label, text, ...(property.text ? { tooltip: property.text } : {}) };
}
