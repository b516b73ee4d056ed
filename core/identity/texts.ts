import { FALLBACK_ERROR_MESSAGE } from '../shared';

/** The exact user-facing strings of the identity pages (seed 002 §2.4, §8). */
export const LOGIN_TITLE = 'Sign in';
export const LOGIN_HEADING = 'Sign In to your account';
export const LOGIN_REFRESH_HEADING = 'Confirm Action';
export const LOGIN_AAL2_HEADING = 'Two-Factor Authentication';
export const RESET_PASSWORD_LINK = 'Reset password';

export const REGISTRATION_TITLE = 'Register';
export const REGISTRATION_HEADING = 'Create account';
export const SIGN_IN_LINK = 'Sign in';

export const RECOVERY_TITLE = 'Recovery';
export const RECOVERY_HEADING = 'Recover account';

export const VERIFICATION_TITLE = 'Verification';
export const VERIFICATION_HEADING = 'Verify your account';

export const SETTINGS_TITLE = 'Profile Management and Security Settings';
export const YOUR_PROFILE = 'Your Profile';

export const FLOW_ERROR_TITLE = 'Error';
export const FLOW_ERROR_HEADING = FALLBACK_ERROR_MESSAGE;
/** An error page answer that sends the person to '/' instead (seed 000 §2.3). */
export const FLOW_ERROR_LEAVE_STATUSES: readonly number[] = [404, 403, 410];

export const GO_BACK = 'Go back';

export const RETURN_TO_FORBIDDEN_TOAST = 'The return_to address is not allowed.';
export const FLOW_EXPIRED_TOAST = 'Your interaction expired, please fill out the form again.';
export const CSRF_VIOLATION_TOAST = 'A security violation was detected, please fill out the form again.';

export const SIGNING_OUT = 'Signing out...';
export const CHECKING_SESSION = 'Checking your session...';

/** Flow messages disappear after this long (seed 002 §9). */
export const FLOW_MESSAGE_LIFETIME_MS = 10_000;

/** The route of each flow's page in the console. */
export const FLOW_PAGES = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
} as const;

