import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { Connection, ConnectionDraft, ConnectionTestOutcome } from './model';

/**
 * Connections (reference §2.7 `connections`, §4.9's test): the collection kit's contract plus the test
 * of a saved connection. Failures of the list and the writes reject with a DomainError; a test answers
 * its outcome.
 */
export interface ConnectionPort extends Required<CollectionPort<Connection, ConnectionDraft, ConnectionDraft, Connection>> {
  test(id: string): Promise<ConnectionTestOutcome>;
}
export const ConnectionPort = serviceIdentifier<ConnectionPort>('ConnectionPort');
