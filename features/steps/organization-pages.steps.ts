import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IdentityMode } from '../../core/identity';
import type { ConsoleWorld } from '../support/world';

// The hosted console's pages as ui/app draws them over the scenario's fakes ("the console is opened at").

const SWITCHER = { name: 'Organization' } as const;
const USER_BUTTON = /^Account: /;
const USER_MENU = 'User menu';
/** The first page of a scenario loads the console's code on two shared cores. */
const DRAWING = { timeout: 20_000 };

/** The top bar, once the console's code has loaded and drawn it. */
const banner = () => screen.findByRole('banner', {}, { timeout: 15_000 });

Given('the console runs in the {string} identity mode', function (this: ConsoleWorld, mode: IdentityMode) {
  this.console.identityMode.current = mode;
});

Then('the top bar has the organization switcher on {string} and a user button', DRAWING, async function (name: string) {
  const topBar = await banner();
  const switcher = await within(topBar).findByRole('button', SWITCHER);
  assert.equal(switcher.textContent, name);
  await within(topBar).findByRole('button', { name: USER_BUTTON });
});

Then('the top bar has no user menu', DRAWING, async function () {
  const topBar = await banner();
  assert.equal(within(topBar).queryByRole('button', { name: USER_MENU }), null);
});

Then('the top bar has a user menu', DRAWING, async function () {
  await within(await banner()).findByRole('button', { name: USER_MENU });
});

Then('the page has no organization switcher', DRAWING, async function () {
  // The page has drawn its heading or its top bar before the switcher could be missing from it.
  await waitFor(() => assert.ok(screen.queryAllByRole('heading').length > 0 || screen.queryByRole('banner')), { timeout: 15_000 });
  assert.equal(screen.queryByRole('button', SWITCHER), null);
});

When('the person opens the organization switcher', DRAWING, async function () {
  const switcher = await within(await banner()).findByRole('button', SWITCHER);
  fireEvent.click(switcher);
});

Then('the switcher lists {string}', DRAWING, async function (names: string) {
  const menu = await screen.findByRole('menu');
  await waitFor(() => assert.ok(within(menu).queryAllByRole('menuitem').length > 0));
  const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');
  assert.deepEqual(items.slice(0, -1), names.split(', '));
});

When('the person chooses {string} in the switcher', DRAWING, async function (label: string) {
  fireEvent.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: label }));
});

Then('a modal titled {string} asks for the {string}', DRAWING, async function (title: string, label: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  within(dialog).getByRole('textbox', { name: new RegExp(label) });
});

Then('the page reads {string}', DRAWING, async function (text: string) {
  assert.equal((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent, text);
});

Then('the page does not read {string}', DRAWING, async function (text: string) {
  await waitFor(() => assert.ok(screen.queryAllByRole('heading').length > 0), { timeout: 15_000 });
  assert.equal(screen.queryByText(text), null);
});

Then('the page has the organization switcher, the user menu and a {string} link to {string}', DRAWING, async function (label: string, href: string) {
  await screen.findByRole('button', SWITCHER);
  await screen.findByRole('button', { name: USER_MENU });
  assert.equal((await screen.findByRole('link', { name: label })).getAttribute('href'), href);
});

Then('the page links {string} to {string} in a new tab', DRAWING, async function (label: string, href: string) {
  const link = await screen.findByRole('link', { name: label }, { timeout: 15_000 });
  assert.equal(link.getAttribute('href'), href);
  assert.equal(link.getAttribute('target'), '_blank');
});

Then('the page has no {string} section', function (title: string) {
  assert.equal(screen.queryByRole('heading', { name: title }), null);
});

Then("the page's heading is {string}", async function (heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
});
