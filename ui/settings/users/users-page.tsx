import {
  ADD_ROLE_TO_USER, INVITE_USER, USERS_TITLE, UsersMachines, roleOptions, userKey, userOptions, type User,
} from '../../../core/settings';
import { CollectionPage } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { UsersIcon } from '../../components/icons';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { userTableColumns } from './user-columns';

const INVITE_FIELDS: readonly FormField[] = [
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', required: true, type: 'email', placeholder: 'name@example.com' },
  { name: 'role', label: 'Role', required: true, options: roleOptions(), placeholder: 'Select a role' },
];

/** 'Add Role to User' picks the person among those listed; the roles they hold stay (DECISIONS §5). */
const roleFields = (users: readonly User[]): readonly FormField[] => [
  { name: 'userId', label: 'User', required: true, options: userOptions(users), placeholder: 'Select a user' },
  { name: 'role', label: 'Role', required: true, options: roleOptions(), placeholder: 'Select a role' },
];

/** Settings → Users (seed 002 §2.2): who can sign in, their roles, and inviting, promoting and removing people. */
export default function UsersPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(USERS_TITLE);
  const { screen } = useService(UsersMachines);
  return (
    <CollectionPage
      machine={screen}
      title={USERS_TITLE}
      description="People who can sign in to the console and the roles that decide what they may do."
      columns={userTableColumns}
      rowKey={userKey}
      rowsOpen={false}
      create={{ button: INVITE_USER, title: INVITE_USER, submitLabel: 'Invite', fields: INVITE_FIELDS }}
      edit={{ button: { label: ADD_ROLE_TO_USER, icon: <UsersIcon /> }, title: ADD_ROLE_TO_USER, submitLabel: 'Save', fields: roleFields }}
      noun={['user', 'users']}
      emptyHint="Invite someone to get started."
      errorTitle="Could not load users"
      virtualized={virtualized}
    />
  );
}
