import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { PALETTE_DEBOUNCE_MS, PaletteMachines, selectPaletteView, type PaletteEmitted, type PaletteResourceKind, type PaletteView } from '../../core/palette';
import { AREAS, visibleNavigation } from '../../core/session';
import { personRoles } from '../support/access-context';
import type { ConsoleWorld } from '../support/world';

interface PaletteWorld {
  actor: ActorRefFrom<PaletteMachines['palette']>;
  clock: SimulatedClock;
  emitted: PaletteEmitted[];
}

const KEY = 'palette';
/** The estate's ids by name. */
const IDS_KEY = 'palette.ids';
const palette = (world: ConsoleWorld) => world.recall<PaletteWorld>(KEY);
const view = (world: ConsoleWorld): PaletteView => selectPaletteView(palette(world).actor.getSnapshot());
const rows = (world: ConsoleWorld) => view(world).groups.flatMap((g) => g.rows.map((row) => ({ ...row, group: g.group })));

function open(world: ConsoleWorld) {
  const machines = world.console.get(PaletteMachines);
  const roles = personRoles(world);
  const navigation = visibleNavigation({ roles, flags: {}, available: new Set(AREAS.map((a) => a.id)) });
  const clock = new SimulatedClock();
  const actor = createActor(machines.palette, { clock, input: machines.input(roles, navigation) });
  const emitted: PaletteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  world.remember<PaletteWorld>(KEY, { actor, clock, emitted });
}

async function type(world: ConsoleWorld, text: string) {
  const { actor, clock } = palette(world);
  actor.send({ type: 'palette.type', text });
  clock.increment(PALETTE_DEBOUNCE_MS);
  await waitFor(actor, (s) => !s.hasTag('searching'));
}

Given('the estate has', function (this: ConsoleWorld, table: DataTable) {
  this.remember(IDS_KEY, new Map(table.hashes().map((row, index) => [row.name!, `${row.kind}-${index}`])));
  this.console.paletteSearch.setResources(
    table.hashes().map((row, index) => ({
      kind: row.kind as PaletteResourceKind, id: `${row.kind}-${index}`, name: row.name!, health: row.health || undefined,
      detail: row.kind === 'person' ? 'pat@example.com' : undefined,
    })),
  );
  this.console.health.setChecks(
    table.hashes().flatMap((row, index) => (row.kind === 'check' ? [{ id: `check-${index}`, name: row.name!, status: row.health } as never] : [])),
  );
});

Given('the search fails', function (this: ConsoleWorld) {
  this.console.paletteSearch.failNext('search');
});

When('they open the palette and type {string}', async function (this: ConsoleWorld, text: string) {
  open(this);
  await type(this, text);
});

When('they open the palette again', function (this: ConsoleWorld) {
  open(this);
});

When(
  'they open the palette and type {string}, {string} and {string} {int} ms apart, then pause {int} ms',
  async function (this: ConsoleWorld, a: string, b: string, c: string, apart: number, pause: number) {
    open(this);
    const { actor, clock } = palette(this);
    for (const text of [a, b, c]) {
      clock.increment(apart);
      actor.send({ type: 'palette.type', text });
    }
    clock.increment(pause);
    // Still waiting for the pause to end: nothing was sent.
    if (!actor.getSnapshot().matches({ open: 'debouncing' })) await waitFor(actor, (s) => !s.hasTag('searching'));
  },
);

When('they press Enter on {string}', async function (this: ConsoleWorld, label: string) {
  const { actor } = palette(this);
  const target = rows(this).find((row) => row.label === label);
  assert.ok(target, `the palette shows no '${label}': ${rows(this).map((r) => r.label).join(', ')}`);
  while (view(this).activeKey !== target.key) actor.send({ type: 'palette.move', by: 1 });
  actor.send({ type: 'palette.choose' });
  await waitFor(actor, (s) => s.status === 'done');
});

Then('the palette shows under {string}', function (this: ConsoleWorld, group: string, table: DataTable) {
  const shown = rows(this).filter((row) => row.group === group).map((row) => ({ name: row.label, health: row.health ?? '' }));
  assert.deepEqual(shown, table.hashes());
});

Then("the palette's groups are {string}", function (this: ConsoleWorld, groups: string) {
  assert.deepEqual(view(this).groups.map((g) => g.group), groups.split(', '));
});

Then('the server was searched once, for {string}', function (this: ConsoleWorld, text: string) {
  assert.deepEqual(this.console.paletteSearch.callsOf('search').map(([query]) => (query as { text: string }).text), [text]);
});

Then('the palette says {string}', function (this: ConsoleWorld, title: string) {
  assert.equal(view(this).error?.title, title);
});

Then('the palette shows the verb {string}', function (this: ConsoleWorld, label: string) {
  assert.ok(rows(this).some((row) => row.group === 'Actions' && row.label === label));
});

Then('the palette shows no verb that starts with {string}', function (this: ConsoleWorld, prefix: string) {
  assert.deepEqual(rows(this).filter((row) => row.label.startsWith(prefix)).map((row) => row.label), []);
});

Then('the check {string} was run', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(this.console.health.callsOf('runNow'), [[this.recall<Map<string, string>>(IDS_KEY).get(name)]]);
});

Then('the palette toasts {string}', function (this: ConsoleWorld, message: string) {
  assert.ok(palette(this).emitted.some((event) => event.type === 'toast' && event.message === message), JSON.stringify(palette(this).emitted));
});

Then('the palette is closed', function (this: ConsoleWorld) {
  assert.equal(view(this).closed, true);
});

Then('the create incident dialog opens with the check {string} as evidence', function (this: ConsoleWorld, name: string) {
  const opened = palette(this).emitted.find((event) => event.type === 'incident.create');
  assert.ok(opened && opened.type === 'incident.create');
  assert.deepEqual(opened.evidence, { type: 'check', checkId: opened.evidence?.type === 'check' ? opened.evidence.checkId : '', description: name });
});

Then('the run dialog opens for {string} on the config {string}', function (this: ConsoleWorld, playbook: string, config: string) {
  const opened = palette(this).emitted.find((event) => event.type === 'playbook.run');
  assert.ok(opened && opened.type === 'playbook.run');
  assert.equal(opened.dialog.playbook?.title, playbook);
  assert.deepEqual({ kind: opened.dialog.target?.kind, name: opened.dialog.target?.name }, { kind: 'config', name: config });
});

Then('the palette sends the console to {string}', function (this: ConsoleWorld, path: string) {
  assert.deepEqual(palette(this).emitted, [{ type: 'navigate', path }]);
});

Then('the colour mode is toggled', function (this: ConsoleWorld) {
  assert.deepEqual(palette(this).emitted, [{ type: 'colourMode.toggle' }]);
});

Then('the first row is {string} under {string}', function (this: ConsoleWorld, label: string, group: string) {
  assert.deepEqual({ label: rows(this)[0]?.label, group: rows(this)[0]?.group }, { label, group });
});

Then('the server was not searched', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.paletteSearch.callsOf('search'), []);
});
