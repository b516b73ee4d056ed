import { describe, expect, it } from 'vitest';
import { FakeFetch, reply } from '../../../tests/fakes/fake-fetch';
import { createHttpClient } from '../client';
import { PostgrestClient } from '../postgrest-client';
import { HttpUsersAdapter } from './users.http';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpUsersAdapter(http, new PostgrestClient(http));
};

const ID = '11111111-1111-4111-8111-111111111111';

describe('the users adapter', () => {
  describe('when listing', () => {
    it('reads identities and the roles of each person', async () => {
      const fake = new FakeFetch()
        .on('GET', '/api/db/identities', reply(200, [
          { id: ID, state: 'active', traits: { email: 'ada@local', name: { first: 'Ada', last: 'Lovelace' } }, created_at: '2030-01-01T00:00:00Z' },
        ]))
        .on('GET', `/api/rbac/${ID}/roles`, reply(200, { payload: ['editor', 'viewer'] }));
      expect(await adapter(fake).list()).toEqual([
        { id: ID, name: 'Ada Lovelace', email: 'ada@local', roles: ['editor', 'viewer'], state: 'active', createdAt: '2030-01-01T00:00:00Z' },
      ]);
      const identities = fake.requests.find((r) => r.url.pathname === '/api/db/identities')!;
      expect(identities.url.searchParams.get('select')).toBe('id,state,traits,created_at');
    });

    it('names a person without name traits by their email', async () => {
      const fake = new FakeFetch()
        .on('GET', '/api/db/identities', reply(200, [{ id: ID, traits: { email: 'x@local' }, created_at: '2030-01-01T00:00:00Z' }]))
        .on('GET', `/api/rbac/${ID}/roles`, reply(200, { payload: [] }));
      expect((await adapter(fake).list())[0]).toMatchObject({ name: 'x@local', state: 'active', roles: [] });
    });
  });

  it('invites with firstName, lastName, email and role', async () => {
    const fake = new FakeFetch().on('POST', '/api/auth/invite_user', reply(200, { link: 'http://x' }));
    const invitation = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@local', role: 'viewer' };
    await adapter(fake).invite(invitation);
    expect(fake.last().body).toEqual(invitation);
  });

  it('adds roles through update_role', async () => {
    const fake = new FakeFetch().on('POST', `/api/rbac/${ID}/update_role`, reply(200, { message: 'Role updated successfully' }));
    await adapter(fake).addRoles(ID, ['editor']);
    expect(fake.last().body).toEqual({ roles: ['editor'] });
  });

  it('deletes the identity by id', async () => {
    const fake = new FakeFetch().on('DELETE', '/api/db/identities', reply(200, [{ id: ID }]));
    await adapter(fake).remove(ID);
    expect(fake.last().url.searchParams.get('id')).toBe(`eq.${ID}`);
  });

  it("rejects with the server's message", async () => {
    const fake = new FakeFetch().on('POST', '/api/auth/invite_user', reply(409, { error: 'A user with the email ada@local already exists' }));
    await expect(adapter(fake).invite({ firstName: 'A', lastName: 'L', email: 'ada@local', role: 'viewer' })).rejects.toThrow(
      'A user with the email ada@local already exists',
    );
  });
});
