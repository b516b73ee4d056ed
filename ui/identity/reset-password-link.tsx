import { FLOW_PAGES, RESET_PASSWORD_LINK } from '../../core/identity';
import { PageLink } from './page-link';

/** 'Reset password' leads to /recovery (seed 002 §2.4). */
export function ResetPasswordLink() {
  return <PageLink to={FLOW_PAGES.recovery}>{RESET_PASSWORD_LINK}</PageLink>;
}
