import { useEffect } from 'react';
import { selectRecipientChoices, type NotificationsMachines, type RecipientChoicesView } from '../../core/settings/notifications';
import type { ToastStatus } from '../../core/shared';
import { useActorView } from './actor';

/** The notification form's people, teams and connections, loaded with the page; a failure is toasted (R002-8-33). */
export function useRecipientChoices(machine: NotificationsMachines['recipients'], onToast: (status: ToastStatus, message: string) => void): RecipientChoicesView {
  const { view, actor } = useActorView(machine, undefined, selectRecipientChoices);
  useEffect(() => {
    const subscription = actor.on('toast', (event) => onToast(event.status, event.message));
    return () => subscription.unsubscribe();
  }, [actor, onToast]);
  return view;
}
