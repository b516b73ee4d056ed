import { serviceIdentifier } from '../../shared';
import type { Membership } from './model';

/**
 * The hosted identity mode's organizations (issue 24): the session's membership, a switch or a creation
 * (each re-issuing the session), and the identity lookup against an organization's backend.
 */
export const OrganizationsPort = serviceIdentifier<OrganizationsPort>('OrganizationsPort');
export interface OrganizationsPort {
  membership(): Promise<Membership>;
  switchTo(id: string): Promise<Membership>;
  create(name: string): Promise<Membership>;
  /** Who the person is at the organization's backend; rejects with a DomainError as that backend answers. */
  lookUpIdentity(backendUrl: string): Promise<void>;
}

