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
