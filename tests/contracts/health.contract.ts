import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckStatusEntry, HealthPort } from '../../core/health';
import { MISSING_ID, minutesAgo, rejectsWith, type ContractSetup } from './contract';

export interface NewCheck {
  readonly name: string;
  readonly type?: string;
  readonly status?: 'healthy' | 'unhealthy';
  readonly labels?: Readonly<Record<string, string>>;
  readonly deleted?: boolean;
  /** An HTTP check of something that answers 200, so Run Now passes. */
  readonly reachable?: boolean;
}

export interface HealthArrange {
  /** A check in a canary of its own; answers its id. */
  check(check: NewCheck): Promise<string>;
  /** Past runs of a check. */
  runs(checkId: string, entries: readonly CheckStatusEntry[]): Promise<void>;
  /** A config the checks are linked to; answers the config's id. */
  configWithChecks(checkIds: readonly string[]): Promise<string>;
  /** A component named `name` related to the check, whose health turned as given (minutes ago, from, to). */
  componentTransitions(checkId: string, name: string, turns: readonly (readonly [number, string, string])[]): Promise<void>;
}

const run = (minutes: number, status: boolean, duration: number): CheckStatusEntry => ({ time: minutesAgo(minutes), status, duration });

/** The Health port as the built-in backend answers it (reference §2.1, §4.1). */
export function describeHealthContract(name: string, setup: ContractSetup<HealthPort, HealthArrange>) {
  describe(`the health port (${name})`, () => {
    let port: HealthPort;
    let arrange: HealthArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    describe('summary', () => {
      it('lists nothing when there are no checks', async () => {
        expect((await port.summary()).checks).toEqual([]);
      });

      it('lists the live checks by name, with their status and labels, leaving deleted ones out', async () => {
        await arrange.check({ name: 'zeta', status: 'unhealthy', labels: { team: 'sre' } });
        await arrange.check({ name: 'alpha' });
        await arrange.check({ name: 'gone', deleted: true });
        const checks = (await port.summary()).checks;
        expect(checks.map((c) => c.name)).toEqual(['alpha', 'zeta']);
        expect(checks[1]).toMatchObject({ status: 'unhealthy', labels: { team: 'sre' }, type: 'http' });
      });
    });

    describe('configChecks', () => {
      it('lists the live checks linked to a config by name, and nothing for a config without checks', async () => {
        const zeta = await arrange.check({ name: 'zeta', status: 'unhealthy' });
        const alpha = await arrange.check({ name: 'alpha' });
        await arrange.check({ name: 'elsewhere' });
        const gone = await arrange.check({ name: 'gone', deleted: true });
        const config = await arrange.configWithChecks([zeta, alpha, gone]);
        const checks = await port.configChecks(config);
        expect(checks.map((c) => c.name)).toEqual(['alpha', 'zeta']);
        expect(checks[1]).toMatchObject({ id: zeta, status: 'unhealthy', type: 'http' });
        expect(await port.configChecks(await arrange.configWithChecks([]))).toEqual([]);
      });
    });

    describe('checkDetail', () => {
      it('answers the check with its relationships', async () => {
        const id = await arrange.check({ name: 'detail', type: 'tcp', labels: { env: 'prod' } });
        const detail = await port.checkDetail(id);
        expect(detail).toMatchObject({ id, name: 'detail', type: 'tcp', labels: { env: 'prod' } });
        expect(detail.relationships).toEqual({ components: [], configs: [] });
      });

      it('rejects an unknown check as not found', async () => {
        await rejectsWith(port.checkDetail(MISSING_ID), 'not_found');
      });
    });

    describe('history', () => {
      const query = (checkId: string, extra: object = {}) => ({ checkId, since: minutesAgo(60), pageIndex: 0, pageSize: 50, ...extra });

      it('is empty for a check that never ran', async () => {
        const id = await arrange.check({ name: 'idle' });
        expect(await port.history(query(id))).toEqual({ data: [], totalEntries: 0 });
      });

      it('answers the runs after `since`, newest first', async () => {
        const id = await arrange.check({ name: 'busy' });
        await arrange.runs(id, [run(30, true, 100), run(10, false, 300), run(90, true, 50), run(20, true, 200)]);
        const history = await port.history(query(id));
        expect(history.data.map((r) => r.duration)).toEqual([300, 200, 100]);
        expect(history.data[0]).toMatchObject({ status: false });
        expect(history.totalEntries).toBe(3);
      });

      it('filters by status and minimum duration, counting before paging', async () => {
        const id = await arrange.check({ name: 'filtered' });
        await arrange.runs(id, [run(5, true, 100), run(6, false, 300), run(7, true, 500), run(8, true, 700), run(9, false, 900)]);
        expect((await port.history(query(id, { status: 1 }))).data.map((r) => r.duration)).toEqual([100, 500, 700]);
        expect((await port.history(query(id, { status: 0 }))).data.map((r) => r.duration)).toEqual([300, 900]);
        expect((await port.history(query(id, { minDuration: 500 }))).data.map((r) => r.duration)).toEqual([500, 700, 900]);
        const second = await port.history(query(id, { pageIndex: 1, pageSize: 2 }));
        expect(second).toMatchObject({ totalEntries: 5, data: [{ duration: 500 }, { duration: 700 }] });
      });
    });

    describe('graph', () => {
      it('answers no points and zero figures for a check without runs', async () => {
        const id = await arrange.check({ name: 'flat' });
        expect(await port.graph({ checkId: id, timeRange: '1h', since: minutesAgo(60) })).toEqual({
          points: [],
          latency: { p95: 0, p97: 0, p99: 0, rolling1h: 0 },
          uptime: { passed: 0, failed: 0 },
        });
      });
    });

    describe('relatedTransitions', () => {
      it("answers the related components' health transitions since the range's start, oldest first", async () => {
        const id = await arrange.check({ name: 'watched' });
        await arrange.componentTransitions(id, 'payments-api', [[10, 'unhealthy', 'healthy'], [30, 'healthy', 'unhealthy'], [90, 'unknown', 'healthy']]);
        const other = await arrange.check({ name: 'unrelated' });
        await arrange.componentTransitions(other, 'orders', [[5, 'healthy', 'unhealthy']]);
        const turns = await port.relatedTransitions({ checkId: id, timeRange: '1h', since: minutesAgo(60) });
        expect(turns.map(({ componentName, previous, health }) => [componentName, previous, health])).toEqual([
          ['payments-api', 'healthy', 'unhealthy'],
          ['payments-api', 'unhealthy', 'healthy'],
        ]);
        expect(await port.relatedTransitions({ checkId: await arrange.check({ name: 'alone' }), timeRange: '1h', since: minutesAgo(60) })).toEqual([]);
      });
    });

    describe('runNow', () => {
      it('runs the check and records the run first in its history', async () => {
        const id = await arrange.check({ name: 'reachable', reachable: true });
        await arrange.runs(id, [run(30, false, 10)]);
        const ran = await port.runNow(id);
        expect(ran, JSON.stringify(ran)).toMatchObject({ pass: true });
        const history = await port.history({ checkId: id, since: minutesAgo(60), pageIndex: 0, pageSize: 10 });
        expect(history.totalEntries).toBe(2);
        expect(history.data[0]).toMatchObject({ status: true });
      });

      it('rejects an unknown check as not found', async () => {
        await rejectsWith(port.runNow(MISSING_ID), 'not_found');
      });
    });
  });
}
