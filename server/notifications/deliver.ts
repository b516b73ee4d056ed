import type { DeliveryConnection } from './connections';
import { PermanentDeliveryError, type OutgoingMessage } from './message';
import { sendEmail } from './smtp';
import { sendSlackWebhook, sendWebhook } from './webhook';

/** DECISIONS §29: what a send through any other type fails with. */
export const NOT_DELIVERED = 'This notification type is not delivered by the built-in backend';

type Deliverer = (connection: DeliveryConnection, message: OutgoingMessage) => Promise<void>;

/** The connection types the built-in backend delivers through (DECISIONS §29). */
const DELIVERERS: Readonly<Record<string, Deliverer>> = {
  webhook: sendWebhook,
  generic_webhook: sendWebhook,
  slackwebhook: sendSlackWebhook,
  email: (connection, message) => sendEmail(connection, message),
  smtp: (connection, message) => sendEmail(connection, message),
};

export function deliver(connection: DeliveryConnection, message: OutgoingMessage): Promise<void> {
  const send = DELIVERERS[connection.type];
  if (!send) return Promise.reject(new PermanentDeliveryError(NOT_DELIVERED));
  return send(connection, message);
}
