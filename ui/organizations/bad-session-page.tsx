import { HStack, Text } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { GO_BACK } from '../../core/identity';
import { BAD_SESSION_TITLE, badSessionText } from '../../core/identity/organizations';
import { useSessionStatus } from '../hooks/session';
import { usePageTitle } from '../hooks/page-title';
import { IdentityCard } from '../identity/identity-card';
import { PageLink } from '../identity/page-link';
import { UserMenu } from '../shell/user-menu';
import { OrganizationSwitcher } from './organization-switcher';

/** The user menu once the session has loaded: a session the server no longer knows goes to sign in again. */
function SignedInUserMenu() {
  const { status } = useSessionStatus();
  return status === 'ready' ? <UserMenu /> : null;
}

/**
 * The hosted mode's error page (seed 000 §2.3): the text for its error_code, the organization switcher and
 * the user menu to get out of a bad session, and the way back to the console.
 */
export function BadSessionPage() {
  const text = badSessionText(new URLSearchParams(useSearch()).get('error_code'));
  usePageTitle(BAD_SESSION_TITLE);
  return (
    <IdentityCard heading={BAD_SESSION_TITLE}>
      <HStack justify="center" gap="2">
        <OrganizationSwitcher />
        <SignedInUserMenu />
      </HStack>
      <Text role="alert" textAlign="center">
        {text}
      </Text>
      <HStack justify="center">
        <PageLink to="/">{GO_BACK}</PageLink>
      </HStack>
    </IdentityCard>
  );
}
