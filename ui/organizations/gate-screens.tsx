import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CHOOSE_ORGANIZATION, CREATE_ORGANIZATION, NO_ORGANIZATION_YET, PROVISIONING_TEXT } from '../../core/identity/organizations';
import { PlusIcon } from '../components/icons';
import { useOrganizationGate } from '../hooks/organizations';
import { usePageTitle } from '../hooks/page-title';
import { IdentityCard } from '../identity/identity-card';
import { CreateOrganizationDialog, OrganizationSwitcher } from './organization-switcher';

/** R000-2-2-21: a signed-in person in no organization chooses one, or creates one. */
export function OrganizationPickerPage() {
  const { view, send } = useOrganizationGate();
  usePageTitle(CHOOSE_ORGANIZATION);
  return (
    <IdentityCard heading={CHOOSE_ORGANIZATION}>
      {view.organizations.length === 0 ? (
        <Text color="fg.muted" textAlign="center">
          {NO_ORGANIZATION_YET}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {view.organizations.map((org) => (
            <li key={org.id}>
              <Button width="full" variant="outline" justifyContent="start" disabled={view.busy} onClick={() => send({ type: 'organization.select', id: org.id })}>
                {org.name}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {view.canCreate && (
        <Button colorPalette="blue" loading={view.busy} onClick={() => send({ type: 'organization.create.open' })}>
          <PlusIcon /> {CREATE_ORGANIZATION}
        </Button>
      )}
      <CreateOrganizationDialog />
    </IdentityCard>
  );
}

/** R000-2-2-22, R000-2-2-23: the organization's instance is not there yet; the person may switch to another. */
export function ProvisioningPage() {
  usePageTitle(PROVISIONING_TEXT);
  return (
    <IdentityCard>
      <Center>
        <OrganizationSwitcher />
      </Center>
      <HStack justify="center" gap="3" role="status">
        <Spinner size="sm" color="blue.500" />
        <Text>{PROVISIONING_TEXT}</Text>
      </HStack>
    </IdentityCard>
  );
}
