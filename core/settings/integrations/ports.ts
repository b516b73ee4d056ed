import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { Integration } from './model';

/**
 * The integrations list (seed 002 §7.2: `integrations_with_status`, newest first, not deleted, paged with an
 * exact count): read only, since each integration is written through its own table. Failures reject with a DomainError.
 */
export type IntegrationPort = Pick<CollectionPort<Integration>, 'list'>;
export const IntegrationPort = serviceIdentifier<IntegrationPort>('IntegrationPort');
