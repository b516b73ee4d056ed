import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { HttpPaletteSearchAdapter } from '../../adapters/http/palette.http';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import {
  PALETTE_DEBOUNCE_MS, PaletteMachines, PaletteSearchPort, selectPaletteView, type PaletteEmitted, type PaletteResourceKind, type PaletteView,
} from '../../core/palette';
import { AREAS, visibleNavigation } from '../../core/session';
import { FakeFetch, reply, type RecordedRequest } from '../../tests/fakes/fake-fetch';
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
/** A scenario's server, when the palette searches through the console's HTTP client instead of the fake port. */
const SERVER_KEY = 'palette.server';
const searchesOf = (server: FakeFetch) => server.requests.filter((request) => request.url.pathname === '/api/resources/search');
const searchedText = (request: RecordedRequest) => (request.body as { checks?: { search: string }[] }).checks?.[0]?.search;
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
  const server = world.recallOr<FakeFetch | undefined>(SERVER_KEY, undefined);
  // A server that does not answer: the search is under way once its request went out.
  if (server) await until(() => searchesOf(server).some((request) => searchedText(request) === text));
  else await waitFor(actor, (s) => !s.hasTag('searching'));
}

async function until(done: () => boolean) {
  for (let tries = 0; !done(); tries++) {
    if (tries === 100) throw new Error('the palette sent no such search');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
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

/** The palette searches `server` through the console's HTTP adapter. */
function searchThrough(world: ConsoleWorld, server: FakeFetch) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
  world.console.container.rebind<PaletteSearchPort>(PaletteSearchPort).toConstantValue(new HttpPaletteSearchAdapter(http, new PostgrestClient(http)));
  world.remember(SERVER_KEY, server);
}

const unanswered = () => new Promise<Response>(() => undefined);

Given('the palette searches a server that has not answered yet', function (this: ConsoleWorld) {
  searchThrough(
    this,
    new FakeFetch().on('POST', '/api/resources/search', unanswered).on('GET', '/api/db/incidents', reply(200, [])).on('GET', '/api/db/people', reply(200, [])),
  );
});

Given(
  'the palette searches a server that finds the check {string} at once and has not answered for people yet',
  function (this: ConsoleWorld, name: string) {
    searchThrough(
      this,
      new FakeFetch()
        .on('POST', '/api/resources/search', reply(200, { checks: [{ id: 'check-1', name, type: 'http', health: 'unhealthy' }] }))
        .on('GET', '/api/db/incidents', reply(200, []))
        .on('GET', '/api/db/people', unanswered),
    );
  },
);

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

When('they type {string} before the server answered', async function (this: ConsoleWorld, text: string) {
  await type(this, text);
});

Then('the search for {string} was given up', function (this: ConsoleWorld, text: string) {
  const sent = searchesOf(this.recall<FakeFetch>(SERVER_KEY)).filter((request) => searchedText(request) === text);
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.signal?.aborted, true);
});

Then('the server is searched for {string}', function (this: ConsoleWorld, text: string) {
  const sent = searchesOf(this.recall<FakeFetch>(SERVER_KEY)).filter((request) => searchedText(request) === text);
  assert.deepEqual(sent.map((request) => request.signal?.aborted), [false]);
});

Then('the palette shows the check {string} while it is still searching', async function (this: ConsoleWorld, name: string) {
  const shown = () => rows(this).some((row) => row.group === 'Checks' && row.label === name);
  await waitFor(palette(this).actor, shown, { timeout: 1_000 }).catch(() => assert.fail(`no check '${name}': ${rows(this).map((r) => r.label).join(', ')}`));
  assert.equal(view(this).searching, true);
});

Then('the palette shows nothing under {string}', function (this: ConsoleWorld, group: string) {
  assert.deepEqual(rows(this).filter((row) => row.group === group).map((row) => row.label), []);
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

Then('the palette hints {string}', function (this: ConsoleWorld, hint: string) {
  assert.equal(view(this).hint, hint);
});

Then('the server was not searched', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.paletteSearch.callsOf('search'), []);
});
