import { useEffect, useMemo, useRef } from 'react';
import { bindUsersScreenPorts, canAssignRoles, canDeleteUsers, canInviteUsers, UsersPort } from '../../core/users';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

export type UsersToastHandler = (status: 'success' | 'error', message: string) => void;

/** The Users screen's state for rendering, and the events it may send; the machine's toasts go to `onToast`. */
export function useUsersScreen(onToast: UsersToastHandler) {
  const port = useService<UsersPort>(UsersPort);
  const session = useSession();
  const machine = useMemo(() => bindUsersScreenPorts({ users: port }), [port]);
  const actor = useDomainActor(machine, { input: { roles: session.roles } });

  const toast = useRef(onToast);
  toast.current = onToast;
  useEffect(() => {
    const subscription = actor.on('toast', (event) => toast.current(event.status, event.message));
    return () => subscription.unsubscribe();
  }, [actor]);
  useRefreshSignal(() => actor.send({ type: 'users.reload' }));

  const status = useSelect(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const step = useSelect(actor, (s) => (s.matches('ready') ? (Object.values(s.value)[0] as string) : undefined));
  const roles = session.roles;

  return {
    status,
    users: useSelect(actor, (s) => s.context.users),
    loadError: useSelect(actor, (s) => s.context.loadError),
    invite: useSelect(actor, (s) => s.context.invite),
    roleForm: useSelect(actor, (s) => s.context.roleForm),
    deleting: useSelect(actor, (s) => s.context.deleting),
    refreshing: step === 'refreshing',
    inviteOpen: step === 'inviting' || step === 'sendingInvite',
    sendingInvite: step === 'sendingInvite',
    roleFormOpen: step === 'assigning' || step === 'savingRole',
    savingRole: step === 'savingRole',
    confirmingDelete: step === 'confirmingDelete' || step === 'removing',
    removing: step === 'removing',
    canInvite: canInviteUsers(roles),
    canAssignRoles: canAssignRoles(roles),
    canDelete: canDeleteUsers(roles),
    send: actor.send,
  };
}
