import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpNotificationAdapter } from '../../adapters/http/settings/notifications.http';
import {
  ADD_NOTIFICATION, JOBS_HISTORY_LINK, NOTIFICATION_EVENTS, NotificationPort, NotificationsMachines, RECIPIENT_LABELS, customServiceOf, failedErrorOf,
  selectRecipientChoices, switchRecipient, type ConnectionChoice, type NamedRef, type Notification, type NotificationDraft, type RecipientKind,
} from '../../core/settings/notifications';
import { DomainError, type Toast } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { FakeNotificationPort } from '../../tests/fakes/notifications';
import { areaWorld, openCollection, SCENARIO_USER_ID, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The notifications scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

interface NotificationsWorld {
  readonly port: FakeNotificationPort;
  people: NamedRef[];
  teams: NamedRef[];
  connections: ConnectionChoice[];
  screen?: CollectionScreen<Notification, NotificationDraft>;
  /** The open form's draft as the page's controls changed it. */
  draft?: NotificationDraft;
  server?: FakeFetch;
  toasts: Toast[];
}

const area = (world: ConsoleWorld) =>
  areaWorld<NotificationsWorld>(world, 'notifications', () => ({ port: world.console.notifications, people: [], teams: [], connections: [], toasts: [] }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the notifications screen is not open');
  return screen;
};
const named = <T extends NamedRef>(list: readonly T[], name: string): T => {
  const found = list.find((item) => item.name === name);
  assert.ok(found, `no ${name}`);
  return found;
};
const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);
const rowNamed = (world: ConsoleWorld, name: string) => named(screen(world).view().rows, name);
const kindOf = (label: string) => (Object.keys(RECIPIENT_LABELS) as RecipientKind[]).find((kind) => RECIPIENT_LABELS[kind] === label)!;

Given(
  'the people {string} and {string}, the team {string} and the connection {string} of type {string} may be told',
  function (this: ConsoleWorld, first: string, second: string, team: string, connection: string, type: string) {
    const world = area(this);
    world.people = [{ id: 'p-1', name: first }, { id: 'p-2', name: second }];
    world.teams = [{ id: 't-1', name: team }];
    world.connections = [{ id: 'c-1', name: connection, type }];
    world.port.setChoices({ people: world.people, teams: world.teams, connections: world.connections });
  },
);

Given('the notifications are:', function (this: ConsoleWorld, table: DataTable) {
  const world = area(this);
  world.port.set(
    table.hashes().map((row, index): Notification => {
      const team = world.teams.find((t) => t.name === row.recipient);
      const connection = world.connections.find((c) => c.name === row.recipient);
      return {
        id: `notification-${index + 1}`, name: row.name!, title: '', events: list(row.events!), filter: '', template: '',
        team, customServices: connection ? [customServiceOf(connection)] : [], source: row.source || undefined,
        createdAt: `2030-01-0${index + 1}T00:00:00Z`, pending: 0, sent: Number(row.sent), failed: Number(row.failed),
        mostCommonError: row['most common error'] || undefined,
      };
    }),
  );
});

Given('the server refuses the next update with {string}', function (this: ConsoleWorld, message: string) {
  area(this).port.failNext('update', new DomainError('conflict', message));
});

Given('the recipients cannot be loaded: {string}', function (this: ConsoleWorld, message: string) {
  area(this).port.failChoices(new DomainError('server', message));
});

When('they open the notifications screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(NotificationsMachines).screen, {
    buttons: { [ADD_NOTIFICATION]: 'create' },
    fields: { name: 'name', events: 'events' },
  });
});

When('they press the {string} button', function (this: ConsoleWorld, label: string) {
  assert.equal(screen(this).buttons[label], 'create');
  screen(this).send({ type: 'item.create' });
});

When('they open the notification {string}', async function (this: ConsoleWorld, name: string) {
  const shown = screen(this);
  shown.send({ type: 'item.open', id: rowNamed(this, name).id });
  const view = await shown.settled();
  area(this).draft = view.form?.draft as NotificationDraft | undefined;
});

When('they cancel the form', function (this: ConsoleWorld) {
  screen(this).send({ type: 'form.cancel' });
});

Then(/^the "(Create|Edit) Notification" form is open$/, function (this: ConsoleWorld, mode: string) {
  const view = screen(this).view();
  assert.equal(view.formOpen, true);
  assert.equal(view.form?.mode, mode === 'Create' ? 'create' : 'edit');
});

Then('the notification {string} shows {int} sent and {int} failed', function (this: ConsoleWorld, name: string, sent: number, failed: number) {
  const row = rowNamed(this, name);
  assert.deepEqual([row.sent, row.failed], [sent, failed]);
});

Then('the failed count of {string} opens {string}', function (this: ConsoleWorld, name: string, error: string) {
  assert.equal(failedErrorOf(rowNamed(this, name)), error);
});

Then('the failed count of {string} opens nothing', function (this: ConsoleWorld, name: string) {
  assert.equal(failedErrorOf(rowNamed(this, name)), undefined);
});

Then('the notifications breadcrumb links to {string}', function (this: ConsoleWorld, path: string) {
  assert.equal(JOBS_HISTORY_LINK.path, path);
});

Then('a notification may be sent on {string}', function (this: ConsoleWorld, events: string) {
  assert.deepEqual([...NOTIFICATION_EVENTS], list(events));
});

const recipientDraft = (world: ConsoleWorld, events: string, kind: RecipientKind, who: string): NotificationDraft => {
  const a = area(world);
  const base = switchRecipient({ ...(screen(world).view().form!.draft as NotificationDraft), events: list(events) }, kind);
  if (kind === 'person') return { ...base, personId: who ? named(a.people, who).id : '' };
  if (kind === 'team') return { ...base, teamId: named(a.teams, who).id };
  return { ...base, customServices: [customServiceOf(named(a.connections, who))] };
};

When(
  /^they create the notification "([^"]*)" on (?:no events|"([^"]*)") for the person "([^"]*)"$/,
  async function (this: ConsoleWorld, name: string, events: string | undefined, person: string) {
    const shown = screen(this);
    shown.send({ type: 'item.create' });
    shown.send({ type: 'item.save', draft: { ...recipientDraft(this, events ?? '', 'person', person), name } });
    await shown.settled();
  },
);

When('they switch the recipient to {string} and pick {string}', function (this: ConsoleWorld, label: string, who: string) {
  const a = area(this);
  assert.ok(a.draft, 'no form is open');
  const kind = kindOf(label);
  const switched = switchRecipient(a.draft, kind);
  a.draft = kind === 'person'
    ? { ...switched, personId: named(a.people, who).id }
    : kind === 'team'
      ? { ...switched, teamId: named(a.teams, who).id }
      : { ...switched, customServices: [customServiceOf(named(a.connections, who))] };
});

Then(
  'the form\'s recipient is the person {string} with no team and no connections',
  function (this: ConsoleWorld, person: string) {
    const { draft, people } = area(this);
    assert.deepEqual([draft?.recipient, draft?.personId, draft?.teamId, draft?.customServices], ['person', named(people, person).id, '', []]);
  },
);

When('they save it on {string}', async function (this: ConsoleWorld, events: string) {
  const a = area(this);
  assert.ok(a.draft, 'no form is open');
  screen(this).send({ type: 'item.save', draft: { ...a.draft, events: list(events) } });
  await screen(this).settled();
});

When('the notification form\'s choices load', async function (this: ConsoleWorld) {
  const actor = createActor(this.console.get(NotificationsMachines).recipients);
  actor.on('toast', (toast) => area(this).toasts.push(toast));
  actor.start();
  await waitFor(actor, (snapshot) => !selectRecipientChoices(snapshot).loading);
});

Then('they are told {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(area(this).toasts.map((toast) => [toast.status, toast.message]), [['error', message]]);
});

// What the console sends, through the HTTP adapter

Given(
  'the console talks to a server holding the notification {string} for the team {string}',
  function (this: ConsoleWorld, name: string, team: string) {
    const a = area(this);
    const held = {
      id: 'n-held', name, events: ['check.failed'], team: { id: named(a.teams, team).id, name: team }, person: null, custom_services: null, source: 'UI',
      created_at: '2030-01-01T00:00:00Z', pending: 0, sent: 0, failed: 0,
    };
    a.server = new FakeFetch()
      .on('GET', '/api/db/notifications_summary', reply(200, [held], { 'content-range': '0-0/1' }))
      .on('POST', '/api/db/notifications', reply(201, [{ id: 'n-new' }]))
      .on('PATCH', '/api/db/notifications', reply(200, [{ id: 'n-held' }]));
    const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: a.server.fetch });
    this.console.container.rebind<NotificationPort>(NotificationPort).toConstantValue(new HttpNotificationAdapter(new PostgrestClient(http)));
  },
);

const sent = (world: ConsoleWorld, method: string) => {
  const request = area(world).server!.requests.filter((r) => r.method === method).at(-1);
  assert.ok(request, `no ${method} was sent`);
  return request;
};

Then(
  'the console read {string} ordered by {string} with person, team and created_by expanded',
  function (this: ConsoleWorld, relation: string, order: string) {
    const request = sent(this, 'GET');
    assert.equal(request.url.pathname, `/api/db/${relation}`);
    assert.equal(request.url.searchParams.get('order'), order);
    const select = request.url.searchParams.get('select') ?? '';
    for (const expansion of ['person:person_id(', 'team:team_id(', 'created_by(']) assert.ok(select.includes(expansion), `${select} lacks ${expansion}`);
  },
);

Then('the create sent created_by as the signed-in person', function (this: ConsoleWorld) {
  assert.equal((sent(this, 'POST').body as Record<string, unknown>).created_by, SCENARIO_USER_ID);
});

Then(
  'the update sent person_id null, team_id null and custom_services naming {string}',
  function (this: ConsoleWorld, connection: string) {
    const body = sent(this, 'PATCH').body as Record<string, unknown>;
    const chosen = named(area(this).connections, connection);
    assert.deepEqual([body.person_id, body.team_id, body.custom_services], [null, null, [{ name: chosen.name, connection: chosen.id }]]);
  },
);
