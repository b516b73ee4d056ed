/** The Notifications screen's words (seed 002 §2.2, §8). */
export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_DESCRIPTION = 'Who is told when a check, a component, a config or a playbook approval changes.';
export const NOTIFICATIONS_EMPTY = 'No notifications yet';
export const ADD_NOTIFICATION = 'Add Notification';
/** R002-2-2-80, R002-2-2-81. */
export const CREATE_NOTIFICATION = 'Create Notification';
export const EDIT_NOTIFICATION = 'Edit Notification';
export const DELETE_NOTIFICATION_TITLE = 'Delete Notification';
export const deleteNotificationMessage = (name: string): string => `Are you sure you want to delete ${name}?`;
/** R002-2-2-82: the failed count's dialog. */
export const mostCommonErrorTitle = (name: string): string => `Most common error of ${name}`;
/** R002-2-2-83: the breadcrumb's link. */
export const JOBS_HISTORY_LINK = { label: 'Jobs History', path: '/settings/jobs' } as const;

export const NOTIFICATION_MESSAGES = {
  created: 'Notification created successfully',
  /** R002-8-13. */
  updated: 'Notification updated successfully',
  deleted: 'Notification deleted successfully',
} as const;

/** R002-4-09: the recipient choices, in order. */
export const RECIPIENT_LABELS = { person: 'Person', team: 'Team', others: 'Others' } as const;

/** The table's columns, in order. */
export const NOTIFICATION_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'events', label: 'Events' },
  { key: 'recipient', label: 'Recipient' },
  { key: 'pending', label: 'Pending' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'avgDuration', label: 'Avg Duration' },
  { key: 'createdBy', label: 'Created By' },
  { key: 'createdAt', label: 'Created At' },
] as const;
export type NotificationColumnKey = (typeof NOTIFICATION_COLUMNS)[number]['key'];
