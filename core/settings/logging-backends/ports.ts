import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { LogBackend, LogBackendDraft } from './model';

/**
 * Log backends (reference §2.7: `logging_backends`, a soft delete as seed 002 §7.2 says), the collection
 * kit's contract. Failures reject with a DomainError.
 */
export type LoggingBackendPort = Required<CollectionPort<LogBackend, LogBackendDraft, LogBackendDraft, LogBackend>>;
export const LoggingBackendPort = serviceIdentifier<LoggingBackendPort>('LoggingBackendPort');
