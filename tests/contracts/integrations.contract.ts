import { beforeEach, describe, expect, it } from 'vitest';
import type { Integration, IntegrationPort } from '../../core/settings/integrations';
import type { ContractSetup } from './contract';

export interface IntegrationArrange {
  /** Stores a scraper, a topology and a log backend, each `minutesAgo` old; `deleted` ones are soft deleted. */
  add(rows: readonly { type: 'scrapers' | 'topologies' | 'logging_backends'; name: string; minutesAgo: number; deleted?: boolean }[]): Promise<void>;
}

const newest = { pageIndex: 0, pageSize: 2, sort: { column: 'createdAt', desc: true }, filter: {} };
const names = (rows: readonly Integration[]) => rows.map((row) => `${row.integrationType}:${row.name}`);

/** The integrations list (reference §2.7 `integrations_with_status`, seed 002 §7.2: newest first, not deleted, paged, counted). */
export function describeIntegrationContract(name: string, setup: ContractSetup<IntegrationPort, IntegrationArrange>) {
  describe(`the integration port (${name})`, () => {
    let port: IntegrationPort;
    let arrange: IntegrationArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
      await arrange.add([
        { type: 'scrapers', name: 'files', minutesAgo: 30 },
        { type: 'topologies', name: 'estate', minutesAgo: 20 },
        { type: 'logging_backends', name: 'server-logs', minutesAgo: 10 },
        { type: 'logging_backends', name: 'gone', minutesAgo: 5, deleted: true },
      ]);
    });

    it('lists the three kinds newest first, without deleted ones, a page at a time with the whole count', async () => {
      const first = await port.list(newest);
      expect(names(first.rows)).toEqual(['logging_backends:server-logs', 'topologies:estate']);
      expect(first.total).toBe(3);
      expect(names((await port.list({ ...newest, pageIndex: 1 })).rows)).toEqual(['scrapers:files']);
    });
  });
}
