import type { Canary, CheckRelationships } from '../model';
import { EDIT_CHECK } from '../texts';

export interface FooterLink {
  readonly kind: 'edit' | 'source';
  readonly label: string;
  readonly href: string;
}

/**
 * Seed 000 §2.5: a check made by a topology links to that topology's component, one made from a
 * catalog item (a Kubernetes resource) links to the item; any other check has an Edit link to its
 * canary's settings.
 */
export function checkFooterLink(check: { canaryId: string; canary?: Pick<Canary, 'source' | 'name'> }): FooterLink | undefined {
  const source = check.canary?.source ?? '';
  const [origin, id] = [source.slice(0, source.indexOf('/')), source.slice(source.indexOf('/') + 1)];
  if (source.includes('/') && id !== '') {
    if (origin === 'component') return { kind: 'source', label: `Created by ${check.canary?.name ?? id}`, href: `/topology/${id}` };
    if (origin === 'kubernetes') return { kind: 'source', label: `Created by ${check.canary?.name ?? id}`, href: `/catalog/${id}` };
  }
  return check.canaryId ? { kind: 'edit', label: EDIT_CHECK, href: `/settings/canaries/${check.canaryId}` } : undefined;
}

export interface RelationshipLink {
  readonly kind: 'component' | 'config';
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  readonly href: string;
}

/** Seed 000 §2.5: components open /topology/{id}, configs /catalog/{id}; the tab's badge counts both. */
export function relationshipLinks(relationships: CheckRelationships): RelationshipLink[] {
  return [
    ...relationships.components.map((c) => ({ kind: 'component' as const, id: c.id, name: c.name, icon: c.icon, href: `/topology/${c.id}` })),
    ...relationships.configs.map((c) => ({ kind: 'config' as const, id: c.id, name: c.name, icon: c.type, href: `/catalog/${c.id}` })),
  ];
}

export const relationshipCount = (relationships: CheckRelationships): number =>
  relationships.components.length + relationships.configs.length;
