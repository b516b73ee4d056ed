import { ScriptedPort } from './scripted-port';
import { DomainError } from '../../core/shared';
import { mergeFlags, type EffectiveFlags, type FeatureFlag, type FeatureFlagDraft, type FeatureFlagPort } from '../../core/settings';

type Method = keyof FeatureFlagPort;

/** An in-memory properties table plus the server's local flags, like GET /api/db/properties and /api/properties. */
export class FakeFeatureFlagPort extends ScriptedPort<Method> implements FeatureFlagPort {
  private stored = new Map<string, FeatureFlag>();
  private local: FeatureFlag[] = [];

  constructor(private readonly now: () => Date = () => new Date('2026-01-01T00:00:00Z')) {
    super();
  }

  /** Stored rows (source db). */
  setStored(flags: readonly Partial<FeatureFlag>[]): this {
    this.stored = new Map(flags.map((f) => [f.name!, this.row(f)]));
    return this;
  }

  /** Flags from the server's PROPERTIES_FILE (source local). */
  setLocal(values: Readonly<Record<string, string>>): this {
    this.local = Object.entries(values).map(([name, value]) => ({ name, value, source: 'local' as const }));
    return this;
  }

  storedFlag(name: string): FeatureFlag | undefined {
    return this.stored.get(name);
  }

  async list(): Promise<FeatureFlag[]> {
    await this.enter('list');
    return mergeFlags([...this.stored.values()], this.local);
  }

  async effective(): Promise<EffectiveFlags> {
    await this.enter('effective');
    return Object.fromEntries(mergeFlags([...this.stored.values()], this.local).map((f) => [f.name, f.value]));
  }

  async create(draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag> {
    await this.enter('create', draft, createdBy);
    if (this.stored.has(draft.name)) {
      throw new DomainError('conflict', 'duplicate key value violates unique constraint "properties_pkey"');
    }
    const flag = this.row({ ...draft, createdBy: { id: createdBy, name: createdBy } });
    this.stored.set(flag.name, flag);
    return flag;
  }

  async update(name: string, draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag> {
    await this.enter('update', name, draft, createdBy);
    const existing = this.stored.get(name);
    if (!existing) throw new DomainError('not_found', `feature flag ${name} not found`);
    const flag: FeatureFlag = { ...existing, ...draft, updatedAt: this.now().toISOString() };
    this.stored.delete(name);
    this.stored.set(flag.name, flag);
    return flag;
  }

  async remove(name: string): Promise<void> {
    await this.enter('remove', name);
    if (!this.stored.delete(name)) throw new DomainError('not_found', `feature flag ${name} not found`);
  }

  private row(flag: Partial<FeatureFlag>): FeatureFlag {
    const at = this.now().toISOString();
    return {
      name: flag.name ?? '',
      value: flag.value ?? '',
      description: flag.description || undefined,
      source: 'db',
      createdBy: flag.createdBy,
      createdAt: flag.createdAt ?? at,
      updatedAt: flag.updatedAt ?? at,
    };
  }

}
