import { serviceIdentifier } from '../service-identifier';
import type { LiveListener, LiveStatus } from './model';

/** The server's stream of changes. A subscriber hears the current status at once. */
export const LiveUpdates = serviceIdentifier<LiveUpdates>('LiveUpdates');
export interface LiveUpdates {
  subscribe(listener: LiveListener): () => void;
  status(): LiveStatus;
}

/**
 * Runs a task soon, once: what arrives before it runs joins the same task. A burst of events becomes
 * one batch, so a machine makes one snapshot per flush instead of one per event.
 */
export const BatchScheduler = serviceIdentifier<BatchScheduler>('BatchScheduler');
export interface BatchScheduler {
  schedule(task: () => void): void;
}
