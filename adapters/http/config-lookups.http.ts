import type { ConfigLookupPort, IntegrationInstance, IntegrationInstanceConfig, IntegrationKind } from '../../core/incidents';
import { InstanceConfigRowsCodec, InstanceRowsCodec, type InstanceRow } from './codecs/config-lookups';
import { condition, from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const instanceOf = (row: InstanceRow): IntegrationInstance => ({ id: row.id, name: row.name ?? '', externalId: row.external_id ?? [] });

/**
 * The responder pickers' lookups (reference: `configs?type=ilike.<kind>` searched by name or external
 * id). The `configs` view carries no config JSON, so the chosen instance is read from `config_items`.
 */
export class HttpConfigLookupAdapter implements ConfigLookupPort {
  constructor(private readonly db: PostgrestClient) {}

  async byKind(kind: IntegrationKind, search: string): Promise<IntegrationInstance[]> {
    let query = from('configs').select('id,name,external_id,type').ilike('type', kind).is('deleted_at', null).order('name');
    if (search) query = query.or([condition('name', 'ilike', `*${search}*`), condition('external_id', 'ilike', `*${search}*`)].join(','));
    return (await this.db.select(query, InstanceRowsCodec)).rows.map(instanceOf);
  }

  async byId(id: string): Promise<IntegrationInstanceConfig | undefined> {
    const query = from('config_items').select('id,name,external_id,config').eq('id', id).limit(1);
    const [row] = (await this.db.select(query, InstanceConfigRowsCodec)).rows;
    return row && { ...instanceOf(row), config: row.config };
  }
}
