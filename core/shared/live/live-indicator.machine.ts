import { assign, setup } from 'xstate';
import type { LiveStatus } from './model';
import { noLiveUpdates, type LiveSubscriptionEvent } from './subscription';

export interface LiveIndicatorContext {
  readonly status: LiveStatus;
}

/** The top bar's indicator: it follows the stream's status and nothing else. */
export const liveIndicatorMachine = setup({
  types: {
    context: {} as LiveIndicatorContext,
    events: {} as LiveSubscriptionEvent,
  },
  actors: { live: noLiveUpdates },
}).createMachine({
  id: 'liveIndicator',
  // The subscription tells the stream's status as soon as it starts.
  context: { status: 'reconnecting' },
  invoke: { src: 'live', input: { kinds: [] } },
  on: {
    'live.status': { actions: assign({ status: ({ event }) => event.status }) },
  },
});
