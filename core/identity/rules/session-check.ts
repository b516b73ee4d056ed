import { loginUrl } from './urls';

/**
 * Where a failed session check sends the person (seed 002 §4): 401 to sign-in, 403/422 to the second
 * factor; anything else is not the session's fault and is shown as an error (`undefined`).
 */
export function sessionCheckRedirect(status: number, returnTo: string): string | undefined {
  if (status === 401) return loginUrl({ returnTo });
  if (status === 403 || status === 422) return loginUrl({ aal: 'aal2', returnTo });
  return undefined;
}
