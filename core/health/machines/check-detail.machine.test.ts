import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bindHealthPorts } from '../bind';
import { selectCheckDetailView } from '../selectors';
import { DURATION_FILTER_ERROR, RUN_NOW_FAILED } from '../texts';
import type { CheckStatusQuery } from '../model';
import type { CheckDetailEmitted } from './check-detail.machine';
import { aCheck, checkStatusEvent, FakeHealthPort, healthLive } from '../../../tests/fakes/health';
import { FakePreferences } from '../../../tests/fakes/fake-browser';
import { FakeClock } from '../../../tests/fakes/clock';
import { FakeLiveUpdates, ManualScheduler } from '../../../tests/fakes/live';

const NOW = '2024-06-12T10:30:00Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

function runs(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    time: minutesAgo(i + 1),
    duration: (i + 1) * 100,
    status: i % 2 === 0,
    message: `run ${i + 1}`,
  }));
}

function start(options: { timeRange?: string; port?: FakeHealthPort; live?: FakeLiveUpdates; scheduler?: ManualScheduler } = {}) {
  const port =
    options.port ??
    new FakeHealthPort(() => new Date(NOW)).setChecks([aCheck({ id: 'c1', lastRuntime: minutesAgo(5) })]).setStatuses('c1', runs(120));
  const machines = bindHealthPorts({ health: port, clock: new FakeClock(NOW), preferences: new FakePreferences(), ...healthLive(options.live, options.scheduler) });
  const actor = createActor(machines.checkDetail, { input: { checkId: 'c1', timeRange: options.timeRange } });
  const emitted: CheckDetailEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, port, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.matches({ loaded: { graph: 'ready', history: 'ready', run: 'idle', check: 'idle' } }) || s.matches('failed'));
const lastHistoryQuery = (port: FakeHealthPort) => port.callsOf('history').at(-1)![0] as CheckStatusQuery;

describe('the check detail', () => {
  describe('when it opens without a time range', () => {
    it('picks the range from the age of the last run and loads the first page of history', async () => {
      const { actor, port } = start();
      await settled(actor);
      const view = selectCheckDetailView(actor.getSnapshot(), false);
      expect(view.timeRange).toBe('1h');
      expect(view.history).toMatchObject({ total: 59, pageIndex: 0, pageSize: 50, pageCount: 2 });
      expect(view.history.rows).toHaveLength(50);
      expect(lastHistoryQuery(port)).toEqual({ checkId: 'c1', since: '2024-06-12T09:30:00.000Z', pageIndex: 0, pageSize: 50 });
    });

    it('opens at 1w for a check that last ran four days ago', async () => {
      const port = new FakeHealthPort().setChecks([aCheck({ id: 'c1', lastRuntime: minutesAgo(4 * 1440) })]);
      const { actor } = start({ port });
      await settled(actor);
      expect(actor.getSnapshot().context.timeRange).toBe('1w');
    });
  });

  describe('when the URL names a range', () => {
    it('uses it', async () => {
      const { actor } = start({ timeRange: '3h' });
      await settled(actor);
      expect(actor.getSnapshot().context.timeRange).toBe('3h');
    });
  });

  describe('when the check is gone', () => {
    it('fails with the reason and can retry', async () => {
      const port = new FakeHealthPort().failNext('checkDetail', new Error('check c1 not found')).setChecks([aCheck({ id: 'c1' })]);
      const { actor } = start({ port });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('check c1 not found');
      actor.send({ type: 'detail.retry' });
      await settled(actor);
      expect(actor.getSnapshot().matches('loaded')).toBe(true);
    });
  });

  describe('when the history is filtered and paged', () => {
    it('sends Healthy as 1 and a duration in seconds as milliseconds, from the first page', async () => {
      const { actor, port } = start();
      await settled(actor);
      actor.send({ type: 'history.page', pageIndex: 1 });
      await settled(actor);
      expect(lastHistoryQuery(port).pageIndex).toBe(1);
      actor.send({ type: 'history.status.choose', status: 'Healthy' });
      actor.send({ type: 'history.duration.choose', duration: '2s' });
      await settled(actor);
      expect(lastHistoryQuery(port)).toMatchObject({ status: 1, minDuration: 2000, pageIndex: 0 });
      expect(actor.getSnapshot().context.history?.data.every((entry) => entry.status && entry.duration >= 2000)).toBe(true);
    });

    it('refuses a duration that is not ms or s with the exact message and keeps the last filter', async () => {
      const { actor, port } = start();
      await settled(actor);
      const calls = port.callsOf('history').length;
      actor.send({ type: 'history.duration.choose', duration: '5m' });
      expect(actor.getSnapshot().context.durationError).toBe(DURATION_FILTER_ERROR);
      expect(port.callsOf('history')).toHaveLength(calls);
      actor.send({ type: 'history.duration.choose', duration: '500ms' });
      await settled(actor);
      expect(actor.getSnapshot().context.durationError).toBeUndefined();
    });

    it('keeps the rows on screen while the next page loads', async () => {
      const { actor, port } = start();
      await settled(actor);
      const release = port.hold();
      actor.send({ type: 'history.page', pageIndex: 1 });
      expect(selectCheckDetailView(actor.getSnapshot(), false).history).toMatchObject({ loading: true });
      expect(selectCheckDetailView(actor.getSnapshot(), false).history.rows).toHaveLength(50);
      release();
      await settled(actor);
      expect(selectCheckDetailView(actor.getSnapshot(), false).history.rows).toHaveLength(9);
    });
  });

  describe('when only the history changes', () => {
    it('asks for the history alone and leaves the chart and a running Run Now alone', async () => {
      const { actor, port } = start();
      await settled(actor);
      const release = port.hold();
      actor.send({ type: 'check.runNow' });
      actor.send({ type: 'history.status.choose', status: 'Unhealthy' });
      actor.send({ type: 'history.page', pageIndex: 1 });
      expect(actor.getSnapshot().matches({ loaded: { run: 'running' } })).toBe(true);
      release();
      await settled(actor);
      expect(port.callsOf('graph')).toHaveLength(2);
      expect(port.callsOf('runNow')).toHaveLength(1);
    });
  });

  describe('when another range is chosen', () => {
    it('announces it for the URL and reloads chart and history from the first page', async () => {
      const { actor, port, emitted } = start();
      await settled(actor);
      actor.send({ type: 'history.page', pageIndex: 1 });
      await settled(actor);
      actor.send({ type: 'timeRange.choose', timeRange: '3h' });
      await settled(actor);
      expect(emitted).toContainEqual({ type: 'timeRange.changed', timeRange: '3h' });
      expect(lastHistoryQuery(port)).toMatchObject({ since: '2024-06-12T07:30:00.000Z', pageIndex: 0 });
      expect(port.callsOf('graph').at(-1)).toEqual([{ checkId: 'c1', timeRange: '3h', since: '2024-06-12T07:30:00.000Z' }]);
    });
  });

  describe('when Run Now is pressed', () => {
    it('shows a success notice and refreshes the check, chart and history', async () => {
      const { actor, port, emitted } = start();
      await settled(actor);
      port.setRunResult('c1', { pass: false, duration: 30, error: 'connection refused' });
      const before = { check: port.callsOf('checkDetail').length, graph: port.callsOf('graph').length, history: port.callsOf('history').length };
      actor.send({ type: 'check.runNow' });
      expect(selectCheckDetailView(actor.getSnapshot(), false).running).toBe(true);
      await waitFor(actor, (s) => s.matches({ loaded: { run: 'idle' } }));
      await settled(actor);
      expect(emitted).toContainEqual({ type: 'toast', status: 'success', message: RUN_NOW_FAILED });
      expect(port.callsOf('checkDetail')).toHaveLength(before.check + 1);
      expect(port.callsOf('graph')).toHaveLength(before.graph + 1);
      expect(port.callsOf('history')).toHaveLength(before.history + 1);
      expect(actor.getSnapshot().context.history?.data[0]).toMatchObject({ status: false, error: 'connection refused' });
    });

    it('shows the error when the run fails', async () => {
      const { actor, port, emitted } = start();
      await settled(actor);
      port.failNext('runNow', new Error('runner unavailable'));
      actor.send({ type: 'check.runNow' });
      await settled(actor);
      expect(emitted).toContainEqual({ type: 'toast', status: 'error', message: 'runner unavailable' });
    });
  });

  describe('when the live stream brings runs of this check', () => {
    it('puts a new run on top of History and in the header, and counts it, without reading them again', async () => {
      const stream = { live: new FakeLiveUpdates(), scheduler: new ManualScheduler() };
      const { actor, port } = start(stream);
      await settled(actor);
      const reads = port.callsOf('history').length;
      stream.live.emit(
        checkStatusEvent('c1', { time: NOW, status: false, duration: 4000, message: 'fresh run' }),
        checkStatusEvent('other', { time: NOW, status: true }),
      );
      stream.scheduler.flush();
      const view = selectCheckDetailView(actor.getSnapshot(), false);
      expect(view.history.total).toBe(60);
      expect(view.history.rows).toHaveLength(50);
      expect(actor.getSnapshot().context.history?.data[0]).toMatchObject({ time: NOW, status: false, message: 'fresh run' });
      expect(actor.getSnapshot().context.check).toMatchObject({ status: 'unhealthy', lastRuntime: NOW });
      expect(port.callsOf('history')).toHaveLength(reads);
    });

    it('leaves out a run the History filters exclude, and does not show one twice', async () => {
      const stream = { live: new FakeLiveUpdates(), scheduler: new ManualScheduler() };
      const { actor } = start(stream);
      await settled(actor);
      actor.send({ type: 'history.status.choose', status: 'Healthy' });
      await settled(actor);
      const before = actor.getSnapshot().context.history!;
      stream.live.emit(checkStatusEvent('c1', { time: NOW, status: false }));
      stream.scheduler.flush();
      expect(actor.getSnapshot().context.history).toBe(before);
      const shown = before.data[0]!;
      stream.live.emit(checkStatusEvent('c1', { time: shown.time, status: true }));
      stream.scheduler.flush();
      expect(actor.getSnapshot().context.history?.totalEntries).toBe(before.totalEntries);
    });
  });
});
