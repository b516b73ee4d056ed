import type { Playbook } from './model';
import { OTHER_CATEGORY } from './texts';

/** One group of cards on /playbooks. */
export interface PlaybookGroup {
  readonly category: string;
  readonly playbooks: readonly Playbook[];
}

/** Seed 002 §2.3: cards grouped by category, 'Other' for those without one; groups by name, 'Other' last. */
export function groupPlaybooks(rows: readonly Playbook[]): PlaybookGroup[] {
  const groups = new Map<string, Playbook[]>();
  for (const row of rows) {
    const category = row.category.trim() || OTHER_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), row]);
  }
  const rank = (category: string) => (category === OTHER_CATEGORY ? 1 : 0);
  return [...groups]
    .map(([category, playbooks]) => ({ category, playbooks: playbooks.sort((a, b) => a.title.localeCompare(b.title)) }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}
