import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { EventQueueRow } from './model';

/** The Event Queue screen's data provider: a read-only list. Failures reject with a DomainError. */
export type EventQueuePort = Required<Pick<CollectionPort<EventQueueRow>, 'list'>>;
export const EventQueuePort = serviceIdentifier<EventQueuePort>('EventQueuePort');
