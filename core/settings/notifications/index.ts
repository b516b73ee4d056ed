export {
  NOTIFICATION_EVENTS, type Notification, type NotificationDraft, type NotificationEvent, type NamedRef, type ConnectionChoice, type CustomService,
  type RecipientKind, type RecipientChoices,
} from './model';
export { NotificationPort } from './ports';
export {
  NOTIFICATIONS_TITLE, NOTIFICATIONS_DESCRIPTION, ADD_NOTIFICATION, CREATE_NOTIFICATION, EDIT_NOTIFICATION, NOTIFICATION_MESSAGES, NOTIFICATION_COLUMNS,
  RECIPIENT_LABELS, JOBS_HISTORY_LINK, mostCommonErrorTitle, type NotificationColumnKey,
} from './texts';
export { switchRecipient, customServiceOf } from './rules';
export { notificationCells, failedErrorOf } from './selectors';
export { notificationKey, notificationsPolicy } from './policy';
export { selectRecipientChoices, type RecipientChoicesView } from './machines/recipient-choices.machine';
export { bindNotificationsPorts, NotificationsMachines, type NotificationsPorts } from './bind';
