import { useEffect, useMemo, useRef } from 'react';
import {
  FeatureFlagPort, bindFeatureFlagsScreenPorts, canManageFeatureFlags, flagActions, type FeatureFlag,
} from '../../core/settings';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useRefreshEffectiveFlags } from './effective-flags';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

export type ToastHandler = (status: 'success' | 'error', message: string) => void;

/**
 * The Feature Flags screen's state for rendering, and the events it may send. Toasts the machine
 * emits go to `onToast`; a changed flag reloads the navigation's flags at once.
 */
export function useFeatureFlagsScreen(onToast: ToastHandler) {
  const port = useService<FeatureFlagPort>(FeatureFlagPort);
  const session = useSession();
  const refreshEffectiveFlags = useRefreshEffectiveFlags();
  const machine = useMemo(() => bindFeatureFlagsScreenPorts({ featureFlags: port }), [port]);
  const actor = useDomainActor(machine, { input: { roles: session.roles, userId: session.user.id } });

  const toast = useRef(onToast);
  toast.current = onToast;
  useEffect(() => {
    const toasts = actor.on('toast', (event) => toast.current(event.status, event.message));
    const changes = actor.on('flags.changed', () => refreshEffectiveFlags());
    return () => {
      toasts.unsubscribe();
      changes.unsubscribe();
    };
  }, [actor, refreshEffectiveFlags]);
  useRefreshSignal(() => actor.send({ type: 'flags.reload' }));

  const status = useSelect(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const step = useSelect(actor, (s) => (s.matches('ready') ? (Object.values(s.value)[0] as string) : undefined));
  const flags = useSelect(actor, (s) => s.context.flags);
  const loadError = useSelect(actor, (s) => s.context.loadError);
  const form = useSelect(actor, (s) => s.context.form);
  const roles = session.roles;

  return {
    status,
    flags,
    loadError,
    form,
    refreshing: step === 'refreshing',
    formOpen: form !== undefined && ['editing', 'saving', 'confirmingDelete', 'deleting'].includes(step ?? ''),
    saving: step === 'saving',
    confirmingDelete: step === 'confirmingDelete' || step === 'deleting',
    deleting: step === 'deleting',
    canAdd: canManageFeatureFlags(roles),
    actionsFor: (flag: FeatureFlag) => flagActions(flag, roles),
    send: actor.send,
  };
}
