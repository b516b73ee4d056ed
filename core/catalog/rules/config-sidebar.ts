import type { ConfigProperty } from '../model';

/** Seed 002 §9: a config not scraped for an hour is stale. */
export const STALE_SCRAPE_MS = 60 * 60 * 1000;

/** R002-4-03, R002-2-1-46: scraped over an hour ago, and not deleted. */
export const isStale = (lastScraped: string | undefined, deletedAt: string | undefined, now: Date): boolean =>
  deletedAt === undefined && lastScraped !== undefined && now.getTime() - new Date(lastScraped).getTime() > STALE_SCRAPE_MS;

/** R002-2-1-49: the class shows only when the type does not already end with it. */
export const showsClass = (type: string, configClass: string): boolean =>
  configClass !== '' && !type.toLowerCase().endsWith(configClass.toLowerCase());

/** R002-2-1-52: the labels but the name label (`name`, or AWS's `Name`). */
export const sidebarLabels = (labels: Readonly<Record<string, string>>): [string, string][] =>
  Object.entries(labels).filter(([key]) => key.toLowerCase() !== 'name').sort(([a], [b]) => a.localeCompare(b));

/** Seed 002 §2.1: properties shown together, under the first one's group. */
const MERGED: readonly (readonly [string, string])[] = [['region', 'zone'], ['vpc', 'subnet'], ['os', 'arch'], ['version', 'part-of']];

export interface PropertyRow {
  readonly label: string;
  readonly value: string;
}

export interface PropertyGroup {
  readonly name: string;
  readonly rows: readonly PropertyRow[];
}

const valueOf = (property: ConfigProperty) =>
  property.text ?? (property.value === undefined ? '' : `${property.value}${property.unit ? ` ${property.unit}` : ''}`);

/** `aws.region` → ['aws', 'region']; a name without a prefix is in the group without a name. */
const split = (name: string): [string, string] => {
  const at = name.search(/[./:]/);
  return at <= 0 ? ['', name] : [name.slice(0, at), name.slice(at + 1)];
};

/**
 * R002-2-1-50: the properties that are not headlines, grouped by the prefix of their names; region and
 * zone, vpc and subnet, os and arch, and version and part-of each show as one row (`us-east-1 / a`).
 */
export function propertyGroups(properties: readonly ConfigProperty[]): PropertyGroup[] {
  const groups = new Map<string, Map<string, string>>();
  for (const property of properties.filter((held) => !held.headline && held.name)) {
    const [group, name] = split(property.name);
    const value = valueOf(property);
    if (value === '') continue;
    groups.set(group, (groups.get(group) ?? new Map()).set(name, value));
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => {
      const rows: PropertyRow[] = [];
      const taken = new Set<string>();
      for (const [first, second] of MERGED) {
        if (values.has(first) && values.has(second)) {
          rows.push({ label: `${first} / ${second}`, value: `${values.get(first)} / ${values.get(second)}` });
          taken.add(first).add(second);
        }
      }
      for (const [label, value] of values) if (!taken.has(label)) rows.push({ label, value });
      return { name, rows: rows.sort((a, b) => a.label.localeCompare(b.label)) };
    });
}

/** Seed 002 §2.1: the 1-day cost against the 30-day daily average: up or down past 10 percent, or level. */
export type CostTrend = 'up' | 'down' | undefined;
export const COST_DEVIATION = 0.1;

export function costTrend(cost1d: number | undefined, cost30d: number | undefined): CostTrend {
  if (cost1d === undefined || cost30d === undefined || cost30d <= 0) return undefined;
  const average = cost30d / 30;
  if (cost1d > average * (1 + COST_DEVIATION)) return 'up';
  if (cost1d < average * (1 - COST_DEVIATION)) return 'down';
  return undefined;
}
