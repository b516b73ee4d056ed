import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { CREATE_ORGANIZATION, ORGANIZATION_NAME_LABEL, ORGANIZATION_SWITCHER } from '../../core/identity/organizations';
import { FormDialog } from '../components/form-dialog';
import { ChevronDownIcon, PlusIcon } from '../components/icons';
import { useOrganizationGate } from '../hooks/organizations';

const NAME_FIELDS = [{ name: 'name', label: ORGANIZATION_NAME_LABEL, required: true }] as const;
const EMPTY = { name: '' };

/**
 * The hosted mode's organization switcher (seed 000 §2.2): the person's organizations, personal ones
 * hidden, and 'Create organization' in a modal. Choosing one re-issues the session for it.
 */
export function OrganizationSwitcher() {
  const { view, send } = useOrganizationGate();
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" aria-label={ORGANIZATION_SWITCHER} loading={view.busy} maxW="56">
            <Text truncate>{view.currentName ?? ORGANIZATION_SWITCHER}</Text>
            <ChevronDownIcon boxSize="4" color="fg.muted" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{ORGANIZATION_SWITCHER}</Menu.ItemGroupLabel>
                {view.organizations.map((org) => (
                  <Menu.Item key={org.id} value={org.id} disabled={org.current} aria-current={org.current || undefined} onClick={() => send({ type: 'organization.select', id: org.id })}>
                    <Text flex="1" truncate fontWeight={org.current ? 'semibold' : undefined}>
                      {org.name}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              {view.canCreate && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="create" onClick={() => send({ type: 'organization.create.open' })}>
                    <PlusIcon /> {CREATE_ORGANIZATION}
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <CreateOrganizationDialog />
    </>
  );
}

/** The create modal: the gate judges the name and keeps the modal open with its message. */
export function CreateOrganizationDialog() {
  const { view, send } = useOrganizationGate();
  return (
    <FormDialog
      open={view.createOpen}
      title={CREATE_ORGANIZATION}
      fields={NAME_FIELDS}
      initialValues={EMPTY}
      error={view.createError}
      busy={view.busy}
      submitLabel={CREATE_ORGANIZATION}
      closeOnInteractOutside={false}
      onSubmit={({ name }) => send({ type: 'organization.create.submit', name })}
      onClose={() => send({ type: 'organization.create.cancel' })}
    />
  );
}
