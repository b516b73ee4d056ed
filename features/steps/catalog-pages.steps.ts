import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { DomainError } from '../../core/shared';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import { CatalogChangesPage } from '../../ui/catalog/catalog-changes-page';
import { CatalogInsightsPage } from '../../ui/catalog/catalog-insights-page';
import CatalogPage from '../../ui/catalog/catalog-page';
import { ConfigPage } from '../../ui/catalog/config-page';
import { personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import { showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

// Scenarios about the catalog's pages as drawn: the console's components over the fakes (support/screen).

const idOf = (name: string) => `id-${name}`;

const LOCATION = 'catalog.pageLocation';

/*
 * jsdom lays nothing out, so a table would measure 0 px wide and draw only its first column. These pages'
 * tables measure as a laptop's window would hold them; everything else keeps jsdom's measure.
 */
const measure = window.HTMLElement.prototype.getBoundingClientRect;
function laptopTables(this: HTMLElement) {
  return this.getAttribute('role') === 'grid' ? new DOMRect(0, 0, 2400, 800) : measure.call(this);
}
/** jsdom draws no canvas: the graph draws on one that takes every stroke and keeps nothing. */
const context = window.HTMLCanvasElement.prototype.getContext;
function blankCanvas(this: HTMLCanvasElement) {
  const held: Record<string | symbol, unknown> = { canvas: this };
  return new Proxy(held, {
    get: (target, key) => (key in target ? target[key] : () => ({ width: 0, data: [] })),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
}
After(() => {
  window.HTMLElement.prototype.getBoundingClientRect = measure;
  window.HTMLCanvasElement.prototype.getContext = context;
});

function show(world: ConsoleWorld, page: ReactElement, path: string) {
  // A page shown again is a fresh visit: the one before goes first.
  cleanup();
  window.HTMLElement.prototype.getBoundingClientRect = laptopTables;
  window.HTMLCanvasElement.prototype.getContext = blankCanvas as unknown as typeof context;
  world.console.session.setRoles(personRoles(world));
  const { memory } = showScreen(createElement(SignedInProviders, null, page), { container: world.console.container, path });
  world.remember(LOCATION, memory);
}

const grid = (name: string) => screen.findByRole('grid', { name });
const headers = async (name: string) => within(await grid(name)).getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
/** The first cell of each row of the table, as the person reads it. */
const firstCells = async (name: string) =>
  within(await grid(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('gridcell')[0]?.textContent?.trim() ?? '');

When('the catalog page is shown with {string}', async function (this: ConsoleWorld, search: string) {
  show(this, createElement(CatalogPage), search ? `/?${search}` : '/');
  await screen.findByRole('search');
});

When('the change history page is shown with {string}', async function (this: ConsoleWorld, search: string) {
  show(this, createElement(CatalogChangesPage), search ? `/changes?${search}` : '/changes');
});

When('the insights page is shown', async function (this: ConsoleWorld) {
  show(this, createElement(CatalogInsightsPage), '/insights');
});

When(/^the (relationships|config) tab of config "([^"]+)" is shown(?: again)?$/, async function (this: ConsoleWorld, tab: 'relationships' | 'config', name: string) {
  show(this, createElement(ConfigPage, { id: idOf(name), tab }), `/catalog/${idOf(name)}/${tab}`);
  await screen.findByRole('navigation', { name: 'Config tabs' });
});

// The filter bar

/** A filter's choices: a dropdown's options, or a multi-select's items once its menu is open. */
async function choicesOf(label: string): Promise<string[]> {
  const select = screen.queryByRole('combobox', { name: label });
  if (select) return within(select).getAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${label}:`) }));
  const items = await screen.findAllByRole('menuitemcheckbox');
  return items.map((item) => item.textContent?.trim() ?? '');
}

Then('the filter {string} offers {string}', async function (label: string, expected: string) {
  await waitFor(async () => assert.deepEqual(await choicesOf(label), parseList(expected)));
});

When('the filter {string} is set to {string}', async function (label: string, choice: string) {
  const select = await screen.findByRole('combobox', { name: label });
  const option = within(select).getAllByRole('option').find((held) => held.textContent === choice);
  assert.ok(option, `the filter '${label}' offers no '${choice}'`);
  fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
});

Then("the catalog's search box invites {string}", async function (placeholder: string) {
  const box = await screen.findByRole('searchbox');
  assert.equal(box.getAttribute('placeholder'), placeholder);
});

Then('the catalog page lists {string}', async function (names: string) {
  await waitFor(async () => assert.deepEqual(await firstCells('Catalog'), parseList(names)));
});

Then('the catalog was read {int} time(s)', function (this: ConsoleWorld, times: number) {
  assert.equal(this.console.catalog.callsOf('list').length, times);
});

Then('the catalog is read again', async function (this: ConsoleWorld) {
  const before = this.console.catalog.callsOf('list').length;
  fireEvent.click(await screen.findByRole('button', { name: 'Refresh catalog' }));
  await waitFor(() => assert.equal(this.console.catalog.callsOf('list').length, before + 1));
});

// Tables' columns

Then('the {string} table has the columns {string}', async function (name: string, columns: string) {
  await waitFor(async () => assert.deepEqual(await headers(name), parseList(columns)));
});

// Changes

Given('the changes fail without a message', function (this: ConsoleWorld) {
  this.console.catalog.failNext('changes', new DomainError('server', ''));
});

Then('the changes show an error panel reading {string}', async function (title: string) {
  const panel = await screen.findByRole('alert');
  assert.equal(within(panel).getByRole('heading').textContent, title);
});

// Insights

When('the insight of {string} is clicked', async function (analyzer: string) {
  const table = await grid('Insights');
  const row = await waitFor(() => {
    const found = within(table).getAllByRole('row').find((held) => held.textContent?.includes(analyzer));
    assert.ok(found, `no insight of '${analyzer}'`);
    return found;
  });
  fireEvent.click(within(row).getAllByRole('gridcell')[0]!);
});

Then('a panel shows the insight {string} with the message {string}', async function (analyzer: string, message: string) {
  const panel = await screen.findByRole('dialog');
  assert.equal(within(panel).getByRole('heading').textContent, analyzer);
  assert.ok(within(panel).getByText(message), `the panel does not read '${message}'`);
});

// Relationships

const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-pressed') === 'true')
    ?.textContent;

When('the relationships are shown as {string}', async function (view: string) {
  fireEvent.click(within(await screen.findByRole('group', { name: 'View' })).getByRole('button', { name: view }));
});

When('the graph\'s {string} is set to {string}', async function (group: string, choice: string) {
  fireEvent.click(within(await screen.findByRole('group', { name: group })).getByRole('button', { name: choice }));
});

Then('the relationships show as {string}', async function (view: string) {
  await waitFor(() => assert.equal(pressed('View'), view));
});

Then('the related configs show in a table', async function () {
  await grid('Relationships');
});

Then('the graph offers {string} as {string}', async function (group: string, choices: string) {
  const buttons = within(await screen.findByRole('group', { name: group })).getAllByRole('button');
  assert.deepEqual(buttons.map((button) => button.textContent), parseList(choices));
});

Then('the graph\'s {string} is {string}', async function (group: string, choice: string) {
  await waitFor(() => assert.equal(pressed(group), choice));
});

// The sidebar below the large breakpoint

/*
 * The drawer starts listening for Escape and outside clicks a frame after it opens; until then a key or
 * a click reaches nothing. The step repeats it until the sidebar is gone, or fails after the usual 3 s.
 */
async function repeatUntilClosed(act: () => void) {
  await waitFor(() => {
    if (screen.queryByLabelText('Config details')) {
      act();
      throw new Error('the sidebar is still shown');
    }
  });
}

When('Escape is pressed in the sidebar', async function () {
  const sidebar = await screen.findByLabelText('Config details');
  await repeatUntilClosed(() => fireEvent.keyDown(sidebar, { key: 'Escape', code: 'Escape' }));
});

When('the page beside the sidebar is clicked', async function () {
  await screen.findByLabelText('Config details');
  // While the drawer is open the page behind it is hidden from the accessibility tree, not from the pointer.
  const outside = screen.getByRole('navigation', { name: 'Config tabs', hidden: true });
  await repeatUntilClosed(() => {
    fireEvent.pointerDown(outside);
    fireEvent.pointerUp(outside);
    fireEvent.click(outside);
  });
});

// The search box

const searchesAsked = (world: ConsoleWorld) =>
  world.console.catalog.callsOf('list').map(([query]) => (query as { search?: string }).search ?? '');

When('{string} is typed in the catalog\'s search box', async function (this: ConsoleWorld, text: string) {
  fireEvent.change(await screen.findByRole('searchbox'), { target: { value: text } });
  this.remember('catalog.typedAt', Date.now());
});

Then('the catalog is not asked for {string} before {int} ms have passed', async function (this: ConsoleWorld, search: string, ms: number) {
  const typedAt = this.recall<number>('catalog.typedAt');
  await waitFor(() => assert.ok(searchesAsked(this).includes(search), `the catalog was never asked for '${search}'`));
  assert.ok(Date.now() - typedAt >= ms, `the catalog was asked for '${search}' ${Date.now() - typedAt} ms after the keystroke`);
});

// The flat list's columns

Given('config {string} was updated {int} {word} ago', function (this: ConsoleWorld, name: string, count: number, unit: string) {
  const hours = { hours: 1, days: 24 }[unit];
  assert.ok(hours, `no unit '${unit}'`);
  const config = this.console.catalog.all().find((held) => held.name === name);
  assert.ok(config, `the catalog holds no config '${name}'`);
  this.console.catalog.add({ ...config, updatedAt: new Date(this.clock.now().getTime() - count * hours * 3_600_000).toISOString() });
});

Then("the catalog page's {string} column reads {string}", async function (column: string, expected: string) {
  await waitFor(async () => {
    const at = (await headers('Catalog')).indexOf(column);
    assert.ok(at >= 0, `the catalog has no column '${column}'`);
    const rows = within(await grid('Catalog')).getAllByRole('row').slice(1);
    assert.deepEqual(rows.map((row) => within(row).getAllByRole('gridcell')[at]?.textContent?.trim() ?? ''), parseList(expected));
  });
});
