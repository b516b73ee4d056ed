import { HStack, Text } from '@chakra-ui/react';
import { OPEN_CONSOLE, ORGANIZATION_SWITCHED } from '../../core/identity/organizations';
import { useOrganizationGate } from '../hooks/organizations';
import { usePageTitle } from '../hooks/page-title';
import { IdentityCard } from '../identity/identity-card';
import { PageLink } from '../identity/page-link';
import { OrganizationSwitcher } from './organization-switcher';

/**
 * /organizations/orgs-switched (R000-2-1-05, R000-2-2-19): where a switch or a creation lands, once the
 * console has started again from the new session and the organization's instance answered.
 */
export function OrgsSwitchedPage() {
  const { view } = useOrganizationGate();
  usePageTitle(ORGANIZATION_SWITCHED);
  return (
    <IdentityCard heading={ORGANIZATION_SWITCHED}>
      <Text textAlign="center" fontSize="lg" fontWeight="medium">
        {view.currentName}
      </Text>
      <HStack justify="center" gap="4">
        <OrganizationSwitcher />
        <PageLink to="/">{OPEN_CONSOLE}</PageLink>
      </HStack>
    </IdentityCard>
  );
}
