import type { Component } from '../model';

/**
 * Seed 001 §2.10: the breadcrumb is Dashboard, then the ids of the dot-separated ancestor path of the
 * referer (or of the component when there is no referer), then the referer, then the component.
 * An id is listed once, where it first appears.
 */
export function breadcrumbIds(args: { id?: string; refererId?: string; path?: string }): string[] {
  const ids = [
    ...(args.path ?? '').split('.'),
    ...(args.refererId ? [args.refererId] : []),
    ...(args.id ? [args.id] : []),
  ].map((id) => id.trim());
  return ids.filter((id, index) => id !== '' && ids.indexOf(id) === index);
}

/** Whose path the breadcrumb follows: the referer's when there is one. */
export const breadcrumbPathOwner = (args: { id?: string; refererId?: string }): string | undefined =>
  args.refererId || args.id;

export const DASHBOARD_LINK = '/topology';

export interface BreadcrumbArgs {
  readonly id?: string;
  readonly refererId?: string;
  /** The component in view, once its topology is loaded. */
  readonly root?: Component;
  /** The components looked up by id so far. */
  readonly named: Readonly<Record<string, Component>>;
}

/** The path the breadcrumb follows: the component's own, or the referer's once it is looked up. */
const breadcrumbPath = ({ id, refererId, root, named }: BreadcrumbArgs): string | undefined => {
  const owner = breadcrumbPathOwner({ id, refererId });
  return owner === id ? root?.path : named[owner ?? '']?.path;
};

/**
 * The components the breadcrumb looks up by id: the referer (for its path), and every id it lists but
 * the component in view once that is loaded (its name comes with it).
 */
export function breadcrumbLookups(args: BreadcrumbArgs): string[] {
  const listed = breadcrumbIds({ id: args.id, refererId: args.refererId, path: breadcrumbPath(args) });
  const wanted = [...(args.refererId ? [args.refererId] : []), ...listed.filter((each) => each !== args.id || !args.root)];
  return wanted.filter((each, index) => wanted.indexOf(each) === index);
}

export interface BreadcrumbItem {
  readonly id: string;
  /** The component's display name; its id while it is unknown or cannot be read. */
  readonly name: string;
}

/** What the breadcrumb lists after Dashboard (seed 001 §2.10), each named as well as it is known. */
export function breadcrumbItems(args: BreadcrumbArgs): BreadcrumbItem[] {
  return breadcrumbIds({ id: args.id, refererId: args.refererId, path: breadcrumbPath(args) }).map((each) => {
    const component = each === args.id && args.root ? args.root : args.named[each];
    return { id: each, name: component ? component.text || component.name : each };
  });
}
