/** The Event Queue screen's words (seed 002 §2.2). */
export const EVENT_QUEUE_TITLE = 'Event Queue';
export const EVENT_QUEUE_DESCRIPTION = 'Events waiting to be handled, and those that failed.';
export const EVENT_QUEUE_EMPTY = 'The event queue is empty';
export const EVENT_QUEUE_LOAD_ERROR = 'Could not load the event queue';
/** R002-2-2-61. */
export const mostCommonErrorFor = (name: string): string => `Most Common Error for ${name}`;

/** R002-2-2-60: the table's columns, in order. */
export const EVENT_QUEUE_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'pending', label: 'Pending Count' },
  { key: 'failed', label: 'Error Count' },
  { key: 'averageAttempts', label: 'Average Attempts' },
  { key: 'firstFailure', label: 'First Failed At' },
  { key: 'lastFailure', label: 'Last Failed At' },
] as const;
export type EventQueueColumnKey = (typeof EVENT_QUEUE_COLUMNS)[number]['key'];
