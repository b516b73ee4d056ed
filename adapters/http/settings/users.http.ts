import * as t from 'io-ts';
import { DomainError } from '../../../core/shared';
import type { Invitation, User, UsersPort } from '../../../core/settings';
import type { HttpClient } from '../client';
import { decode, optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const NameCodec = t.union([t.string, t.partial({ first: optional(t.string), last: optional(t.string) })]);

const IdentityRowCodec = t.intersection([
  t.type({ id: t.string, created_at: t.string }),
  t.partial({
    state: optional(t.string),
    traits: optional(t.partial({ email: optional(t.string), name: optional(NameCodec) })),
  }),
]);
const IdentityRowsCodec = t.array(IdentityRowCodec, 'IdentityRows');
type IdentityRow = t.TypeOf<typeof IdentityRowCodec>;

const RolesCodec = t.type({ payload: t.array(t.string) }, 'Roles');

function nameOf(row: IdentityRow): string {
  const name = row.traits?.name;
  const full = typeof name === 'string' ? name : [name?.first, name?.last].filter(Boolean).join(' ');
  return full.trim() || row.traits?.email || row.id;
}

const identities = from<IdentityRow>('identities');

/**
 * The Users screen over the real calls (seed 002 §7.2, DECISIONS §5): identities from /db, each
 * person's roles from /rbac/{id}/roles, invitations through /auth/invite_user, roles added through
 * /rbac/{id}/update_role, and deletion of the identity through /db.
 */
export class HttpUsersAdapter implements UsersPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async list(): Promise<User[]> {
    const { rows } = await this.db.select(identities.select('id,state,traits,created_at').order('created_at'), IdentityRowsCodec);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        name: nameOf(row),
        email: row.traits?.email ?? '',
        roles: await this.rolesOf(row.id),
        state: row.state ?? 'active',
        createdAt: row.created_at,
      })),
    );
  }

  async invite(invitation: Invitation): Promise<void> {
    await this.http.request('/auth/invite_user', { method: 'POST', body: invitation });
  }

  async addRoles(userId: string, roles: readonly string[]): Promise<void> {
    await this.http.request(`/rbac/${encodeURIComponent(userId)}/update_role`, { method: 'POST', body: { roles } });
  }

  async remove(userId: string): Promise<void> {
    const deleted = await this.db.remove(identities.eq('id', userId), t.array(t.unknown));
    if (deleted.length === 0) throw new DomainError('not_found', 'User not found');
  }

  private async rolesOf(id: string): Promise<string[]> {
    const response = await this.http.request(`/rbac/${encodeURIComponent(id)}/roles`);
    return decode(RolesCodec, response.data, `GET /rbac/${id}/roles`).payload;
  }
}
