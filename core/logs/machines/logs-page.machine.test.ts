import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakePreferences } from '../../../tests/fakes/fake-browser';
import { FakeLogsPort } from '../../../tests/fakes/logs';
import { ManualTimers } from '../../../tests/fakes/topology-timers';
import { DomainError, readUrl, writeUrl } from '../../shared';
import { bindLogsPorts } from '../bind';
import { selectLogsPageView } from '../selectors';
import type { LogsQuery } from '../rules/logs-query';
import { LOGS_COLUMN_SIZES_KEY } from '../rules/table';
import { LOGS_TEXTS } from '../texts';
import { LOGS_URL, type LogsPageEmitted } from './logs-page.machine';

const line = (message: string) => ({ timestamp: '2024-06-12T10:00:00Z', message });

const backend = () =>
  new FakeLogsPort()
    .setComponents([{ id: 'c1', name: 'api' }, { id: 'c2', name: 'web' }])
    .setSelectors('c1', ['app', 'sidecar'])
    .setLines('c1', 'app', [line('started'), line('request failed'), line('request ok')])
    .setLines('c1', 'sidecar', [line('proxy up')])
    .setSelectors('c2', ['nginx'])
    .setLines('c2', 'nginx', [line('GET /')]);

function open(port: FakeLogsPort, query: LogsQuery = { start: '15m' }) {
  const timers = new ManualTimers();
  const preferences = new FakePreferences();
  const actor = createActor(bindLogsPorts({ logs: port, preferences }).page, { input: { search: writeUrl(LOGS_URL, query) }, clock: timers });
  const urls: LogsQuery[] = [];
  actor.on('*', (e: LogsPageEmitted) => urls.push(readUrl(LOGS_URL, e.search)));
  actor.start();
  const settled = () => waitFor(actor, (s) => s.matches({ logs: 'ready' }) || s.matches({ logs: 'failed' }));
  return { actor, timers, preferences, urls, settled };
}

describe('when the page opens without a component', () => {
  it('lists the components and waits for one', async () => {
    const { actor } = open(backend());
    await waitFor(actor, (s) => s.matches({ components: 'ready' }));
    expect(actor.getSnapshot().matches({ logs: 'noComponent' })).toBe(true);
    expect(actor.getSnapshot().context.components.map((c) => c.name)).toEqual(['api', 'web']);
  });

  it('says Unable to load components! when the list fails, and still shows logs', async () => {
    const { actor, settled } = open(backend().failNext('componentsWithLogs'), { topologyId: 'c1', start: '15m' });
    await waitFor(actor, (s) => s.matches({ components: 'failed' }));
    expect(actor.getSnapshot().context.componentsError).toBe(LOGS_TEXTS.componentsFailed);
    expect((await settled()).context.lines).toHaveLength(3);
  });
});

describe('when lines are shown', () => {
  it('offers the export of their search, and none while the next search runs or after it failed', async () => {
    const port = backend();
    const { actor, settled } = open(port, { topologyId: 'c1', logsSelector: 'sidecar', query: 'proxy', start: '1h' });
    await settled();
    expect(selectLogsPageView(actor.getSnapshot()).exported).toEqual(port.exportTable({ componentId: 'c1', selector: 'sidecar', query: 'proxy', start: '1h' }));
    port.failNext('search');
    actor.send({ type: 'logs.reload' });
    expect(selectLogsPageView(actor.getSnapshot()).exported).toBeUndefined();
    await settled();
    expect(selectLogsPageView(actor.getSnapshot()).exported).toBeUndefined();
  });
});

describe('when a component is chosen', () => {
  it('uses its first selector, says so in the URL and shows its lines', async () => {
    const port = backend();
    const { actor, urls, settled } = open(port);
    actor.send({ type: 'component.select', componentId: 'c1' });
    const state = await settled();
    expect(state.context.selectors.map((s) => s.name)).toEqual(['app', 'sidecar']);
    expect(state.context.query.logsSelector).toBe('app');
    expect(urls.at(-1)).toEqual({ topologyId: 'c1', logsSelector: 'app', start: '15m' });
    expect(port.callsOf('search')).toEqual([[{ componentId: 'c1', selector: 'app', start: '15m' }]]);
    expect(state.context.lines.map((l) => l.message)).toEqual(['started', 'request failed', 'request ok']);
  });

  it('keeps the selector the URL names', async () => {
    const { settled } = open(backend(), { topologyId: 'c1', logsSelector: 'sidecar', start: '1h' });
    expect((await settled()).context.lines.map((l) => l.message)).toEqual(['proxy up']);
  });

  it('clears the lines, selection and selector when another component is chosen', async () => {
    const { actor, settled } = open(backend(), { topologyId: 'c1', start: '15m' });
    await settled();
    actor.send({ type: 'row.toggle', index: 1 });
    actor.send({ type: 'component.select', componentId: 'c2' });
    expect(actor.getSnapshot().context).toMatchObject({ lines: [], selected: [], selectors: [] });
    const state = await settled();
    expect(state.context.query).toEqual({ topologyId: 'c2', logsSelector: 'nginx', start: '15m' });
  });

  it('shows the backend’s error when it fails, and recovers on reload', async () => {
    const port = backend().failNext('search', new DomainError('server', 'log backend timed out'));
    const { actor, settled } = open(port, { topologyId: 'c1', start: '15m' });
    expect((await settled()).context.error).toBe('log backend timed out');
    actor.send({ type: 'logs.reload' });
    await waitFor(actor, (s) => s.matches({ logs: 'ready' }));
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('loads the selectors again on reload when they failed', async () => {
    const port = backend().failNext('logSelectors', new DomainError('server', 'topology is down'));
    const { actor, settled } = open(port, { topologyId: 'c1', start: '15m' });
    expect((await settled()).context.error).toBe('topology is down');
    actor.send({ type: 'logs.reload' });
    await waitFor(actor, (s) => s.matches({ logs: 'ready' }));
    expect(actor.getSnapshot().context.lines).toHaveLength(3);
  });

  it('goes back to no component with None', async () => {
    const { actor, settled } = open(backend(), { topologyId: 'c1', start: '15m' });
    await settled();
    actor.send({ type: 'component.select', componentId: undefined });
    expect(actor.getSnapshot().matches({ logs: 'noComponent' })).toBe(true);
  });
});

describe('when searching', () => {
  it('waits 500 ms after the last keystroke, then searches and updates the URL', async () => {
    const port = backend();
    const { actor, timers, urls, settled } = open(port, { topologyId: 'c1', start: '15m' });
    await settled();
    actor.send({ type: 'search.input', text: 'req' });
    timers.advance(300);
    actor.send({ type: 'search.input', text: 'request f' });
    timers.advance(499);
    expect(port.callsOf('search')).toHaveLength(1);
    timers.advance(1);
    const state = await waitFor(actor, (s) => s.matches({ logs: 'ready' }) && port.callsOf('search').length === 2);
    expect(urls.at(-1)).toEqual({ topologyId: 'c1', logsSelector: 'app', query: 'request f', start: '15m' });
    expect(state.context.lines.map((l) => l.message)).toEqual(['request failed']);
  });

  it('ignores the URL it wrote itself', async () => {
    const port = backend();
    const { actor, settled } = open(port, { topologyId: 'c1', start: '15m' });
    const state = await settled();
    actor.send({ type: 'url.read', search: writeUrl(LOGS_URL, state.context.query) });
    expect(actor.getSnapshot().matches({ logs: 'ready' })).toBe(true);
    expect(port.callsOf('search')).toHaveLength(1);
  });

  it('reloads for a new time range', async () => {
    const port = backend();
    const { actor, settled } = open(port, { topologyId: 'c1', start: '15m' });
    await settled();
    actor.send({ type: 'range.select', start: '1d' });
    await waitFor(actor, (s) => s.matches({ logs: 'ready' }) && port.callsOf('search').length === 2);
    expect(port.callsOf('search').at(-1)).toEqual([{ componentId: 'c1', selector: 'app', start: '1d' }]);
  });
});

describe('when columns are resized', () => {
  it('remembers the sizes 500 ms after the last change', () => {
    const { actor, timers, preferences } = open(backend());
    actor.send({ type: 'columns.resize', sizes: { message: 350 } });
    timers.advance(400);
    actor.send({ type: 'columns.resize', sizes: { message: 380 } });
    timers.advance(499);
    expect(preferences.get(LOGS_COLUMN_SIZES_KEY)).toBeUndefined();
    timers.advance(1);
    expect(preferences.get(LOGS_COLUMN_SIZES_KEY)).toBe('{"message":380}');
  });
});
