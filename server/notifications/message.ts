/** One notification as it is delivered: what it says, and to whom when the channel needs an address. */
export interface OutgoingMessage {
  title: string;
  message: string;
  /** Email addresses, for people and teams told by email. */
  to?: readonly string[];
}

/** A failure trying again cannot cure (an unsupported type, a missing connection): the send fails at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
