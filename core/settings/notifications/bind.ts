import { fromPromise } from 'xstate';
import { createCollectionMachine, serviceIdentifier } from '../../shared';
import { recipientChoicesMachine } from './machines/recipient-choices.machine';
import type { NotificationPort } from './ports';
import { notificationsPolicy } from './policy';

export interface NotificationsPorts {
  readonly notifications: NotificationPort;
}

export function bindNotificationsPorts({ notifications }: NotificationsPorts) {
  return {
    screen: createCollectionMachine(notificationsPolicy(notifications)),
    recipients: recipientChoicesMachine.provide({ actors: { load: fromPromise(() => notifications.recipients()) } }),
  };
}

export type NotificationsMachines = ReturnType<typeof bindNotificationsPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const NotificationsMachines = serviceIdentifier<NotificationsMachines>('NotificationsMachines');
