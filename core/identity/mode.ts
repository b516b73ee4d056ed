import { serviceIdentifier } from '../shared';

/** Which of the two identity modes the console runs in (seed 000 §1, DECISIONS §6, issue 24). */
export type IdentityMode = 'self-hosted' | 'hosted';

/** The identity mode the console runs in, as its server said when it served the page. */
export const IdentityModePort = serviceIdentifier<IdentityModePort>('IdentityModePort');
export interface IdentityModePort {
  mode(): IdentityMode;
}

/** The bad-session page of seed 000 §2.3 and the flow-error page share this path. */
export const ERROR_PAGE_PATH = '/error';

/** Which error page the console shows at /error (R000-2-3-07): the bad-session page in the hosted mode, the flow-error page otherwise. */
export const errorPageOf = (mode: IdentityMode): 'bad-session' | 'flow-error' => (mode === 'hosted' ? 'bad-session' : 'flow-error');

export type TopBarAccountPart = 'organization-switcher' | 'user-button' | 'user-menu';

/** What the top bar shows for the person (R000-2-2-10): an organization switcher and a user button in the hosted mode, a user menu otherwise. */
export const topBarAccount = (mode: IdentityMode): readonly TopBarAccountPart[] =>
  mode === 'hosted' ? ['organization-switcher', 'user-button'] : ['user-menu'];
