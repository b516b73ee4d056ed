import { DomainError } from '../../../core/shared';
import type { EffectiveFlags, FeatureFlag, FeatureFlagDraft, FeatureFlagPort } from '../../../core/settings';
// The rule's own file: the settings index would pull the settings screens' machines into the first load.
import { mergeFlags } from '../../../core/settings/feature-flags/rules';
import type { HttpClient } from '../client';
import { decode } from '../codecs/decode';
import { LocalPropertiesCodec, PropertyRowsCodec, type PropertyRow } from '../codecs/properties';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

const toFlag = (row: PropertyRow): FeatureFlag => {
  const author = row.created_by;
  return {
    name: row.name,
    value: row.value,
    description: present(row.description),
    source: 'db',
    createdBy:
      author && typeof author === 'object'
        ? { id: author.id, name: present(author.name) ?? author.email ?? author.id, email: present(author.email), avatar: present(author.avatar) }
        : undefined,
    createdAt: present(row.created_at),
    updatedAt: present(row.updated_at),
  };
};

const properties = from<PropertyRow>('properties');
const WITH_AUTHOR = '*,created_by(id,name,avatar,email)';

/** Feature flags over the `properties` table and the server's merged GET /api/properties (seed 002 §7.2). */
export class HttpFeatureFlagAdapter implements FeatureFlagPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async list(): Promise<FeatureFlag[]> {
    const [stored, effective] = await Promise.all([
      this.db.select(properties.select(WITH_AUTHOR).order('name'), PropertyRowsCodec),
      this.properties(),
    ]);
    const local = effective
      .filter((p) => p.source === 'local')
      .map((p): FeatureFlag => ({ name: p.name, value: p.value, description: present(p.description), source: 'local' }));
    return mergeFlags(stored.rows.map(toFlag), local);
  }

  async effective(): Promise<EffectiveFlags> {
    return Object.fromEntries((await this.properties()).map((p) => [p.name, p.value]));
  }

  async create(draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag> {
    const rows = await this.db.insert(
      'properties',
      { name: draft.name, value: draft.value, description: present(draft.description) ?? null, created_by: createdBy },
      PropertyRowsCodec,
    );
    return this.single(rows, `The server did not return the feature flag ${draft.name}`);
  }

  async update(name: string, draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag> {
    const rows = await this.db.update(
      properties.eq('name', name),
      {
        name: draft.name,
        value: draft.value,
        description: present(draft.description) ?? null,
        created_by: createdBy,
        // PostgreSQL reads the string now() as the current time (reference §1.5).
        updated_at: 'now()',
      },
      PropertyRowsCodec,
    );
    return this.single(rows, `Feature flag ${name} not found`);
  }

  async remove(name: string): Promise<void> {
    const rows = await this.db.remove(properties.eq('name', name), PropertyRowsCodec);
    if (rows.length === 0) throw new DomainError('not_found', `Feature flag ${name} not found`);
  }

  private async properties() {
    const response = await this.http.request('/properties');
    return decode(LocalPropertiesCodec, response.data, 'GET /properties');
  }

  /** Seed 002 §7.2: a write whose answer holds no row is an error. */
  private single(rows: PropertyRow[], message: string): FeatureFlag {
    const row = rows[0];
    if (!row) throw new DomainError('not_found', message);
    return toFlag(row);
  }
}
