import { Badge, HStack, IconButton, Menu, Portal, Text, Wrap } from '@chakra-ui/react';
import { USER_COLUMNS, type User, type UserColumnKey } from '../../../core/settings';
import type { RowActions } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { MoreIcon, TrashIcon } from '../../components/icons';
import { Person } from '../../components/person';

type Cell = Omit<DataTableColumn<User>, 'key' | 'name'>;

function ActionsMenu({ user, onDelete }: { user: User; onDelete: (user: User) => void }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={`Actions for ${user.name}`}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="delete" color="fg.error" onClick={() => onDelete(user)}>
              <TrashIcon /> Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const cells = (actions: RowActions<User>): Readonly<Record<UserColumnKey, Cell>> => ({
  name: { width: 'minmax(180px, 1fr)', render: (user) => <Person name={user.name} /> },
  email: {
    width: 'minmax(180px, 1fr)',
    render: (user) => (
      <Text color="fg.muted" truncate title={user.email}>
        {user.email}
      </Text>
    ),
  },
  roles: {
    width: 'minmax(160px, 1fr)',
    render: (user) =>
      user.roles.length === 0 ? (
        <Text color="fg.subtle">—</Text>
      ) : (
        <Wrap gap="1">
          {user.roles.map((role) => (
            <Badge key={role} size="sm" variant="subtle" colorPalette={role === 'admin' ? 'purple' : 'blue'}>
              {role}
            </Badge>
          ))}
        </Wrap>
      ),
  },
  state: {
    width: 100,
    render: (user) => (
      <Badge size="sm" variant="subtle" colorPalette={user.state === 'active' ? 'green' : 'gray'}>
        {user.state}
      </Badge>
    ),
  },
  createdAt: { width: 150, render: (user) => <DateText value={user.createdAt} /> },
  actions: {
    width: 80,
    // R002-2-2-53: the delete menu is there only for someone who may write identities.
    render: (user) => <HStack justify="center">{actions.canDelete && <ActionsMenu user={user} onDelete={actions.remove} />}</HStack>,
  },
});

/** The columns of core's USER_COLUMNS (R002-2-2-52), each with how it shows a person. */
export function userTableColumns(actions: RowActions<User>): readonly DataTableColumn<User>[] {
  const byKey = cells(actions);
  return USER_COLUMNS.map((column) => ({ key: column.key, name: column.label, ...byKey[column.key] }));
}
