import type { DemoPerson } from '../seed/demo-people';
import type { SessionOrganization } from './claims';

/**
 * The demo provider's organizations (issue 24): one works against this very backend, one has no backend
 * yet (the provisioning screen), and each person has a personal one, which the switcher hides.
 */
export class DemoOrganizations {
  private readonly shared: SessionOrganization[];
  private readonly members = new Map<string, Set<string>>();
  private created = 0;

  constructor(consoleOrigin: string) {
    this.shared = [
      { id: 'org-acme', name: 'Acme Operations', personal: false, backend_url: consoleOrigin },
      { id: 'org-beacon', name: 'Beacon Labs', personal: false },
    ];
    this.members.set('org-acme', new Set(['admin@local', 'editor@local', 'commander@local', 'responder@local', 'viewer@local']));
    this.members.set('org-beacon', new Set(['admin@local', 'editor@local']));
  }

  /** The person's organizations, their personal one last. */
  of(person: DemoPerson): SessionOrganization[] {
    const joined = this.shared.filter((org) => this.members.get(org.id)?.has(person.email));
    return [...joined, { id: `personal-${person.id}`, name: `${person.name} (personal)`, personal: true }];
  }

  /** A new organization with `email` as its only member; it has no backend until one is provisioned. */
  create(email: string, name: string): SessionOrganization {
    this.created += 1;
    const org: SessionOrganization = { id: `org-new-${this.created}`, name, personal: false };
    this.shared.push(org);
    this.members.set(org.id, new Set([email]));
    return org;
  }
}
