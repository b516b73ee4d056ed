import type { CollectionPolicy } from '../../shared';
import type { Notification, NotificationDraft } from './model';
import type { NotificationPort } from './ports';
import { EMPTY_NOTIFICATION, canWriteNotifications, draftOf, isEditableSource, normalise, validateNotification } from './rules';
import { DELETE_NOTIFICATION_TITLE, NOTIFICATIONS_EMPTY, NOTIFICATION_MESSAGES, deleteNotificationMessage } from './texts';

export const notificationKey = (row: Notification): string => row.id;

const form = { validate: validateNotification, normalise };

const mayChange = (roles: readonly string[], row?: Notification) => canWriteNotifications(roles) && (row === undefined || isEditableSource(row.source));

/**
 * Notifications on the collection kit (seed 002 §2.2, §7.2): newest first (R002-7-2-08); who may write
 * notifications adds them, and changes or deletes those whose source is the UI or none (R002-4-10).
 */
export function notificationsPolicy(port: NotificationPort): CollectionPolicy<Notification, NotificationDraft> {
  return {
    id: 'notifications',
    key: notificationKey,
    provider: port,
    query: { pageSize: 50, sort: { column: 'createdAt', desc: true } },
    permissions: { create: canWriteNotifications, edit: mayChange, remove: mayChange },
    create: { ...form, draft: () => EMPTY_NOTIFICATION },
    edit: { ...form, draft: (row) => (row ? draftOf(row) : EMPTY_NOTIFICATION) },
    texts: {
      empty: NOTIFICATIONS_EMPTY,
      created: () => NOTIFICATION_MESSAGES.created,
      updated: () => NOTIFICATION_MESSAGES.updated,
      removed: () => NOTIFICATION_MESSAGES.deleted,
      confirmDelete: (row) => ({ title: DELETE_NOTIFICATION_TITLE, message: deleteNotificationMessage(row.name) }),
    },
  };
}
