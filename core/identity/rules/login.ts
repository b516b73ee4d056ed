import type { FlowParams, SelfServiceFlow } from '../model';
import type { AutoSubmit } from './flow-values';
import { LOGIN_AAL2_HEADING, LOGIN_HEADING, LOGIN_REFRESH_HEADING } from '../texts';

/** The sign-in heading: a second factor wins over a refresh, as the service asks for one at a time. */
export function loginHeading(flow: SelfServiceFlow | undefined, params: FlowParams): string {
  const aal = flow?.requested_aal ?? params.aal;
  const refresh = flow?.refresh ?? params.refresh;
  if (aal === 'aal2') return LOGIN_AAL2_HEADING;
  if (refresh) return LOGIN_REFRESH_HEADING;
  return LOGIN_HEADING;
}

/** The sign-in posted on its own when the page is opened with username and password (seed 002 §2.4). */
export function loginAutoSubmit(username: string | undefined, password: string | undefined): AutoSubmit | undefined {
  if (!username || !password) return undefined;
  return { values: { identifier: username, password }, trigger: { name: 'method', value: 'password' } };
}
