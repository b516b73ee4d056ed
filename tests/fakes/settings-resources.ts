import {
  resourceWrite, type ResourceDraft, type ResourceKind, type ResourceWrite, type SettingsResource, type SettingsResourcePort, type TeamMemberPort,
  type TeamPerson,
} from '../../core/settings';
import { DomainError, localPage, type CollectionPage, type CollectionQuery } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

type Method = 'list' | 'get' | 'create' | 'update' | 'remove';

interface Held {
  readonly kind: ResourceKind;
  readonly row: SettingsResource;
  readonly deleted: boolean;
}

/**
 * The generic settings tables in memory, answering as the built-in backend does: newest first, at most
 * 100, deleted rows never listed or got; a save writes only the kind's columns (resourceWrite), a name
 * taken in the same kind and namespace is a conflict, and a delete is soft.
 */
export class FakeSettingsResourcePort extends ScriptedPort<Method> implements SettingsResourcePort {
  private held: Held[] = [];
  private sequence = 0;

  constructor(private readonly now: () => Date = () => new Date()) {
    super();
  }

  /** Puts resources of a kind in its table, oldest first. */
  set(kind: ResourceKind, resources: readonly (Partial<SettingsResource> & { readonly name: string })[]): this {
    this.held = [
      ...this.held.filter((held) => held.kind !== kind),
      ...resources.map((resource) => ({ kind, deleted: false, row: { labels: {}, spec: {}, ...resource, id: resource.id ?? this.nextId() } })),
    ];
    return this;
  }

  /** What a kind's table holds, deleted rows too. */
  stored(kind: ResourceKind): readonly { readonly row: SettingsResource; readonly deleted: boolean }[] {
    return this.held.filter((held) => held.kind === kind);
  }

  async list(kind: ResourceKind, query: CollectionQuery): Promise<CollectionPage<SettingsResource>> {
    await this.enter('list', kind, query);
    return localPage(this.live(kind).reverse().slice(0, 100), { ...query, sort: undefined });
  }

  async get(kind: ResourceKind, id: string): Promise<SettingsResource | undefined> {
    await this.enter('get', kind, id);
    return this.live(kind).find((row) => row.id === id);
  }

  async create(kind: ResourceKind, draft: ResourceDraft, createdBy: string): Promise<SettingsResource> {
    await this.enter('create', kind, draft, createdBy);
    const write = resourceWrite(kind, draft);
    if (this.live(kind).some((row) => row.name === write.name && row.namespace === write.namespace)) {
      throw new DomainError('conflict', `duplicate key value violates unique constraint "${kind}_name_unique"`);
    }
    const at = this.now().toISOString();
    const row = { ...written({ id: this.nextId(), name: write.name, labels: {}, spec: {} }, write, createdBy, at), createdAt: at };
    this.held.push({ kind, row, deleted: false });
    return row;
  }

  async update(kind: ResourceKind, id: string, draft: ResourceDraft, createdBy: string): Promise<SettingsResource> {
    await this.enter('update', kind, id, draft, createdBy);
    const index = this.indexOf(kind, id);
    const row = written(this.held[index]!.row, resourceWrite(kind, draft), createdBy, this.now().toISOString());
    this.held[index] = { kind, row, deleted: false };
    return row;
  }

  async remove(kind: ResourceKind, id: string): Promise<void> {
    await this.enter('remove', kind, id);
    const index = this.indexOf(kind, id);
    this.held[index] = { ...this.held[index]!, deleted: true };
  }

  private indexOf(kind: ResourceKind, id: string): number {
    const index = this.held.findIndex((held) => held.kind === kind && !held.deleted && held.row.id === id);
    if (index < 0) throw new DomainError('not_found', `${id} not found`);
    return index;
  }

  private live(kind: ResourceKind): SettingsResource[] {
    return this.held.filter((held) => held.kind === kind && !held.deleted).map((held) => held.row);
  }

  private nextId(): string {
    this.sequence += 1;
    return `00000000-0000-4000-8000-${String(this.sequence).padStart(12, '0')}`;
  }
}

/** A row after a save: the written columns over what it held. */
function written(base: SettingsResource, write: ResourceWrite, createdBy: string, at: string): SettingsResource {
  return {
    ...base,
    name: write.name,
    spec: write.spec,
    ...(write.namespace !== undefined ? { namespace: write.namespace } : {}),
    ...(write.icon !== undefined ? { icon: write.icon ?? undefined } : {}),
    ...(write.labels !== undefined ? { labels: write.labels } : {}),
    ...(write.schedule !== undefined ? { schedule: write.schedule ?? undefined } : {}),
    createdBy: { id: createdBy, name: createdBy },
    updatedAt: at,
  };
}

/**
 * Teams' members in memory, answering as the built-in backend does: people by name, a person added
 * twice to one team is a conflict, and removing takes the person out of that team only.
 */
export class FakeTeamMemberPort extends ScriptedPort<'members' | 'people' | 'add' | 'remove'> implements TeamMemberPort {
  private everyone: TeamPerson[] = [];
  private memberships: { teamId: string; personId: string }[] = [];

  setPeople(people: readonly TeamPerson[]): this {
    this.everyone = [...people];
    return this;
  }

  setMembers(teamId: string, personIds: readonly string[]): this {
    this.memberships = [...this.memberships.filter((m) => m.teamId !== teamId), ...personIds.map((personId) => ({ teamId, personId }))];
    return this;
  }

  /** Whom a team holds, by id. */
  memberIds(teamId: string): string[] {
    return this.memberships.filter((m) => m.teamId === teamId).map((m) => m.personId);
  }

  async members(teamId: string): Promise<TeamPerson[]> {
    await this.enter('members', teamId);
    const ids = new Set(this.memberIds(teamId));
    return this.sorted().filter((person) => ids.has(person.id));
  }

  async people(): Promise<TeamPerson[]> {
    await this.enter('people');
    return this.sorted();
  }

  async add(teamId: string, personIds: readonly string[]): Promise<void> {
    await this.enter('add', teamId, personIds);
    if (personIds.some((id) => this.memberIds(teamId).includes(id))) {
      throw new DomainError('conflict', 'duplicate key value violates unique constraint "team_members_pkey"');
    }
    this.memberships.push(...personIds.map((personId) => ({ teamId, personId })));
  }

  async remove(teamId: string, personId: string): Promise<void> {
    await this.enter('remove', teamId, personId);
    this.memberships = this.memberships.filter((m) => !(m.teamId === teamId && m.personId === personId));
  }

  private sorted(): TeamPerson[] {
    return [...this.everyone].sort((a, b) => a.name.localeCompare(b.name));
  }
}
