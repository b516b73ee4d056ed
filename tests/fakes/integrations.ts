import type { Integration, IntegrationPort } from '../../core/settings/integrations';
import { localPage, type CollectionPage, type CollectionQuery } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

/** An integration as a scenario writes it. */
export const anIntegration = (given: Partial<Integration> & { id: string }): Integration => ({
  name: given.id,
  integrationType: 'scrapers',
  source: 'UI',
  createdAt: '2024-06-01T00:00:00Z',
  ...given,
});

/** The integrations in memory, paged and sorted as the server does (core's localPage). */
export class FakeIntegrationPort extends ScriptedPort<'list'> implements IntegrationPort {
  private held: Integration[] = [];

  set(rows: readonly Integration[]): this {
    this.held = [...rows];
    return this;
  }

  async list(query: CollectionQuery): Promise<CollectionPage<Integration>> {
    await this.enter('list', query);
    return localPage(this.held, query);
  }
}
