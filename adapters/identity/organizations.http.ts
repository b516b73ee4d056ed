import type { Membership, OrganizationsPort } from '../../core/identity/organizations';
import { createHttpClient, type HttpClient } from '../http/client';
import { decode } from '../http/codecs/decode';
import { MembershipCodec } from './organizations.codec';

/** The hosted mode's organizations over `/api/oidc` (issue 24). */
export class HttpOrganizationsAdapter implements OrganizationsPort {
  /** Whether the provider lets the console create organizations; a switch's answer does not repeat it. */
  private canCreate = false;

  constructor(
    private readonly http: HttpClient,
    private readonly fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
  ) {}

  private membershipOf(data: unknown, call: string): Membership {
    const body = decode(MembershipCodec, data, call);
    if (body.can_create !== undefined && body.can_create !== null) this.canCreate = body.can_create;
    return {
      currentId: body.organization_id,
      canCreate: this.canCreate,
      organizations: body.organizations.map((org) => ({
        id: org.id,
        name: org.name,
        personal: org.personal ?? false,
        ...(org.backend_url ? { backendUrl: org.backend_url } : {}),
      })),
    };
  }

  async membership(): Promise<Membership> {
    const response = await this.http.request('/oidc/organizations');
    return this.membershipOf(response.data, 'GET /oidc/organizations');
  }

  async switchTo(id: string): Promise<Membership> {
    const response = await this.http.request('/oidc/organizations/switch', { method: 'POST', body: { id } });
    return this.membershipOf(response.data, 'POST /oidc/organizations/switch');
  }

  async create(name: string): Promise<Membership> {
    const response = await this.http.request('/oidc/organizations', { method: 'POST', body: { name } });
    return this.membershipOf(response.data, 'POST /oidc/organizations');
  }

  /** The person's identity at the organization's own backend: a Mission Control answers /api/auth/whoami. */
  async lookUpIdentity(backendUrl: string): Promise<void> {
    await createHttpClient({ baseURL: `${backendUrl.replace(/\/+$/, '')}/api`, fetch: this.fetch }).request('/auth/whoami');
  }
}
