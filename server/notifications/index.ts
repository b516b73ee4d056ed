export { startNotificationWorker, type NotificationWorker, type NotificationWorkerOptions } from './worker';
export { DemoInbox, startDemoReceiver, demoReceiverUrl, DEMO_RECEIVER_PORT, type DemoReceiver, type InboxMessage } from './demo-receiver';
export { demoInboxRoutes } from './routes';
export { NOT_DELIVERED } from './deliver';
