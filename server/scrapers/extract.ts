import { evaluateJsonPath, resolveField } from './jsonpath';
import type { ItemEntry } from './schema';

/** One config item as a scrape found it, before it meets the catalog. */
export interface ScrapedItem {
  externalId: string;
  type: string;
  name: string;
  configClass: string;
  config: unknown;
  /** Where it was read (a file path relative to the scrape folder, a URL, a connection): its items stay when it fails. */
  source: string;
  description: string | null;
  /** Undefined when the spec does not say how to read it: the stored value then stays. */
  health: string | null | undefined;
  status: string | null | undefined;
  tags: Record<string, string>;
  labels: Record<string, string>;
  properties: { name: string; text?: string; value?: number; headline?: boolean }[] | null;
}

const HEALTH = ['healthy', 'unhealthy', 'warning', 'unknown'];

const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

function textMap(value: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  for (const [key, v] of Object.entries(value)) {
    const text = asText(v);
    if (text !== undefined) map[key] = text;
  }
  return map;
}

/**
 * The items a spec entry makes of one document: each value its `items` path reaches (the document
 * itself without one), with id, type, name and the rest read as the entry says. An item without an id
 * or a type is an error of its source.
 */
export function extractItems(entry: ItemEntry, document: unknown, source: string): { items: ScrapedItem[]; errors: string[] } {
  const items: ScrapedItem[] = [];
  const errors: string[] = [];
  const values = entry.items ? evaluateJsonPath(entry.items, document) : [document];
  values.forEach((value, index) => {
    const where = entry.items ? `${source}: item ${index + 1}` : source;
    const externalId = asText(resolveField(entry.id, value));
    const type = asText(resolveField(entry.type, value));
    if (!externalId) return void errors.push(`${where}: no id at ${entry.id}`);
    if (!type) return void errors.push(`${where}: no type at ${entry.type}`);
    const health = asText(resolveField(entry.health, value))?.toLowerCase();
    const labels = typeof entry.labels === 'string' ? textMap(resolveField(entry.labels, value)) : textMap(
      Object.fromEntries(Object.entries(entry.labels ?? {}).map(([key, field]) => [key, resolveField(field, value)])),
    );
    const tags = textMap(Object.fromEntries(Object.entries(entry.tags ?? {}).map(([key, field]) => [key, resolveField(field, value)])));
    const properties = entry.properties?.map((p) => {
      const resolved = resolveField(p.value, value);
      return {
        name: p.name,
        ...(typeof resolved === 'number' ? { value: resolved } : { text: asText(resolved) ?? '' }),
        ...(p.headline ? { headline: true } : {}),
      };
    });
    items.push({
      externalId,
      type,
      name: asText(resolveField(entry.name ?? entry.id, value)) ?? externalId,
      configClass: asText(resolveField(entry.class, value)) ?? type.split('::').at(-1)!,
      config: value,
      source,
      description: asText(resolveField(entry.description, value)) ?? null,
      health: entry.health === undefined ? undefined : health === undefined ? null : HEALTH.includes(health) ? health : 'unknown',
      status: entry.status === undefined ? undefined : (asText(resolveField(entry.status, value)) ?? null),
      tags,
      labels,
      properties: properties ?? null,
    });
  });
  return { items, errors };
}
