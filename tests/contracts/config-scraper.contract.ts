import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigScraperPort } from '../../core/settings/config-scraper';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface ConfigScraperArrange {
  /** The signed-in person, recorded as the author. */
  readonly me: { readonly id: string };
}

const CUSTOM = 'custom:\n  - name: inventory\n';
const FILE = "schedule: '@every 5m'\nfile:\n  - paths: ['nowhere/*.yaml']\n    format: yaml\n    icon: kubernetes\n    type: $.kind\n    id: $.metadata.uid\n";

/** Config scrapers as the built-in backend keeps them (reference §2.3, seed 002 §5, §7.2, DECISIONS §28). */
export function describeConfigScraperContract(name: string, setup: ContractSetup<ConfigScraperPort, ConfigScraperArrange>) {
  describe(`the config scraper port (${name})`, () => {
    let port: ConfigScraperPort;
    let arrange: ConfigScraperArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('creates a scraper from its YAML spec by the signed-in person, listed and read back', async () => {
      const created = await port.create({ name: 'files', spec: FILE }, arrange.me.id);
      expect(created).toMatchObject({ name: 'files', source: 'UI', spec: { schedule: '@every 5m', file: [{ format: 'yaml', type: '$.kind' }] } });
      const page = await port.list({ pageIndex: 0, pageSize: 100, sort: { column: 'createdAt', desc: true }, filter: {} });
      expect(page.rows.map((s) => s.name)).toContain('files');
      expect((await port.get(created.id)).spec).toEqual(created.spec);
    });

    it('refuses a spec without a required field, naming it', async () => {
      const error = await rejectsWith(port.create({ name: 'bad', spec: 'http:\n  - type: Thing\n    id: $.id\n' }, arrange.me.id), 'invalid');
      expect(error.message).toContain('http[0].url');
    });

    it('saves a changed spec', async () => {
      const created = await port.create({ name: 'files', spec: FILE }, arrange.me.id);
      await port.update(created.id, { name: 'files', spec: FILE.replace('@every 5m', '@every 30m') }, arrange.me.id);
      expect((await port.get(created.id)).spec.schedule).toBe('@every 30m');
    });

    it('deletes a scraper, which is then not found', async () => {
      const created = await port.create({ name: 'gone', spec: CUSTOM }, arrange.me.id);
      await port.remove(created.id);
      await rejectsWith(port.get(created.id), 'not_found');
      await rejectsWith(port.get(MISSING_ID), 'not_found');
    });

    it('runs a scraper of a type that does not run here as SKIPPED (DECISIONS §28)', async () => {
      const created = await port.create({ name: 'inventory', spec: CUSTOM }, arrange.me.id);
      expect(await port.runNow(created.id)).toMatchObject({ status: 'SKIPPED', items: 0 });
    });
  });
}
