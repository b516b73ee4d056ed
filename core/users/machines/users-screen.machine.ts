import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import { invitedMessage, roleUpdatedMessage, USER_MESSAGES } from '../messages';
import type { FieldErrors, Invitation, InvitationField, RoleAssignment, RoleAssignmentField, User } from '../model';
import type { UsersPort } from '../ports';
import {
  canAssignRoles, canDeleteUsers, canInviteUsers, EMPTY_INVITATION, EMPTY_ROLE_ASSIGNMENT, fullName, hasErrors,
  normaliseInvitation, validateInvitation, validateRoleAssignment,
} from '../rules';

export interface UsersScreenInput {
  readonly roles: readonly string[];
}

export interface InviteForm {
  readonly draft: Invitation;
  readonly errors: FieldErrors<InvitationField>;
}

export interface RoleForm {
  readonly draft: RoleAssignment;
  readonly errors: FieldErrors<RoleAssignmentField>;
}

export interface UsersScreenContext extends UsersScreenInput {
  readonly users: readonly User[];
  readonly loadError?: string;
  readonly invite?: InviteForm;
  readonly roleForm?: RoleForm;
  /** The person whose deletion is being confirmed. */
  readonly deleting?: User;
}

export type UsersScreenEvent =
  | { type: 'users.reload' }
  | { type: 'invite.open' }
  | { type: 'invite.submit'; draft: Invitation }
  | { type: 'role.open'; userId?: string }
  | { type: 'role.submit'; draft: RoleAssignment }
  | { type: 'form.cancel' }
  | { type: 'user.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Toasts are emitted, not rendered: the UI shows them, Gherkin steps and tests read them. */
export type UsersScreenEmitted = { type: 'toast'; status: 'success' | 'error'; message: string };

type ErrorEvent = { event: { error: unknown } };

/**
 * Settings → Users (seed 002 §2.2, §5, §8): the list; inviting someone (they set a password through
 * the recovery code); adding a role to someone; deleting someone after 'Delete User ?'. Each action is
 * offered only to a person whose roles allow it; mutation failures show the server's message.
 */
export const usersScreenMachine = setup({
  types: {
    context: {} as UsersScreenContext,
    events: {} as UsersScreenEvent,
    input: {} as UsersScreenInput,
    emitted: {} as UsersScreenEmitted,
  },
  actors: {
    loadUsers: fromPromise<User[]>(unbound('loadUsers')),
    inviteUser: fromPromise<void, Invitation>(unbound('inviteUser')),
    addRoles: fromPromise<void, { userId: string; roles: readonly string[] }>(unbound('addRoles')),
    removeUser: fromPromise<void, { id: string }>(unbound('removeUser')),
  },
  guards: {
    canInvite: ({ context }) => canInviteUsers(context.roles),
    canAssign: ({ context }) => canAssignRoles(context.roles),
    canDelete: ({ context }, id: string) => canDeleteUsers(context.roles) && context.users.some((u) => u.id === id),
    invitationInvalid: (_, draft: Invitation) => hasErrors(validateInvitation(draft)),
    assignmentInvalid: (_, draft: RoleAssignment) => hasErrors(validateRoleAssignment(draft)),
  },
  actions: {
    toastSuccess: emit((_, message: string) => ({ type: 'toast' as const, status: 'success' as const, message })),
    toastError: emit((_, error: unknown) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(error) })),
    closeForms: assign({ invite: undefined, roleForm: undefined, deleting: undefined }),
  },
}).createMachine({
  id: 'usersScreen',
  context: ({ input }) => ({ ...input, users: [] }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: undefined }),
      invoke: {
        src: 'loadUsers',
        onDone: { target: 'ready', actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'users.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'users.reload': 'refreshing',
            'invite.open': { guard: 'canInvite', target: 'inviting', actions: assign({ invite: { draft: EMPTY_INVITATION, errors: {} } }) },
            'role.open': {
              guard: 'canAssign',
              target: 'assigning',
              actions: assign({
                roleForm: ({ event }) => ({ draft: { ...EMPTY_ROLE_ASSIGNMENT, userId: event.userId ?? '' }, errors: {} }),
              }),
            },
            'user.delete': {
              guard: { type: 'canDelete', params: ({ event }) => event.id },
              target: 'confirmingDelete',
              actions: assign({ deleting: ({ context, event }) => context.users.find((u) => u.id === event.id) }),
            },
          },
        },
        // A reload keeps the last list on screen; a failure says so and keeps it.
        refreshing: {
          invoke: {
            src: 'loadUsers',
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
          },
        },
        inviting: {
          on: {
            'invite.submit': [
              {
                guard: { type: 'invitationInvalid', params: ({ event }) => event.draft },
                actions: assign({ invite: ({ event }) => ({ draft: event.draft, errors: validateInvitation(event.draft) }) }),
              },
              { target: 'sendingInvite', actions: assign({ invite: ({ event }) => ({ draft: normaliseInvitation(event.draft), errors: {} }) }) },
            ],
            'form.cancel': { target: 'idle', actions: 'closeForms' },
          },
        },
        sendingInvite: {
          invoke: {
            src: 'inviteUser',
            input: ({ context }) => context.invite?.draft ?? EMPTY_INVITATION,
            onDone: {
              target: 'refreshing',
              actions: [
                { type: 'toastSuccess', params: ({ context }) => invitedMessage(fullName(context.invite?.draft ?? EMPTY_INVITATION)) },
                'closeForms',
              ],
            },
            onError: { target: 'inviting', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
          },
        },
        assigning: {
          on: {
            'role.submit': [
              {
                guard: { type: 'assignmentInvalid', params: ({ event }) => event.draft },
                actions: assign({ roleForm: ({ event }) => ({ draft: event.draft, errors: validateRoleAssignment(event.draft) }) }),
              },
              { target: 'savingRole', actions: assign({ roleForm: ({ event }) => ({ draft: event.draft, errors: {} }) }) },
            ],
            'form.cancel': { target: 'idle', actions: 'closeForms' },
          },
        },
        savingRole: {
          invoke: {
            src: 'addRoles',
            input: ({ context }) => ({ userId: context.roleForm?.draft.userId ?? '', roles: [context.roleForm?.draft.role ?? ''] }),
            onDone: {
              target: 'refreshing',
              actions: [
                {
                  type: 'toastSuccess',
                  params: ({ context }) =>
                    roleUpdatedMessage(context.users.find((u) => u.id === context.roleForm?.draft.userId)?.name ?? ''),
                },
                'closeForms',
              ],
            },
            onError: { target: 'assigning', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
          },
        },
        confirmingDelete: {
          on: { 'delete.confirm': 'removing', 'delete.cancel': { target: 'idle', actions: 'closeForms' } },
        },
        removing: {
          invoke: {
            src: 'removeUser',
            input: ({ context }) => ({ id: context.deleting?.id ?? '' }),
            onDone: { target: 'refreshing', actions: [{ type: 'toastSuccess', params: USER_MESSAGES.deleted }, 'closeForms'] },
            onError: { target: 'idle', actions: [{ type: 'toastError', params: ({ event }: ErrorEvent) => event.error }, 'closeForms'] },
          },
        },
      },
    },
  },
});

export interface UsersPorts {
  readonly users: UsersPort;
}

export const bindUsersScreenPorts = (ports: UsersPorts) =>
  usersScreenMachine.provide({
    actors: {
      loadUsers: fromPromise(() => ports.users.list()),
      inviteUser: fromPromise(({ input }: { input: Invitation }) => ports.users.invite(input)),
      addRoles: fromPromise(({ input }: { input: { userId: string; roles: readonly string[] } }) => ports.users.addRoles(input.userId, input.roles)),
      removeUser: fromPromise(({ input }: { input: { id: string } }) => ports.users.remove(input.id)),
    },
  });
