import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { EVENT_QUEUE_COLUMNS, EventQueueMachines, errorDialogOf, type EventQueueRow } from '../../core/settings/event-queue-status';
import type { FakeEventQueuePort } from '../../tests/fakes/event-queue';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

interface EventQueueWorld {
  readonly port: FakeEventQueuePort;
  screen?: CollectionScreen<EventQueueRow>;
}

const area = (world: ConsoleWorld) => areaWorld<EventQueueWorld>(world, 'event-queue', () => ({ port: world.console.eventQueue }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the event queue screen is not open');
  return screen;
};
const list = (text: string) => text.split(',').map((item) => item.trim());
const rowNamed = (world: ConsoleWorld, name: string) => {
  const row = screen(world).view().rows.find((r) => r.name === name);
  assert.ok(row, `no row ${name}`);
  return row;
};

Given('the event queue holds:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(
    table.hashes().map((row, index): EventQueueRow => ({
      name: row.name!, eventId: `event-${index}`, pending: Number(row.pending), failed: Number(row.failed), averageAttempts: Number(row['average attempts']),
      firstFailure: row['last failed'] ? `${row['last failed']}:00Z` : undefined, lastFailure: row['last failed'] ? `${row['last failed']}:00Z` : undefined,
      mostCommonError: row['most common error'] || undefined,
    })),
  );
});

When('they open the event queue screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(EventQueueMachines).screen);
});

Then('the event queue columns are {string}', function (this: ConsoleWorld, columns: string) {
  assert.deepEqual(EVENT_QUEUE_COLUMNS.map((column) => column.label), list(columns));
});

Then('the event queue lists {string}', function (this: ConsoleWorld, names: string) {
  assert.deepEqual(screen(this).view().rows.map((row) => row.name), list(names));
});

Then('the event queue was read {int} times', function (this: ConsoleWorld, times: number) {
  assert.equal(area(this).port.callsOf('list').length, times);
});

Then('the row {string} opens {string} saying {string}', function (this: ConsoleWorld, name: string, title: string, error: string) {
  assert.deepEqual(errorDialogOf(rowNamed(this, name)), { title, error });
});

Then('the row {string} opens nothing', function (this: ConsoleWorld, name: string) {
  assert.equal(errorDialogOf(rowNamed(this, name)), undefined);
});
