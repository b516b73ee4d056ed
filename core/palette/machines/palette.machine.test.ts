import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { aCheck } from '../../../tests/fakes/health';
import { AREAS, type Navigation } from '../../session';
import { RUN_NOW_PASSED } from '../../health';
import { PaletteMachines } from '../bind';
import { selectPaletteView } from '../selectors';
import { PALETTE_RECENT_KEY, PALETTE_TYPE_MORE } from '../texts';
import { PALETTE_DEBOUNCE_MS, type PaletteEmitted } from './palette.machine';

const navigation: Navigation = {
  main: AREAS.filter((a) => a.id === 'health' || a.id === 'incidents'),
  settings: AREAS.filter((a) => a.id === 'settings.agents'),
};

function open(roles: readonly string[] = ['editor'], setUp: (fakes: ReturnType<typeof fakeConsole>) => void = () => undefined) {
  const fakes = fakeConsole();
  fakes.health.setChecks([aCheck({ id: 'c1', name: 'api-gateway', status: 'unhealthy' })]);
  fakes.paletteSearch.setResources([
    { kind: 'check', id: 'c1', name: 'api-gateway', health: 'unhealthy' },
    { kind: 'check', id: 'c2', name: 'checkout-api', health: 'healthy' },
    { kind: 'playbook', id: 'p1', name: 'Restart pod' },
    { kind: 'incident', id: 'i1', name: 'Checkout is down', health: 'open' },
  ]);
  setUp(fakes);
  const machines = fakes.get(PaletteMachines);
  const clock = new SimulatedClock();
  const actor = createActor(machines.palette, { clock, input: machines.input(roles, navigation) });
  const emitted: PaletteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectPaletteView(actor.getSnapshot());
  const labels = () => view().groups.flatMap((g) => g.rows.map((r) => `${g.group}: ${r.label}`));
  const type = async (text: string) => {
    actor.send({ type: 'palette.type', text });
    clock.increment(PALETTE_DEBOUNCE_MS);
    await waitFor(actor, (s) => !s.hasTag('searching'));
  };
  return { fakes, actor, clock, emitted, view, labels, type };
}

describe('when the palette opens with nothing typed', () => {
  it('offers the actions and the pages the person may open, nothing searched', () => {
    const { labels, fakes } = open();
    expect(labels()).toEqual([
      'Actions: Create incident…', 'Actions: Toggle dark mode', 'Actions: Sign out',
      'Pages: Go to Health', 'Pages: Go to Incidents', 'Pages: Go to Agents',
    ]);
    expect(fakes.paletteSearch.calls).toEqual([]);
  });
});

describe('when a person types', () => {
  it('waits the debounce before asking the server, then asks once for the last text', async () => {
    const { actor, clock, fakes } = open();
    actor.send({ type: 'palette.type', text: 'a' });
    actor.send({ type: 'palette.type', text: 'ap' });
    clock.increment(PALETTE_DEBOUNCE_MS - 1);
    expect(fakes.paletteSearch.calls).toEqual([]);
    actor.send({ type: 'palette.type', text: 'api' });
    clock.increment(PALETTE_DEBOUNCE_MS);
    await waitFor(actor, (s) => !s.hasTag('searching'));
    expect(fakes.paletteSearch.callsOf('search')).toEqual([[{ text: 'api', kinds: ['check', 'component', 'config', 'playbook', 'incident', 'person'], limit: 8 }]]);
  });

  it('groups what was found by kind with its health, write verbs first', async () => {
    const { type, view } = open();
    await type('api');
    expect(view().groups.map((g) => [g.group, g.rows.map((r) => [r.label, r.health])])).toEqual([
      ['Actions', [['Run check api-gateway', 'unhealthy'], ['Run check checkout-api', 'healthy'], ['Create incident… with api-gateway', undefined]]],
      ['Checks', [['api-gateway', 'unhealthy'], ['checkout-api', 'healthy']]],
    ]);
  });

  it('offers to run a found playbook on the best matching resource', async () => {
    const { type, labels, fakes } = open();
    fakes.paletteSearch.add({ kind: 'config', id: 'cfg', name: 'payments-pod', health: 'healthy' });
    await type('pod');
    expect(labels()).toContain('Actions: Run playbook Restart pod on payments-pod');
  });

  it('shows the failure and keeps the local rows when the search fails', async () => {
    const { type, view, fakes } = open();
    fakes.paletteSearch.failNext('search');
    await type('sign');
    expect(view().error).toEqual({ title: 'The search failed', message: 'boom' });
    expect(view().groups.flatMap((g) => g.rows.map((r) => r.label))).toEqual(['Sign out']);
  });

  it('shows the first part of the answer while the rest is on its way', async () => {
    const { actor, clock, labels, fakes, view } = open();
    const release = fakes.paletteSearch.holdAfterFirstPart();
    actor.send({ type: 'palette.type', text: 'checkout' });
    clock.increment(PALETTE_DEBOUNCE_MS);
    await waitFor(actor, () => labels().includes('Checks: checkout-api'));
    expect(view().searching).toBe(true);
    expect(labels()).not.toContain('Incidents: Checkout is down');
    release();
    await waitFor(actor, (s) => !s.hasTag('searching'));
    expect(labels()).toEqual(expect.arrayContaining(['Checks: checkout-api', 'Incidents: Checkout is down']));
  });

  it('drops the parts of a search the person typed past', async () => {
    const { actor, clock, labels, fakes } = open();
    fakes.paletteSearch.add({ kind: 'incident', id: 'i2', name: 'api is slow' });
    const releaseParts = fakes.paletteSearch.holdAfterFirstPart();
    actor.send({ type: 'palette.type', text: 'ap' });
    clock.increment(PALETTE_DEBOUNCE_MS);
    await waitFor(actor, () => labels().includes('Checks: checkout-api'));
    // The search for "api" waits for its answer while the one for "ap" tells its last part.
    const releaseNext = fakes.paletteSearch.hold();
    actor.send({ type: 'palette.type', text: 'api' });
    clock.increment(PALETTE_DEBOUNCE_MS);
    releaseParts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(labels().filter((label) => label.startsWith('Checks') || label.startsWith('Incidents'))).toEqual(['Checks: api-gateway', 'Checks: checkout-api']);
    releaseNext();
    await waitFor(actor, (s) => !s.hasTag('searching'));
    expect(labels()).toContain('Incidents: api is slow');
  });

  it('says nothing matches when nothing does', async () => {
    const { type, view } = open();
    await type('zzz');
    expect(view().empty).toBe('Nothing matches');
  });

  it('filters its own verbs and pages on one letter without asking the server, and asks from the second', async () => {
    const { type, view, labels, fakes } = open();
    await type('h');
    expect(labels()).toEqual(['Pages: Go to Health']);
    expect(view().hint).toBe(PALETTE_TYPE_MORE);
    expect(fakes.paletteSearch.calls).toEqual([]);
    await type('zq');
    expect(fakes.paletteSearch.callsOf('search').map(([query]) => (query as { text: string }).text)).toEqual(['zq']);
    expect([view().hint, view().empty]).toEqual([undefined, 'Nothing matches']);
  });
});

describe('when the person is a viewer', () => {
  it('offers no write verb', async () => {
    const { type, labels } = open(['viewer']);
    await type('api');
    expect(labels().filter((l) => l.startsWith('Actions'))).toEqual([]);
    expect(labels()).toContain('Checks: api-gateway');
  });
});

describe('when moving through the list', () => {
  it('moves the highlight with the arrows, wrapping at both ends', async () => {
    const { type, actor, view } = open();
    await type('api');
    expect(view().activeKey).toBe('run-check:c1');
    actor.send({ type: 'palette.move', by: -1 });
    expect(view().activeKey).toBe('Checks:check:c2');
    actor.send({ type: 'palette.move', by: 1 });
    actor.send({ type: 'palette.move', by: 1 });
    expect(view().activeKey).toBe('run-check:c2');
  });
});

describe('when an item is chosen', () => {
  it('runs a check through the check detail machine, toasts its outcome and closes', async () => {
    const { type, actor, emitted, view, fakes } = open();
    await type('gateway');
    actor.send({ type: 'palette.choose' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(fakes.health.callsOf('runNow')).toEqual([['c1']]);
    expect(emitted).toContainEqual({ type: 'toast', status: 'success', message: RUN_NOW_PASSED });
    expect(view().closed).toBe(true);
  });

  it('goes to a found resource and remembers it first for next time', async () => {
    const { type, actor, emitted, fakes, view } = open();
    await type('checkout');
    const row = view().groups.find((g) => g.group === 'Checks')!.rows[0]!;
    actor.send({ type: 'palette.choose', index: row.index });
    expect(emitted).toEqual([{ type: 'navigate', path: '/health?checkId=c2' }]);
    expect(JSON.parse(fakes.preferences.get(PALETTE_RECENT_KEY)!)).toEqual([{ kind: 'check', id: 'c2', name: 'checkout-api', health: 'healthy' }]);
  });

  it('opens the create dialog with the found resource as evidence', async () => {
    const { type, actor, emitted, view } = open();
    await type('gateway');
    const row = view().groups.flatMap((g) => g.rows).find((r) => r.label === 'Create incident… with api-gateway')!;
    actor.send({ type: 'palette.choose', index: row.index });
    expect(emitted).toEqual([{ type: 'incident.create', evidence: { type: 'check', checkId: 'c1', description: 'api-gateway' } }]);
  });

  it('toggles dark mode', async () => {
    const { type, actor, emitted } = open();
    await type('dark');
    actor.send({ type: 'palette.choose' });
    expect(emitted).toEqual([{ type: 'colourMode.toggle' }]);
  });
});

describe('when it opens again', () => {
  it('shows the recent picks first', () => {
    const { labels } = open(['viewer'], (fakes) =>
      fakes.preferences.set(PALETTE_RECENT_KEY, JSON.stringify([{ kind: 'incident', id: 'i1', name: 'Checkout is down' }])),
    );
    expect(labels()[0]).toBe('Recent: Checkout is down');
  });
});
