import { localPage, type CollectionPolicy } from '../../shared';
import type { Invitation, RoleAssignment, User } from './model';
import type { UsersPort } from './ports';
import {
  EMPTY_INVITATION, EMPTY_ROLE_ASSIGNMENT, canAssignRoles, canDeleteUsers, canInviteUsers, fullName, normaliseInvitation,
  validateInvitation, validateRoleAssignment,
} from './rules';
import { DELETE_USER_MESSAGE, DELETE_USER_TITLE, USERS_EMPTY, USER_MESSAGES, invitedMessage, roleUpdatedMessage } from './texts';

export const userKey = (user: User): string => user.id;

/**
 * Settings → Users (seed 002 §2.2, §5, §8) on the collection kit: every person at once; creating is
 * inviting (they set a password through the recovery code they are sent); editing is 'Add Role to
 * User', whose form picks the person and adds one role to the ones they hold; deleting asks 'Delete
 * User ?'. Each action is offered only to a person whose roles allow it.
 */
export function usersPolicy(port: UsersPort): CollectionPolicy<User, Invitation, RoleAssignment> {
  return {
    id: 'users',
    key: userKey,
    provider: {
      list: async (query) => localPage(await port.list(), query),
      create: (invitation) => port.invite(invitation),
      update: (userId, assignment) => port.addRoles(userId, [assignment.role]),
      remove: (userId) => port.remove(userId),
    },
    permissions: { create: canInviteUsers, edit: canAssignRoles, remove: canDeleteUsers },
    create: {
      draft: () => EMPTY_INVITATION,
      validate: (invitation) => ({ fields: validateInvitation(invitation) }),
      normalise: normaliseInvitation,
    },
    edit: {
      draft: (user) => ({ ...EMPTY_ROLE_ASSIGNMENT, userId: user?.id ?? '' }),
      validate: (assignment) => ({ fields: validateRoleAssignment(assignment) }),
      target: (assignment) => assignment.userId,
    },
    texts: {
      empty: USERS_EMPTY,
      created: (invitation) => invitedMessage(fullName(invitation)),
      updated: (_, user) => roleUpdatedMessage(user?.name ?? ''),
      removed: () => USER_MESSAGES.deleted,
      confirmDelete: () => ({ title: DELETE_USER_TITLE, message: DELETE_USER_MESSAGE }),
    },
  };
}
