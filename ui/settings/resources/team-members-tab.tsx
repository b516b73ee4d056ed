import { Box, Button, Checkbox, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { TEAM_TEXTS } from '../../../core/settings';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { ModalDialog } from '../../components/modal-dialog';
import { Person } from '../../components/person';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { useTeamMembers } from '../../hooks/resources';

/** A team's Members tab (seed 002 §2.2 'Team members panel'). */
export function TeamMembersTab({ teamId }: { teamId: string }) {
  const { view, send } = useTeamMembers(teamId, notify);
  const addButton = view.canManage && (
    <Button size="sm" colorPalette="blue" onClick={() => send({ type: 'members.add' })} disabled={view.busy}>
      {TEAM_TEXTS.addMembers}
    </Button>
  );
  return (
    <Box p="4">
      {view.loading && <TableSkeleton columns={2} />}
      {view.error !== undefined && <ErrorPanel title="Could not load the team's members" error={view.error} onRetry={() => send({ type: 'members.retry' })} />}
      {view.empty !== undefined && <EmptyState title={view.empty} action={addButton || undefined} />}
      {!view.loading && view.members.length > 0 && (
        <Stack gap="2">
          <HStack justify="flex-end">{addButton}</HStack>
          {view.members.map((member) => (
            <HStack key={member.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
              <HStack gap="3" minW="0">
                <Person name={member.name} avatar={member.avatar} />
                <Text color="fg.muted" fontSize="sm" truncate>
                  {member.email}
                </Text>
              </HStack>
              {view.canManage && (
                <Menu.Root>
                  <Menu.Trigger asChild>
                    <IconButton size="xs" variant="ghost" aria-label={`Actions for ${member.name}`} disabled={view.busy}>
                      ⋯
                    </IconButton>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content>
                        <Menu.Item value="remove" color="fg.error" onSelect={() => send({ type: 'member.remove', personId: member.id })}>
                          {TEAM_TEXTS.removeUser}
                        </Menu.Item>
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <ModalDialog
        open={view.picker !== undefined}
        title={TEAM_TEXTS.addUsersTitle}
        onClose={() => send({ type: 'members.cancel' })}
        footer={
          <>
            <Button variant="outline" onClick={() => send({ type: 'members.cancel' })}>
              Cancel
            </Button>
            <Button colorPalette="blue" onClick={() => send({ type: 'members.confirm' })} disabled={!view.picker?.canAdd} loading={view.busy}>
              {TEAM_TEXTS.add}
            </Button>
          </>
        }
      >
        <Stack gap="2" maxH="360px" overflowY="auto">
          {view.picker?.candidates.length === 0 && <Text color="fg.muted">{TEAM_TEXTS.everyoneIsMember}</Text>}
          {view.picker?.candidates.map((person) => (
            <Checkbox.Root
              key={person.id}
              checked={view.picker?.picked.includes(person.id)}
              onCheckedChange={() => send({ type: 'members.toggle', personId: person.id })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {person.name}
                {person.email ? ` · ${person.email}` : ''}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </ModalDialog>
    </Box>
  );
}
