import { createCollectionMachine, serviceIdentifier } from '../../shared';
import type { EventQueuePort } from './ports';
import { eventQueuePolicy } from './policy';

export interface EventQueuePorts {
  readonly events: EventQueuePort;
}

export function bindEventQueuePorts({ events }: EventQueuePorts) {
  return { screen: createCollectionMachine(eventQueuePolicy(events)) };
}

export type EventQueueMachines = ReturnType<typeof bindEventQueuePorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const EventQueueMachines = serviceIdentifier<EventQueueMachines>('EventQueueMachines');
