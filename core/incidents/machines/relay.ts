import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';
import type { IncidentRefetch, IncidentToast } from './emitted';

/** What an incident part emits that its page acts on: a change to fetch, a toast, a line for the log. */
export type RelayedEvent = IncidentRefetch | IncidentToast | { readonly type: 'log'; readonly message: string };

const RELAYED: readonly RelayedEvent['type'][] = ['incident.refetch', 'toast', 'log'];

/**
 * Hands what a child emits to its parent as events. The parts of the incident page emit (so they also
 * work on their own, in a scenario or a dialog); the page spawns one of these beside each part to hear them.
 */
export const relayEmitted = fromCallback<EventObject, { child: AnyActorRef }>(({ input, sendBack }) => {
  const subscriptions = RELAYED.map((type) => input.child.on(type, (event: RelayedEvent) => sendBack(event)));
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
