import { Link, Stack, Text } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { GO_BACK, safeReturnTo, SETTINGS_TITLE } from '../../core/identity';
import { OPEN_PROVIDER_PROFILE, PROVIDER_PROFILE_PATH, PROVIDER_PROFILE_TEXT } from '../../core/identity/organizations';
import { usePageTitle } from '../hooks/page-title';
import { IdentityCard } from '../identity/identity-card';
import { PageLink } from '../identity/page-link';

/**
 * The hosted mode's /profile-settings (R002-2-4-24): the profile is the provider's. The reference embeds
 * its provider's widget; providers forbid being framed (and a cross-site frame loses their session
 * cookie), so this links to the provider's own page, in a new tab, through the built-in backend.
 */
export function ProviderProfilePage() {
  usePageTitle(SETTINGS_TITLE);
  const returnTo = new URLSearchParams(useSearch()).get('return_to') ?? undefined;
  return (
    <IdentityCard heading={SETTINGS_TITLE}>
      <Stack gap="4" align="center" textAlign="center">
        <Text color="fg.muted">{PROVIDER_PROFILE_TEXT}</Text>
        <Link href={PROVIDER_PROFILE_PATH} target="_blank" rel="noreferrer" colorPalette="blue" fontWeight="medium">
          {OPEN_PROVIDER_PROFILE}
        </Link>
        <PageLink to={safeReturnTo(returnTo, window.location.origin)}>{GO_BACK}</PageLink>
      </Stack>
    </IdentityCard>
  );
}
