import type { Component } from '../model';
import type { SortOrder } from './topology-query';

/** Seed 001 §2.10: the topology health sort rank. */
export const HEALTH_SORT_RANK: Readonly<Record<string, number>> = { info: 4, healthy: 3, warning: 2, unhealthy: 1 };

export interface SortOption {
  readonly value: string;
  readonly label: string;
}

/** The standard sorts; each headline property adds a `field:<name>` sort after them. */
export const STANDARD_SORTS: readonly SortOption[] = [
  { value: 'status', label: 'Health' },
  { value: 'name', label: 'Name' },
  { value: 'type', label: 'Type' },
  { value: 'updated_at', label: 'Last Updated' },
];

export function sortOptions(components: readonly Component[]): SortOption[] {
  const fields = new Map<string, SortOption>();
  for (const component of components) {
    for (const property of component.properties ?? []) {
      if (property.headline && property.name && !fields.has(property.name)) {
        fields.set(property.name, { value: `field:${property.name}`, label: property.name });
      }
    }
  }
  return [...STANDARD_SORTS, ...fields.values()];
}

type SortKey = number | string | undefined;

const numeric = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

function sortKey(component: Component, sortBy: string): SortKey {
  switch (sortBy) {
    case 'status':
      return component.status ? HEALTH_SORT_RANK[component.status] : undefined;
    case 'name':
      return (component.text || component.name || '').toLowerCase();
    case 'type':
      return component.type?.toLowerCase();
    case 'updated_at':
      return component.updatedAt ? Date.parse(component.updatedAt) : undefined;
    default: {
      const name = sortBy.startsWith('field:') ? sortBy.slice('field:'.length) : sortBy;
      const property = component.properties?.find((p) => p.name === name);
      return numeric(property?.value) ?? property?.text ?? (typeof property?.value === 'string' ? property.value : undefined);
    }
  }
}

const compareKeys = (a: SortKey, b: SortKey): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/**
 * Cards in the chosen order (seed 001 §2.10). By health, ascending rank puts unhealthy first, then
 * warning, healthy and info. Components without a value for the sort always come last, whatever the
 * direction; ties keep name order so the cards do not jump between loads.
 */
export function sortComponents(components: readonly Component[], sortBy: string, sortOrder: SortOrder): Component[] {
  const direction = sortOrder === 'desc' ? -1 : 1;
  const byName = (a: Component, b: Component) => (a.text || a.name).localeCompare(b.text || b.name);
  return [...components].sort((a, b) => {
    const ka = sortKey(a, sortBy);
    const kb = sortKey(b, sortBy);
    if (ka === undefined && kb === undefined) return byName(a, b);
    if (ka === undefined) return 1;
    if (kb === undefined) return -1;
    return direction * compareKeys(ka, kb) || byName(a, b);
  });
}
