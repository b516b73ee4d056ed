import { ContainerModule } from 'inversify';
import { EventQueueMachines, EventQueuePort, bindEventQueuePorts } from '../../../core/settings/event-queue-status';
import { PostgrestClient } from '../postgrest-client';
import { HttpEventQueueAdapter } from './event-queue-status.http';

/** The Event Queue screen's machines over whichever EventQueuePort the container holds: the console's HTTP one, or the fakes'. */
export const eventQueueMachinesModule = new ContainerModule(({ bind }) => {
  bind<EventQueueMachines>(EventQueueMachines).toDynamicValue((ctx) => bindEventQueuePorts({ events: ctx.get<EventQueuePort>(EventQueuePort) }));
});

/** Binds the Event Queue screen's port over the PostgREST client the http module provides. */
export const eventQueueHttpModule = new ContainerModule(({ bind }) => {
  bind<EventQueuePort>(EventQueuePort).toDynamicValue((ctx) => new HttpEventQueueAdapter(ctx.get(PostgrestClient)));
});
