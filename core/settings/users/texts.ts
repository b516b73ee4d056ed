/** Exact strings of seed 002 §2.2, §5 and §8 for the Users screen. */
export const USERS_TITLE = 'Users';
export const USERS_EMPTY = 'No users yet';

export const INVITE_USER = 'Invite User';
export const ADD_ROLE_TO_USER = 'Add Role to User';
export const DELETE_USER_TITLE = 'Delete User ?';
export const DELETE_USER_MESSAGE = 'Are you sure you want to delete this user ?';

export const USER_MESSAGES = {
  firstName: 'Please provide valid first name',
  lastName: 'Please provide valid last name',
  email: 'Please provide valid email',
  emailFormat: 'Entered value does not match email format',
  role: 'Please select any role',
  user: 'Please select any user',
  deleted: 'user deleted successfully',
} as const;

export const invitedMessage = (name: string): string => `${name} invited successfully`;
export const roleUpdatedMessage = (name: string): string => `${name} role updated successfully`;

/** R002-2-2-52: the table's columns, in order. */
export const USER_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'roles', label: 'Roles' },
  { key: 'state', label: 'State' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'actions', label: 'Actions' },
] as const;
export type UserColumnKey = (typeof USER_COLUMNS)[number]['key'];

/** R002-2-2-56: names in the role dropdown are at most this long. */
export const ROLE_NAME_MAX_LENGTH = 50;
