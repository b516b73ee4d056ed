import { can } from '../../access';
import { REQUIRED_FIELD_MESSAGE, type FormErrors } from '../../shared';
import type { ConnectionChoice, CustomService, Notification, NotificationDraft, RecipientKind } from './model';

export const EMPTY_NOTIFICATION: NotificationDraft = {
  name: '', title: '', events: [], filter: '', template: '', recipient: 'person', personId: '', teamId: '', customServices: [],
};

export const recipientOf = (row: Pick<Notification, 'person' | 'team'>): RecipientKind => (row.person ? 'person' : row.team ? 'team' : 'others');

export const draftOf = (row: Notification): NotificationDraft => ({
  name: row.name, title: row.title, events: row.events, filter: row.filter, template: row.template, recipient: recipientOf(row),
  personId: row.person?.id ?? '', teamId: row.team?.id ?? '', customServices: row.customServices,
});

/** R002-4-09: choosing a recipient kind clears the other two. */
export const switchRecipient = (draft: NotificationDraft, recipient: RecipientKind): NotificationDraft => ({
  ...draft,
  recipient,
  personId: recipient === 'person' ? draft.personId : '',
  teamId: recipient === 'team' ? draft.teamId : '',
  customServices: recipient === 'others' ? draft.customServices : [],
});

export const normalise = (draft: NotificationDraft): NotificationDraft => ({
  ...switchRecipient(draft, draft.recipient),
  name: draft.name.trim(), title: draft.title.trim(), filter: draft.filter.trim(), template: draft.template.trim(),
});

/** Seed 002 §5: a name, and events (R002-5-11). */
export function validateNotification(draft: NotificationDraft): FormErrors {
  const fields = {
    name: draft.name.trim() === '' ? REQUIRED_FIELD_MESSAGE : undefined,
    events: draft.events.length === 0 ? REQUIRED_FIELD_MESSAGE : undefined,
  };
  return Object.values(fields).some(Boolean) ? { fields } : {};
}

/** permissions.md: adding, changing and deleting notifications needs write on notifications. */
export const canWriteNotifications = (roles: readonly string[]): boolean => can(roles, 'notifications', 'write');

/** R002-4-10: only a notification made in the UI (or of no source) is changed here; the others belong to their source. */
export const isEditableSource = (source: string | undefined): boolean => source === undefined || source === '' || source === 'UI';

/** "Others" names each connection by its id (the picker reads id, name and type only, DECISIONS §30). */
export const customServiceOf = (connection: ConnectionChoice): CustomService => ({ name: connection.name, connection: connection.id });
