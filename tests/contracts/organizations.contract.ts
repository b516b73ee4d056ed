import { beforeEach, describe, expect, it } from 'vitest';
import type { OrganizationsPort } from '../../core/identity/organizations';
import { rejectsWith, type ContractSetup } from './contract';

/**
 * The session each case starts with: the person signed in to `acme` (whose instance is at `backendUrl`),
 * a member of `beacon` (no backend yet) and of a personal organization, as the demo provider has them.
 */
export interface OrganizationsArrange {
  readonly acme: string;
  readonly beacon: string;
  readonly backendUrl: string;
}

/** The hosted mode's organizations port as the built-in backend answers it under /api/oidc (issue 24). */
export function describeOrganizationsContract(name: string, setup: ContractSetup<OrganizationsPort, OrganizationsArrange>) {
  describe(`the organizations port (${name})`, () => {
    let port: OrganizationsPort;
    let arrange: OrganizationsArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it("answers the session's organization and the person's organizations, the personal one flagged", async () => {
      const membership = await port.membership();
      expect(membership.currentId).toBe(arrange.acme);
      expect(membership.organizations.find((org) => org.id === arrange.acme)).toMatchObject({ personal: false, backendUrl: arrange.backendUrl });
      expect(membership.organizations.find((org) => org.id === arrange.beacon)).toMatchObject({ personal: false });
      expect(membership.organizations.find((org) => org.id === arrange.beacon)!.backendUrl).toBeUndefined();
      expect(membership.organizations.filter((org) => org.personal)).toHaveLength(1);
    });

    it('switches the session to another organization of the person, and refuses one they are not in', async () => {
      expect((await port.switchTo(arrange.beacon)).currentId).toBe(arrange.beacon);
      expect((await port.membership()).currentId).toBe(arrange.beacon);
      await rejectsWith(port.switchTo('org-elsewhere'), 'forbidden');
    });

    it('creates an organization without a backend and switches the session to it', async () => {
      const created = await port.create('Gamma Ops');
      const organization = created.organizations.find((org) => org.id === created.currentId);
      expect(organization).toMatchObject({ name: 'Gamma Ops', personal: false });
      expect(organization!.backendUrl).toBeUndefined();
      expect((await port.membership()).currentId).toBe(created.currentId);
    });

    it("looks the person up at their organization's backend", async () => {
      await expect(port.lookUpIdentity(arrange.backendUrl)).resolves.toBeUndefined();
    });
  });
}
