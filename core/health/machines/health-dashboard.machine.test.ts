import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { bindHealthPorts } from '../bind';
import { selectHealthDashboardView } from '../selectors';
import { HEALTH_REFRESH_RATE_KEY, HEALTH_SETTINGS_KEY } from '../texts';
import type { HealthDashboardEmitted } from './health-dashboard.machine';
import { aCheck, checkStatusEvent, FakeHealthPort, healthLive } from '../../../tests/fakes/health';
import { FakePreferences } from '../../../tests/fakes/fake-browser';
import { FakeClock } from '../../../tests/fakes/clock';
import { FakeLiveUpdates, ManualScheduler } from '../../../tests/fakes/live';

function start(options: { url?: string; port?: FakeHealthPort; preferences?: FakePreferences; live?: FakeLiveUpdates; scheduler?: ManualScheduler } = {}) {
  const port = options.port ?? new FakeHealthPort().setChecks([aCheck({ id: 'a' }), aCheck({ id: 'b', status: 'unhealthy' })]);
  const preferences = options.preferences ?? new FakePreferences();
  const machines = bindHealthPorts({ health: port, clock: new FakeClock(), preferences, ...healthLive(options.live, options.scheduler) });
  const clock = new SimulatedClock();
  const actor = createActor(machines.dashboard, { input: machines.dashboardInput(options.url ?? ''), clock });
  const emitted: HealthDashboardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, port, preferences, clock, emitted };
}

/** The URL parameters the dashboard last wrote. */
const lastParams = (emitted: readonly HealthDashboardEmitted[]) => Object.fromEntries(new URLSearchParams(emitted.at(-1)?.search));

const loaded = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ data: 'ready' }));

describe('the health dashboard', () => {
  describe('when it opens', () => {
    it('loads the summary and shows the failing checks (Hide Passing is on)', async () => {
      const { actor } = start();
      await loaded(actor);
      const view = selectHealthDashboardView(actor.getSnapshot());
      expect(view.checks.map((c) => c.id)).toEqual(['b']);
      expect(view.counts).toEqual({ passing: 1, failing: 1 });
    });

    it('takes Group By and Tab By from the saved settings when the URL has none', async () => {
      const preferences = new FakePreferences().setValue(HEALTH_SETTINGS_KEY, JSON.stringify({ groupBy: 'type', tabBy: 'env', hidePassing: 'false' }));
      const { actor } = start({ preferences });
      expect(actor.getSnapshot().context.query).toMatchObject({ groupBy: 'type', tabBy: 'env', hidePassing: false });
    });
  });

  describe('when the search is being typed', () => {
    it('shows the text at once and keeps the rows and options as they were until the search settles', async () => {
      const { actor } = start();
      await loaded(actor);
      const before = selectHealthDashboardView(actor.getSnapshot());
      actor.send({ type: 'search.type', text: 'b' });
      const typing = selectHealthDashboardView(actor.getSnapshot());
      expect(typing.searchText).toBe('b');
      expect(typing.rows).toBe(before.rows);
      expect(typing.groupByOptions).toBe(before.groupByOptions);
      expect(typing.refreshOptions).toBe(before.refreshOptions);
    });
  });

  describe('when the first load fails', () => {
    it('shows the error and loads again on retry', async () => {
      const port = new FakeHealthPort().setChecks([aCheck({ id: 'a' })]).failNext('summary', new Error('down'));
      const { actor } = start({ port });
      await waitFor(actor, (s) => s.matches({ data: 'failed' }));
      expect(selectHealthDashboardView(actor.getSnapshot())).toMatchObject({ failed: true, error: 'down' });
      actor.send({ type: 'checks.retry' });
      await loaded(actor);
      expect(actor.getSnapshot().context.error).toBeUndefined();
    });
  });

  describe('when refreshing', () => {
    it('keeps the last results visible, and keeps them when the refresh fails', async () => {
      const { actor, port } = start();
      await loaded(actor);
      const release = port.hold();
      actor.send({ type: 'checks.refresh' });
      expect(selectHealthDashboardView(actor.getSnapshot())).toMatchObject({ refreshing: true });
      expect(actor.getSnapshot().context.checks).toHaveLength(2);
      port.failNext('summary', new Error('flaky'));
      release();
      await loaded(actor);
      expect(actor.getSnapshot().context.checks).toHaveLength(2);
      expect(actor.getSnapshot().context.error).toBe('flaky');
    });
  });

  describe('when a refresh rate is chosen', () => {
    it('refreshes at that rate and saves the choice', async () => {
      const { actor, port, clock, preferences } = start();
      await loaded(actor);
      actor.send({ type: 'refreshRate.choose', rate: '15s' });
      expect(preferences.values.get(HEALTH_REFRESH_RATE_KEY)).toBe('15s');
      clock.increment(14_999);
      expect(port.callsOf('summary')).toHaveLength(1);
      clock.increment(1);
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(2);
      clock.increment(15_000);
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(3);
    });

    it('does not refresh by itself with None', async () => {
      const { actor, port, clock } = start();
      await loaded(actor);
      clock.increment(60 * 60_000);
      expect(port.callsOf('summary')).toHaveLength(1);
    });

    it('re-arms with the next allowed rate when a longer time range disables the choice', async () => {
      const preferences = new FakePreferences().setValue(HEALTH_REFRESH_RATE_KEY, '30s');
      const { actor, port, clock } = start({ preferences });
      await loaded(actor);
      actor.send({ type: 'timeRange.choose', timeRange: '1h' });
      expect(selectHealthDashboardView(actor.getSnapshot()).refreshRate).toBe('60s');
      clock.increment(30_000);
      expect(port.callsOf('summary')).toHaveLength(1);
      clock.increment(30_000);
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(2);
      expect(preferences.values.get(HEALTH_REFRESH_RATE_KEY)).toBe('30s');
    });
  });

  describe('when typing in the search box', () => {
    it('applies the text 400 ms after the last keystroke and writes it to the URL', async () => {
      const { actor, clock, emitted } = start();
      await loaded(actor);
      actor.send({ type: 'search.type', text: 'b' });
      clock.increment(300);
      actor.send({ type: 'search.type', text: 'bb' });
      clock.increment(399);
      expect(actor.getSnapshot().context.query.query).toBe('');
      expect(actor.getSnapshot().context.searchText).toBe('bb');
      clock.increment(1);
      expect(actor.getSnapshot().context.query.query).toBe('bb');
      expect(emitted.at(-1)).toEqual({ type: 'url.write', search: 'query=bb' });
    });

    it('filters what it has without asking the server again', async () => {
      const { actor, clock, port } = start();
      await loaded(actor);
      for (const text of ['b', 'bb', 'bbb']) actor.send({ type: 'search.type', text });
      clock.increment(400);
      expect(actor.getSnapshot().matches({ data: 'ready' })).toBe(true);
      expect(port.callsOf('summary')).toHaveLength(1);
    });
  });

  describe('when the person changes the view', () => {
    it('writes each change to the URL and saves Group By, Tab By and Hide Passing', async () => {
      const { actor, emitted, preferences } = start();
      actor.send({ type: 'groupBy.choose', groupBy: 'type' });
      actor.send({ type: 'tabBy.choose', tabBy: 'agent_id' });
      actor.send({ type: 'hidePassing.set', hidePassing: false });
      actor.send({ type: 'layout.choose', layout: 'card' });
      actor.send({ type: 'label.toggle', id: 'env:prod', clicked: 1 });
      actor.send({ type: 'sort.change', sortBy: 'latency', sortDesc: true });
      expect(lastParams(emitted)).toEqual({
        groupBy: 'type', tabBy: 'agent_id', hidePassing: 'false', layout: 'card', labels: '{"env:prod":1}', sortBy: 'latency', sortDesc: 'true',
      });
      expect(JSON.parse(preferences.values.get(HEALTH_SETTINGS_KEY)!)).toEqual({ groupBy: 'type', tabBy: 'agent_id', hidePassing: 'false' });
    });

    it('opens a check, and closing it removes checkId and resets timeRange to 1h, each a step Back undoes', async () => {
      const { actor, emitted } = start({ url: 'timeRange=1w' });
      actor.send({ type: 'check.open', checkId: 'b' });
      expect(emitted.at(-1)).toEqual({ type: 'url.write', search: 'timeRange=1w&checkId=b', push: true });
      actor.send({ type: 'check.close' });
      expect(emitted.at(-1)).toEqual({ type: 'url.write', search: 'timeRange=1h', push: true });
    });

    it('replaces the URL for any other change', async () => {
      const { actor, emitted } = start();
      actor.send({ type: 'layout.choose', layout: 'card' });
      expect(emitted.at(-1)).toEqual({ type: 'url.write', search: 'layout=card' });
    });

    it('adopts a URL change without writing it back', async () => {
      const { actor, emitted } = start();
      actor.send({ type: 'url.read', search: '?query=api' });
      expect(selectHealthDashboardView(actor.getSnapshot())).toMatchObject({ searchText: 'api', query: { query: 'api' } });
      expect(emitted).toEqual([]);
    });

    it('reads a URL against the settings it opened with, as it wrote it', async () => {
      const preferences = new FakePreferences().setValue(HEALTH_SETTINGS_KEY, JSON.stringify({ groupBy: 'type', tabBy: 'env', hidePassing: 'true' }));
      const { actor, emitted } = start({ preferences });
      actor.send({ type: 'groupBy.choose', groupBy: 'canary_name' });
      expect(lastParams(emitted)).toEqual({ groupBy: 'canary_name' });
      actor.send({ type: 'url.read', search: '' });
      expect(selectHealthDashboardView(actor.getSnapshot()).query.groupBy).toBe('type');
    });

    it('goes back to the All tab when Tab By changes', async () => {
      const { actor } = start();
      actor.send({ type: 'tab.choose', tab: 'default' });
      actor.send({ type: 'tabBy.choose', tabBy: 'agent_id' });
      expect(actor.getSnapshot().context.tab).toBe('all');
    });
  });

  describe('when the live stream brings runs of checks', () => {
    const live = () => {
      const stream = new FakeLiveUpdates();
      stream.setStatus('live');
      return { live: stream, scheduler: new ManualScheduler() };
    };

    it('moves the check that ran, with its transition and uptime, without reading the list again', async () => {
      const ports = live();
      const { actor, port } = start(ports);
      await loaded(actor);
      ports.live.emit(checkStatusEvent('a', { time: '2030-01-01T00:00:00Z', status: false }));
      ports.scheduler.flush();
      const view = selectHealthDashboardView(actor.getSnapshot());
      expect(view.checks.map((c) => c.id)).toEqual(['a', 'b']);
      expect(view.counts).toEqual({ passing: 0, failing: 2 });
      expect(actor.getSnapshot().context.checks[0]).toMatchObject({
        status: 'unhealthy', lastRuntime: '2030-01-01T00:00:00Z', lastTransitionTime: '2030-01-01T00:00:00Z', uptime: { passed: 10, failed: 1 },
      });
      expect(port.callsOf('summary')).toHaveLength(1);
    });

    it('reads the list once for a run of a check it does not hold, or when events were lost', async () => {
      const ports = live();
      const { actor, port } = start(ports);
      await loaded(actor);
      ports.live.emit(checkStatusEvent('new-1', { time: '2030-01-01T00:00:00Z', status: true }), checkStatusEvent('new-2', { time: '2030-01-01T00:00:00Z', status: true }));
      ports.scheduler.flush();
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(2);
      ports.live.resync();
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(3);
    });

    it('finishes the read under way when more checks it does not hold run meanwhile, then reads once more', async () => {
      const ports = live();
      const { actor, port } = start(ports);
      await loaded(actor);
      const release = port.hold();
      ports.live.emit(checkStatusEvent('new-1', { time: '2030-01-01T00:00:00Z', status: true }));
      ports.scheduler.flush();
      for (const id of ['new-2', 'new-3']) {
        ports.live.emit(checkStatusEvent(id, { time: '2030-01-01T00:00:01Z', status: true }));
        ports.scheduler.flush();
      }
      expect(port.callsOf('summary')).toHaveLength(2);
      release();
      await waitFor(actor, () => port.callsOf('summary').length === 3);
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(3);
    });

    it('rests the refresh rate while the stream is live and falls back to it when the stream drops', async () => {
      const ports = live();
      const preferences = new FakePreferences().setValue(HEALTH_REFRESH_RATE_KEY, '15s');
      const { actor, port, clock } = start({ ...ports, preferences });
      await loaded(actor);
      clock.increment(60_000);
      expect(port.callsOf('summary')).toHaveLength(1);
      ports.live.setStatus('reconnecting');
      clock.increment(15_000);
      await loaded(actor);
      expect(port.callsOf('summary')).toHaveLength(2);
    });
  });
});
