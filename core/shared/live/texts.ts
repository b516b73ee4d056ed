import type { LiveStatus } from './model';

/** The top bar's indicator: a word and what it means (issue 22). */
export const LIVE_STATUS_LABELS: Readonly<Record<LiveStatus, string>> = {
  live: 'Live',
  reconnecting: 'Reconnecting',
  offline: 'Offline',
  polling: 'Polling',
};

export const LIVE_STATUS_DESCRIPTIONS: Readonly<Record<LiveStatus, string>> = {
  live: 'Changes appear as they happen',
  reconnecting: 'The live connection dropped: reconnecting; pages refresh on their own meanwhile',
  offline: 'No network: pages show what they last read',
  polling: 'This server sends no live updates: pages refresh on their own',
};
