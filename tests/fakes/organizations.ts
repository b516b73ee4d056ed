import type { Membership, Organization, OrganizationsPort } from '../../core/identity/organizations';
import type { IdentityMode, IdentityModePort } from '../../core/identity';
import { DomainError, type DomainErrorKind } from '../../core/shared';

/** The hosted mode's organizations in memory: a membership the scenario sets, switches and creations it records. */
export class FakeOrganizationsPort implements OrganizationsPort {
  organizations: Organization[] = [];
  currentId: string | null = null;
  canCreate = true;
  /** How loading the membership fails, when it should (e.g. 'unauthenticated' when not signed in). */
  membershipFailure?: DomainErrorKind;
  /** How the identity lookup at an organization's backend fails, when it should. */
  lookupFailure?: DomainErrorKind;
  readonly switches: string[] = [];
  readonly created: string[] = [];
  readonly lookups: string[] = [];

  private snapshot(): Membership {
    return { currentId: this.currentId, organizations: [...this.organizations], canCreate: this.canCreate };
  }

  async membership(): Promise<Membership> {
    if (this.membershipFailure) throw new DomainError(this.membershipFailure, `membership failed (${this.membershipFailure})`);
    return this.snapshot();
  }

  async switchTo(id: string): Promise<Membership> {
    if (!this.organizations.some((org) => org.id === id)) throw new DomainError('forbidden', 'You are not a member of this organization.');
    this.switches.push(id);
    this.currentId = id;
    return this.snapshot();
  }

  async create(name: string): Promise<Membership> {
    this.created.push(name);
    const org: Organization = { id: `created-${this.created.length}`, name, personal: false };
    this.organizations.push(org);
    this.currentId = org.id;
    return this.snapshot();
  }

  async lookUpIdentity(backendUrl: string): Promise<void> {
    this.lookups.push(backendUrl);
    if (this.lookupFailure) throw new DomainError(this.lookupFailure, `identity lookup failed (${this.lookupFailure})`);
  }
}

/** The identity mode the page was served in; the self-hosted mode unless a scenario says otherwise. */
export class FakeIdentityMode implements IdentityModePort {
  current: IdentityMode = 'self-hosted';

  mode(): IdentityMode {
    return this.current;
  }
}
