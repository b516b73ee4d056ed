import type { CatalogSummaryRow } from '../model';
import { providerOf, tagOfGroup } from './catalog-filter';

/** One line of the summary table: a provider's totals, or one group of configs under it. */
export interface SummaryLine extends CatalogSummaryRow {
  readonly kind: 'provider' | 'group';
  /** Unique among the lines. */
  readonly key: string;
  readonly name: string;
  readonly provider?: string;
}

const sumOf = <K extends string>(maps: readonly Readonly<Partial<Record<K, number>>>[]): Partial<Record<K, number>> => {
  const total: Partial<Record<K, number>> = {};
  for (const map of maps) for (const [key, count] of Object.entries(map) as [K, number][]) total[key] = (total[key] ?? 0) + count;
  return total;
};

const latest = (values: readonly (string | undefined)[]) =>
  values.filter((value): value is string => value !== undefined).sort().at(-1);

const costOf = (rows: readonly CatalogSummaryRow[]) =>
  rows.some((row) => row.cost30d !== undefined) ? rows.reduce((total, row) => total + (row.cost30d ?? 0), 0) : undefined;

/** The server's group columns for a groupBy: the provider is read from the type, so it asks for the type instead. */
export function serverGroups(groupBy: readonly string[]): string[] {
  const asked = groupBy.filter((group) => group === 'type' || tagOfGroup(group) !== undefined);
  return groupBy.includes('config_class') && !asked.includes('type') ? ['type', ...asked] : asked.length > 0 ? asked : ['type'];
}

const nameOf = (row: CatalogSummaryRow, groupBy: readonly string[]) =>
  groupBy
    .filter((group) => group !== 'config_class')
    .map((group) => row.groups[tagOfGroup(group) ?? group] ?? '')
    .join(' / ');

/**
 * Seed 002 §2.1: the summary grouped by provider (config_class, the type's prefix) and then by the other
 * group columns: each provider's line with its totals, then its groups by name. Without the provider among
 * the group columns, only the groups, by name.
 */
export function summaryLines(rows: readonly CatalogSummaryRow[], groupBy: readonly string[]): SummaryLine[] {
  const line = (row: CatalogSummaryRow, provider?: string): SummaryLine => {
    const name = nameOf(row, groupBy);
    return { kind: 'group', key: `${provider ?? ''}|${name}`, name, provider, ...row };
  };
  const byName = (a: SummaryLine, b: SummaryLine) => a.name.localeCompare(b.name);
  if (!groupBy.includes('config_class')) return rows.map((row) => line(row)).sort(byName);
  const providers = new Map<string, CatalogSummaryRow[]>();
  for (const row of rows) {
    const provider = providerOf(row.groups.type ?? '');
    providers.set(provider, [...(providers.get(provider) ?? []), row]);
  }
  const onlyProvider = groupBy.every((group) => group === 'config_class');
  return [...providers.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([provider, members]) => [
      {
        kind: 'provider' as const,
        key: provider,
        name: provider,
        provider,
        groups: { config_class: provider },
        count: members.reduce((total, row) => total + row.count, 0),
        health: sumOf(members.map((row) => row.health)),
        analysis: sumOf(members.map((row) => row.analysis)) as Record<string, number>,
        changes: members.reduce((total, row) => total + row.changes, 0),
        cost30d: costOf(members),
        createdAt: latest(members.map((row) => row.createdAt)),
        updatedAt: latest(members.map((row) => row.updatedAt)),
      },
      ...(onlyProvider ? [] : members.map((row) => line(row, provider)).sort(byName)),
    ]);
}

/**
 * Seed 002 §2.1: clicking a summary line of a type grouping sets configType; of another group column it
 * sets labels (the tag's key and value); either way groupBy is cleared. A provider's line opens nothing.
 */
export function summaryClick(line: SummaryLine, groupBy: readonly string[]): { configType?: string; label?: { key: string; value: string } } | undefined {
  if (line.kind === 'provider') return undefined;
  if (groupBy.includes('type') || (groupBy.includes('config_class') && line.groups.type !== undefined)) {
    return line.groups.type === undefined ? undefined : { configType: line.groups.type };
  }
  const tag = groupBy.map(tagOfGroup).find((key) => key !== undefined && line.groups[key] !== undefined);
  return tag === undefined ? undefined : { label: { key: tag, value: line.groups[tag]! } };
}
