import { eventQueueKey, type EventQueuePort, type EventQueueRow } from '../../core/settings/event-queue-status';
import { FakeCollection } from './collection';

/** The event queue's summary rows in memory, sorted and paged as the server does (FakeCollection). */
export class FakeEventQueuePort extends FakeCollection<EventQueueRow> implements EventQueuePort {
  constructor(rows: readonly EventQueueRow[] = []) {
    super({ key: eventQueueKey, rows });
  }
}
