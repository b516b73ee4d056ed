/** Pages that deal with signing in themselves: a 401 there must not send the browser in a loop. */
const SIGN_IN_PATHS = ['/auth-state-checker', '/login', '/logout', '/registration', '/recovery', '/verification', '/error'];

/** DECISIONS §2: a 401 sends the browser to /auth-state-checker?return_to=<current url>. */
export function authStateCheckerUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  if (SIGN_IN_PATHS.some((path) => location.pathname === path || location.pathname.startsWith(`${path}/`))) return undefined;
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return `/auth-state-checker?return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Several requests of one page usually fail together when the session ends: only the first sends the
 * browser on, since a second `assign` would abort the navigation the first one started.
 */
export const redirectToAuthStateChecker = (location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>) => {
  let leaving = false;
  return () => {
    const target = authStateCheckerUrl(location);
    if (!target || leaving) return;
    leaving = true;
    location.assign(target);
  };
};
