import { queryString } from './urls';

/**
 * R002-2-4-11: /registration opened with a redirectUrl query does not register: it goes to
 * '/?return_to=' with the return_to value (the start page signs the person in and returns there).
 */
export function registrationForcedRedirect(redirectUrl: string | undefined, returnTo: string | undefined): string | undefined {
  if (redirectUrl === undefined) return undefined;
  return `/${queryString({ return_to: returnTo ?? '' }) || '?return_to='}`;
}
