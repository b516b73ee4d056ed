import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  ADD_ROLE_TO_USER, DELETE_USER_MESSAGE, DELETE_USER_TITLE, INVITE_USER, USERS_EMPTY, USERS_TITLE, type User,
} from '../../../core/users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { notify } from '../../components/toaster';
import { usePageTitle } from '../../hooks/page-title';
import { useUsersScreen } from '../../hooks/users-screen';
import { AddRoleDialog } from './add-role-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { userTableColumns } from './user-columns';

const userKey = (user: User) => user.id;

/** Settings → Users (seed 002 §2.2): who can sign in, their roles, and inviting, promoting and removing people. */
export default function UsersPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(USERS_TITLE);
  const screen = useUsersScreen(notify);
  const { send } = screen;
  const columns = useMemo(
    () => userTableColumns({ canDelete: screen.canDelete, onDelete: (user) => send({ type: 'user.delete', id: user.id }) }),
    [screen.canDelete, send],
  );
  const ready = screen.status === 'ready';

  return (
    <Box>
      <PageHeader
        title={USERS_TITLE}
        description="People who can sign in to the console and the roles that decide what they may do."
        actions={
          <>
            {screen.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            {screen.canAssignRoles && (
              <Button variant="outline" size="sm" onClick={() => send({ type: 'role.open' })} disabled={!ready}>
                <UsersIcon /> {ADD_ROLE_TO_USER}
              </Button>
            )}
            {screen.canInvite && (
              <Button colorPalette="blue" size="sm" onClick={() => send({ type: 'invite.open' })} disabled={!ready}>
                <PlusIcon /> {INVITE_USER}
              </Button>
            )}
          </>
        }
      />
      <Panel>
        {screen.status === 'loading' && <TableSkeleton columns={6} />}
        {screen.status === 'failed' && (
          <ErrorPanel
            title="Could not load users"
            error={screen.loadError}
            onRetry={() => send({ type: 'users.reload' })}
          />
        )}
        {ready && (
          <DataTable
            aria-label={USERS_TITLE}
            rows={screen.users}
            columns={columns}
            rowKey={userKey}
            virtualized={virtualized}
            empty={<EmptyState title={USERS_EMPTY} description={screen.canInvite ? 'Invite someone to get started.' : undefined} />}
          />
        )}
      </Panel>
      {ready && screen.users.length > 0 && (
        <Text color="fg.subtle" fontSize="xs" mt="2">
          {screen.users.length} {screen.users.length === 1 ? 'user' : 'users'}
        </Text>
      )}
      <InviteUserDialog
        open={screen.inviteOpen}
        form={screen.invite}
        sending={screen.sendingInvite}
        onSubmit={(draft) => send({ type: 'invite.submit', draft })}
        onCancel={() => send({ type: 'form.cancel' })}
      />
      <AddRoleDialog
        open={screen.roleFormOpen}
        form={screen.roleForm}
        users={screen.users}
        saving={screen.savingRole}
        onSubmit={(draft) => send({ type: 'role.submit', draft })}
        onCancel={() => send({ type: 'form.cancel' })}
      />
      <ConfirmDialog
        open={screen.confirmingDelete}
        title={DELETE_USER_TITLE}
        message={DELETE_USER_MESSAGE}
        confirmLabel="Delete"
        busy={screen.removing}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Box>
  );
}
