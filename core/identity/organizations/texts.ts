/** The exact strings of the hosted identity mode (seed 000 §2.2, §2.3). */
export const PROVISIONING_TEXT = 'Please wait, instance provisioning in-progress ...';
export const BAD_SESSION_TEXT =
  'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.';
export const UNKNOWN_ERROR_TEXT = 'Unknown error';
export const BAD_SESSION_CODE = 'BAD_SESSION';
export const BAD_SESSION_TITLE = 'Bad session';
export const CREATE_ORGANIZATION = 'Create organization';
export const ORGANIZATION_NAME_LABEL = 'Organization name';
export const ORGANIZATION_SWITCHER = 'Organization';
export const CHOOSE_ORGANIZATION = 'Choose an organization';
export const NO_ORGANIZATION_YET = 'You do not belong to an organization yet.';
export const ORGANIZATION_SWITCHED = 'Organization switched';
export const OPEN_CONSOLE = 'Open the console';
export const USER_BUTTON = 'Account';
export const SIGN_OUT = 'Sign out';
/** The hosted mode's /profile-settings (R002-2-4-24): the profile is the provider's, on its own page. */
export const PROVIDER_PROFILE_TEXT = 'Your profile, password and sign-in methods are kept by your identity provider.';
export const OPEN_PROVIDER_PROFILE = 'Open your profile at the identity provider';
/** The built-in backend sends a signed-in browser from here to the provider's profile page. */
export const PROVIDER_PROFILE_PATH = '/api/oidc/profile';
