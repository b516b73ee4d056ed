import { FLOW_PAGES } from '../texts';

/** `?a=1&b=2` from the defined entries, in the given order; '' when none is defined. */
export function queryString(params: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export interface LoginTarget {
  readonly returnTo?: string;
  readonly aal?: string;
  readonly refresh?: boolean;
}

/** The sign-in page for a return target: `/login?aal=aal2&return_to=...` and the like. */
export function loginUrl(target: LoginTarget = {}): string {
  return (
    FLOW_PAGES.login +
    queryString({
      aal: target.aal,
      refresh: target.refresh ? 'true' : undefined,
      return_to: target.returnTo,
    })
  );
}

/**
 * A return target taken from the address bar may only lead back into the console: a path on this
 * origin (an absolute URL on `origin` becomes its path). Anything else falls back to '/'.
 */
export function safeReturnTo(value: string | undefined, origin?: string): string {
  if (!value) return '/';
  if (origin && (value === origin || value.startsWith(`${origin}/`) || value.startsWith(`${origin}?`))) {
    const rest = value.slice(origin.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  const isLocalPath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return isLocalPath ? value : '/';
}
