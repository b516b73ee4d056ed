export type { User, Invitation, RoleAssignment, InvitationField, RoleAssignmentField, FieldErrors } from './model';
export {
  USERS_TITLE, USERS_EMPTY, INVITE_USER, ADD_ROLE_TO_USER, DELETE_USER_TITLE, DELETE_USER_MESSAGE, USER_MESSAGES,
  USER_COLUMNS, ROLE_NAME_MAX_LENGTH, invitedMessage, roleUpdatedMessage, type UserColumnKey,
} from './texts';
export { roleOptionLabel, roleOptions, userOptions, canInviteUsers, canAssignRoles, canDeleteUsers } from './rules';
export { UsersPort } from './ports';
export { userKey, usersPolicy } from './policy';
export { bindUsersPorts, UsersMachines, type UsersPorts } from './bind';
