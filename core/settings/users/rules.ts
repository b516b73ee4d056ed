import { ASSIGNABLE_ROLES, can } from '../../access';
import { ROLE_NAME_MAX_LENGTH, USER_MESSAGES } from './texts';
import type { FieldErrors, Invitation, InvitationField, RoleAssignment, RoleAssignmentField, User } from './model';

export const EMPTY_INVITATION: Invitation = { firstName: '', lastName: '', email: '', role: '' };
export const EMPTY_ROLE_ASSIGNMENT: RoleAssignment = { userId: '', role: '' };

/**
 * "A simple address pattern" (seed 002 §5): something, an @, something, no blanks. The demo people's
 * addresses (admin@local) have no dot after the @, so none is asked for.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const blank = (value: string) => value.trim() === '';

/** R002-5-14..18: each field's message; an empty object when the invitation may be sent. */
export function validateInvitation(draft: Invitation): FieldErrors<InvitationField> {
  const errors: Partial<Record<InvitationField, string>> = {};
  if (blank(draft.firstName)) errors.firstName = USER_MESSAGES.firstName;
  if (blank(draft.lastName)) errors.lastName = USER_MESSAGES.lastName;
  if (blank(draft.email)) errors.email = USER_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(draft.email.trim())) errors.email = USER_MESSAGES.emailFormat;
  if (blank(draft.role)) errors.role = USER_MESSAGES.role;
  return errors;
}

/** R002-5-19/20: a person and a role must be chosen. */
export function validateRoleAssignment(draft: RoleAssignment): FieldErrors<RoleAssignmentField> {
  const errors: Partial<Record<RoleAssignmentField, string>> = {};
  if (blank(draft.userId)) errors.userId = USER_MESSAGES.user;
  if (blank(draft.role)) errors.role = USER_MESSAGES.role;
  return errors;
}

export const normaliseInvitation = (draft: Invitation): Invitation => ({
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
  email: draft.email.trim().toLowerCase(),
  role: draft.role,
});

export const fullName = (invitation: Pick<Invitation, 'firstName' | 'lastName'>): string =>
  `${invitation.firstName} ${invitation.lastName}`.trim();

/** R002-2-2-56: a role's name as the dropdown shows it, at most 50 characters. */
export const roleOptionLabel = (role: string): string =>
  role.length > ROLE_NAME_MAX_LENGTH ? `${role.slice(0, ROLE_NAME_MAX_LENGTH - 1)}…` : role;

/** The roles a person can be given, as the dropdowns offer them. */
export const roleOptions = (roles: readonly string[] = ASSIGNABLE_ROLES): readonly { value: string; label: string }[] =>
  roles.map((role) => ({ value: role, label: roleOptionLabel(role) }));

export const userOptions = (users: readonly User[]): readonly { value: string; label: string }[] =>
  users.map((user) => ({ value: user.id, label: user.email ? `${user.name} (${user.email})` : user.name }));

/** Inviting creates an identity and gives it a role (permissions.md: write on identities and rbac). */
export const canInviteUsers = (roles: readonly string[]): boolean => can(roles, 'identities', 'write') && can(roles, 'rbac', 'write');
export const canAssignRoles = (roles: readonly string[]): boolean => can(roles, 'rbac', 'write');
/** R002-2-2-53: the delete menu needs write on identities. */
export const canDeleteUsers = (roles: readonly string[]): boolean => can(roles, 'identities', 'write');
