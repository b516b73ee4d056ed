import { beforeEach, describe, expect, it } from 'vitest';
import type { LoggingBackendPort } from '../../core/settings/logging-backends';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface LogBackendArrange {
  /** The signed-in person, recorded as the author. */
  readonly me: { readonly id: string };
}

const FILES = 'files:\n  path: demo-logs\ntimeout: 10s\n';
const newest = { pageIndex: 0, pageSize: 100, sort: { column: 'createdAt', desc: true }, filter: {} };

/** Log backends as the built-in backend keeps them (reference §2.7, seed 002 §5, §7.2, issue 19's schema of builtin and files). */
export function describeLogBackendContract(name: string, setup: ContractSetup<LoggingBackendPort, LogBackendArrange>) {
  describe(`the log backend port (${name})`, () => {
    let port: LoggingBackendPort;
    let arrange: LogBackendArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('adds a backend with its labels by the signed-in person, listed newest first and read back', async () => {
      await port.create({ name: 'server-logs', labels: '', spec: 'builtin: {}' }, arrange.me.id);
      const created = await port.create({ name: 'app-logs', labels: 'team: ops', spec: FILES }, arrange.me.id);
      expect(created).toMatchObject({ name: 'app-logs', source: 'UI', labels: { team: 'ops' }, spec: { files: { path: 'demo-logs' }, timeout: '10s' } });
      expect(created.createdBy?.id).toBe(arrange.me.id);
      const page = await port.list(newest);
      expect(page.rows.map((b) => b.name)).toEqual(['app-logs', 'server-logs']);
      expect(page.total).toBe(2);
      expect((await port.get(created.id)).spec).toEqual(created.spec);
    });

    it('refuses a type the built-in backend does not serve, and a files backend without its path, naming them', async () => {
      const loki = await rejectsWith(port.create({ name: 'loki', labels: '', spec: 'loki: {url: "http://loki:3100"}' }, arrange.me.id), 'invalid');
      expect(loki.message).toContain('loki is not a log backend type the built-in backend serves (builtin, files)');
      const files = await rejectsWith(port.create({ name: 'files', labels: '', spec: 'files: {}' }, arrange.me.id), 'invalid');
      expect(files.message).toContain('files.path');
      expect((await port.list(newest)).rows).toEqual([]);
    });

    it('updates the spec and labels, keeping the name', async () => {
      const created = await port.create({ name: 'app-logs', labels: '', spec: FILES }, arrange.me.id);
      await port.update(created.id, { name: 'renamed', labels: 'tier: 2', spec: 'builtin: {}\ntimeout: 2s\n' }, arrange.me.id);
      expect(await port.get(created.id)).toMatchObject({ name: 'app-logs', labels: { tier: '2' }, spec: { builtin: {}, timeout: '2s' } });
    });

    it('deletes a backend, which is then neither listed nor found', async () => {
      const created = await port.create({ name: 'gone', labels: '', spec: 'builtin: {}' }, arrange.me.id);
      await port.remove(created.id);
      await rejectsWith(port.get(created.id), 'not_found');
      expect((await port.list(newest)).rows).toEqual([]);
      await rejectsWith(port.remove(MISSING_ID), 'not_found');
    });
  });
}
