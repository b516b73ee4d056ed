import { isNilUuid } from '../../../shared';
import type { ResourceAgent, ResourceColumnKey, ResourceKind } from '../model';
import { RESOURCE_COLUMNS, RESOURCE_TEXTS, moreTags } from '../texts';
import { resourceKind } from './kinds';

/** R002-2-2-07 and 11 to 14: the columns a kind's list shows, in order. */
export function resourceColumns(kind: ResourceKind): readonly { readonly key: ResourceColumnKey; readonly label: string }[] {
  const { hidden } = resourceKind(kind);
  return RESOURCE_COLUMNS.filter((column) => !hidden.includes(column.key));
}

/** R002-2-2-16: where a resource came from, as the Source column says it. */
export const sourceLabel = (source: string | undefined): string | undefined =>
  source === 'ConfigFile' ? RESOURCE_TEXTS.linkedToLocalFile : source;

/** R002-2-2-17: the all-zeros agent id is the local one, shown as no agent. */
export const resourceAgent = (id: string | undefined | null, name: string | undefined | null): ResourceAgent | undefined =>
  id && !isNilUuid(id) ? { id, name: name || id } : undefined;

/** R002-2-2-10: the first tag as `key: value`, and '+N more' for the rest. */
export function tagsSummary(tags: Readonly<Record<string, string>>): { readonly first?: string; readonly more?: string } {
  const entries = Object.entries(tags);
  if (entries.length === 0) return {};
  const [key, value] = entries[0]!;
  return { first: `${key}: ${value}`, more: entries.length > 1 ? moreTags(entries.length - 1) : undefined };
}
