import type { Notification } from './model';
import { recipientOf } from './rules';
import { RECIPIENT_LABELS, type NotificationColumnKey } from './texts';

/** Who a row tells, as its Recipient cell reads: the person, the team, or the connections' names. */
export function recipientText(row: Notification): string {
  const kind = recipientOf(row);
  if (kind === 'person') return row.person!.name;
  if (kind === 'team') return row.team!.name;
  return row.customServices.length > 0 ? row.customServices.map((service) => service.name).join(', ') : RECIPIENT_LABELS.others;
}

/** What each column of a row reads; the date stays ISO for the UI to format. */
export const notificationCells = (row: Notification): Record<NotificationColumnKey, string> => ({
  name: row.name,
  events: row.events.join(', '),
  recipient: recipientText(row),
  pending: String(row.pending),
  sent: String(row.sent),
  failed: String(row.failed),
  avgDuration: row.avgDurationMs === undefined ? '' : `${Math.round(row.avgDurationMs)}ms`,
  createdBy: row.createdBy?.name ?? '',
  createdAt: row.createdAt,
});

/** R002-2-2-82: the failed count opens the most common error, when there is one. */
export const failedErrorOf = (row: Notification): string | undefined => (row.failed > 0 ? row.mostCommonError : undefined);
