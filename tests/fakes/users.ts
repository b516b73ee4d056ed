import { ASSIGNABLE_ROLES } from '../../core/access';
import { DomainError } from '../../core/shared';
import { USER_MESSAGES, type Invitation, type User, type UsersPort } from '../../core/settings';

export const ADMIN_USER: User = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Admin User',
  email: 'admin@local',
  roles: ['admin'],
  state: 'active',
  createdAt: '2030-01-01T00:00:00Z',
};

export const VIEWER_USER: User = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Viewer User',
  email: 'viewer@local',
  roles: ['viewer'],
  state: 'active',
  createdAt: '2030-01-02T00:00:00Z',
};

/**
 * The people behind the Users screen, in memory: an invitation adds a person with one role, adding a
 * role keeps the others, deleting removes them. `fail(method, message)` refuses the next call of one
 * method with the server's message.
 */
export class FakeUsersPort implements UsersPort {
  readonly calls: { method: keyof UsersPort; args: readonly unknown[] }[] = [];
  private people: User[];
  private readonly failures = new Map<keyof UsersPort, string>();
  private nextId = 1;

  constructor(people: readonly User[] = [ADMIN_USER, VIEWER_USER]) {
    this.people = [...people];
  }

  fail(method: keyof UsersPort, message: string): this {
    this.failures.set(method, message);
    return this;
  }

  callsOf(method: keyof UsersPort): readonly (readonly unknown[])[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Everyone who can sign in, from now on. */
  set(people: readonly User[]): this {
    this.people = [...people];
    return this;
  }

  get users(): readonly User[] {
    return this.people;
  }

  private record(method: keyof UsersPort, ...args: unknown[]) {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw new DomainError('invalid', failure);
    }
  }

  async list(): Promise<User[]> {
    this.record('list');
    return [...this.people];
  }

  async invite(invitation: Invitation): Promise<void> {
    this.record('invite', invitation);
    // As the server: a role that cannot be given is refused, and so is an email someone signs in with already.
    if (!(ASSIGNABLE_ROLES as readonly string[]).includes(invitation.role)) throw new DomainError('invalid', USER_MESSAGES.role);
    const email = invitation.email.trim().toLowerCase();
    if (this.people.some((user) => user.email.toLowerCase() === email)) throw new DomainError('conflict', `A user with the email ${email} already exists`);
    this.people.push({
      id: `invited-${this.nextId++}`,
      name: `${invitation.firstName} ${invitation.lastName}`,
      email: invitation.email,
      roles: [invitation.role],
      state: 'active',
      createdAt: '2030-02-01T00:00:00Z',
    });
  }

  async addRoles(userId: string, roles: readonly string[]): Promise<void> {
    this.record('addRoles', userId, roles);
    this.known(userId);
    this.people = this.people.map((user) =>
      user.id === userId ? { ...user, roles: [...new Set([...user.roles, ...roles])].sort() } : user,
    );
  }

  async remove(userId: string): Promise<void> {
    this.record('remove', userId);
    this.known(userId);
    this.people = this.people.filter((user) => user.id !== userId);
  }

  private known(userId: string): void {
    if (!this.people.some((user) => user.id === userId)) throw new DomainError('not_found', 'person not found');
  }
}
