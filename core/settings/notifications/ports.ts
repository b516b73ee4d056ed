import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { Notification, NotificationDraft, RecipientChoices } from './model';

/**
 * The Notifications screen's data provider, the collection kit's contract, and the choices of its
 * recipient pickers. Failures reject with a DomainError.
 */
export interface NotificationPort extends Required<Omit<CollectionPort<Notification, NotificationDraft>, 'create' | 'update'>> {
  create(draft: NotificationDraft, by: string): Promise<Notification>;
  update(id: string, draft: NotificationDraft, by: string): Promise<Notification>;
  recipients(): Promise<RecipientChoices>;
}
export const NotificationPort = serviceIdentifier<NotificationPort>('NotificationPort');
