import type { LogSelector } from '../../topology';
import type { LogComponent } from '../model';
import { LOGS_TEXTS } from '../texts';

export interface PickerOption {
  /** Empty for None. */
  readonly value: string;
  readonly label: string;
  readonly icon?: string;
}

/** Seed 001 §2.9: the component picker starts with None, then the components with logs by name. */
export function componentOptions(components: readonly LogComponent[]): PickerOption[] {
  const sorted = [...components].sort((a, b) => a.name.localeCompare(b.name));
  return [
    { value: '', label: LOGS_TEXTS.none },
    ...sorted.map((c) => ({ value: c.id, label: c.name, ...(c.icon ? { icon: c.icon } : {}) })),
  ];
}

export const selectorOptions = (selectors: readonly LogSelector[]): PickerOption[] =>
  selectors.map((s) => ({ value: s.name, label: s.name }));

/** The selector in use: the one asked for when the component has it, else the component's first. */
export function chooseSelector(selectors: readonly LogSelector[], wanted: string | undefined): string | undefined {
  if (wanted && selectors.some((s) => s.name === wanted)) return wanted;
  return selectors[0]?.name;
}
