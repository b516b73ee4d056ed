import type { CollectionPolicy } from '../../shared';
import type { EventQueueRow } from './model';
import type { EventQueuePort } from './ports';
import { EVENT_QUEUE_EMPTY } from './texts';

/** A queue's row: its name and the event it groups. */
export const eventQueueKey = (row: EventQueueRow): string => `${row.name}/${row.eventId ?? ''}`;

const never = () => false;

/**
 * Settings → Event Queue on the collection kit: read only, the latest failure first (R002-7-2-03);
 * each visit and refresh asks the server again, nothing is cached.
 */
export function eventQueuePolicy(port: EventQueuePort): CollectionPolicy<EventQueueRow> {
  return {
    id: 'eventQueue',
    key: eventQueueKey,
    provider: port,
    query: { sort: { column: 'lastFailure', desc: true } },
    permissions: { create: never, edit: never, remove: never },
    texts: { empty: EVENT_QUEUE_EMPTY },
  };
}
