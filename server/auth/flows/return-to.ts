import { returnToForbidden } from './kratos-error';

/**
 * Only addresses on the caller's own origin are allowed as return_to (Kratos' allow-list, with our
 * origin as its only entry). Relative paths are resolved against the origin. Returns an absolute URL.
 */
export function checkReturnTo(origin: string, returnTo: string | null | undefined): string | null {
  if (returnTo === null || returnTo === undefined || returnTo === '') return null;
  let url: URL;
  try {
    url = new URL(returnTo, `${origin}/`);
  } catch {
    throw returnToForbidden(returnTo);
  }
  if (url.origin !== origin || returnTo.startsWith('//') || returnTo.startsWith('\\')) throw returnToForbidden(returnTo);
  return url.toString();
}
