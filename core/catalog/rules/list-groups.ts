import type { ConfigItem } from '../model';
import { providerOf, tagOfGroup } from './catalog-filter';

/** What a group column of the flat list is named on its heading. */
const GROUP_NAMES: Readonly<Record<string, string>> = { config_class: 'Provider', type: 'Type' };

/** Shown for a config without the grouped tag. */
const NO_GROUP_VALUE = '—';

/** A config's value in one group column: its provider (the type's prefix), its type, or one of its tags. */
export function groupValue(config: ConfigItem, group: string): string | undefined {
  if (group === 'config_class') return providerOf(config.type);
  if (group === 'type') return config.type;
  const tag = tagOfGroup(group);
  return tag === undefined ? undefined : config.tags[tag];
}

/** A tag key the server's order can name: PostgREST's order syntax gives commas, brackets and quotes a meaning. */
const ORDERABLE_TAG = /^[^,()"\\]+$/;

/**
 * The group columns of the flat list: the provider, the type and tag keys. Other names, and a tag key an
 * order cannot name (only a hand-made URL holds one), are ignored, as a malformed filter is.
 */
const listGroups = (groupBy: readonly string[]) =>
  groupBy.filter((group) => group === 'config_class' || group === 'type' || ORDERABLE_TAG.test(tagOfGroup(group) ?? ''));

/**
 * Seed 002 §2.1: the flat list may be grouped. Its pages come from the server as it scrolls, so the
 * server orders by the group columns before the chosen sort, and every group arrives in one run of rows:
 * the provider by the type (its prefix), a tag by `tags->>key`, configs without the tag last.
 */
export function groupOrder(groupBy: readonly string[]): string[] {
  const columns = listGroups(groupBy).map((group) => (group === 'config_class' ? 'type' : tagOfGroup(group) ? `tags->>${tagOfGroup(group)}` : group));
  return [...new Set(columns)];
}

/** The heading above a group of the flat list. */
export interface GroupHeading {
  readonly kind: 'heading';
  readonly key: string;
  /** `Provider: AWS · namespace: shop`. */
  readonly title: string;
}

/** The configs of the flat list with a heading before each group's first row; the rows alone when not grouped. */
export function groupedRows<Line extends ConfigItem>(configs: readonly Line[], groupBy: readonly string[]): (Line | GroupHeading)[] {
  const groups = listGroups(groupBy);
  if (groups.length === 0) return [...configs];
  const rows: (Line | GroupHeading)[] = [];
  let last: string | undefined;
  for (const config of configs) {
    const title = groups.map((group) => `${GROUP_NAMES[group] ?? tagOfGroup(group)}: ${groupValue(config, group) ?? NO_GROUP_VALUE}`).join(' · ');
    if (title !== last) {
      // A group split by the order's collation gets a second heading, keyed apart from the first.
      rows.push({ kind: 'heading', key: `heading:${rows.length}:${title}`, title });
      last = title;
    }
    rows.push(config);
  }
  return rows;
}
