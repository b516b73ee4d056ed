import { NOTIFICATION_EVENTS } from '../../core/settings/notifications';

/** The event a fan-out makes for each recipient of a matched notification; the worker delivers it. */
export const SEND_EVENT = 'notification.send';

/** Events the database's triggers write (R002-9-20; server/db/migrations/028_event_outbox.sql). */
export const RESOURCE_EVENTS: readonly string[] = NOTIFICATION_EVENTS;

/** Tries per event before it stays in the queue with its error (the Event Queue screen shows it). */
export const MAX_ATTEMPTS = 4;

/** How long after a failed try the next one may start: 5 s, then doubled each time. */
export const backoffMillis = (attempts: number): number => 5_000 * 2 ** Math.max(0, attempts - 1);

/** What a claimed event is held for while it is worked on; a server that dies holding it frees it then. */
export const LEASE_MILLIS = 60_000;
