import { ContainerModule } from 'inversify';
import { NotificationsMachines, NotificationPort, bindNotificationsPorts } from '../../../core/settings/notifications';
import { PostgrestClient } from '../postgrest-client';
import { HttpNotificationAdapter } from './notifications.http';

/** The Notifications screen's machines over whichever NotificationPort the container holds: the console's HTTP one, or the fakes'. */
export const notificationsMachinesModule = new ContainerModule(({ bind }) => {
  bind<NotificationsMachines>(NotificationsMachines).toDynamicValue((ctx) => bindNotificationsPorts({ notifications: ctx.get<NotificationPort>(NotificationPort) }));
});

/** Binds the Notifications screen's port over the PostgREST client the http module provides. */
export const notificationsHttpModule = new ContainerModule(({ bind }) => {
  bind<NotificationPort>(NotificationPort).toDynamicValue((ctx) => new HttpNotificationAdapter(ctx.get(PostgrestClient)));
});
