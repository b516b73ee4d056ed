import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import { ConfigPage } from '../../ui/catalog/config-page';
import { personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import { showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

// Scenarios about what the catalog's screens draw: the console's components over the fakes (support/screen).

/** The catalog scenarios name configs; the fakes hold them under these ids (as catalog.steps.ts does). */
const idOf = (name: string) => `id-${name}`;

const narrowMatchMedia = window.matchMedia;
After(() => {
  window.matchMedia = narrowMatchMedia;
  globalThis.matchMedia = narrowMatchMedia;
});

// The document ./dom.cjs gives matches no media query: a narrow screen. A wide one matches every min-width.
Given('a wide screen', function () {
  const wide = (media: string) => ({ ...narrowMatchMedia(media), matches: media.includes('min-width') });
  window.matchMedia = wide;
  globalThis.matchMedia = wide;
});

Given('config {string} was created by the scraper {string} with id {string}', function (this: ConsoleWorld, name: string, scraper: string, id: string) {
  this.console.catalog.mergeDetail(idOf(name), { scraper: { id, name: scraper } });
});

When('the page of config {string} is shown', async function (this: ConsoleWorld, name: string) {
  this.console.session.setRoles(personRoles(this));
  showScreen(createElement(SignedInProviders, null, createElement(ConfigPage, { id: idOf(name), tab: 'config' })), {
    container: this.console.container,
    path: `/catalog/${idOf(name)}`,
  });
  await screen.findByRole('navigation', { name: 'Config tabs' });
});

const sidebar = () => screen.queryByLabelText('Config details');

Then("the config's sidebar is shown", async function () {
  await waitFor(() => assert.ok(sidebar(), 'the sidebar is not shown'));
});

Then("the config's sidebar is not shown", async function () {
  await waitFor(() => assert.equal(sidebar(), null, 'the sidebar is shown'));
});

When('{string} is pressed', async function (label: string) {
  fireEvent.click(await screen.findByRole('button', { name: label }));
});

Then('the sidebar reads the name {string} and the tags {string}', async function (name: string, tags: string) {
  const shown = await screen.findByLabelText('Config details');
  assert.equal(within(shown).getByRole('heading', { level: 2 }).textContent, name);
  const heading = within(shown).getByRole('heading', { level: 2 }).parentElement!;
  const badges = [...heading.querySelectorAll('.chakra-badge')].map((badge) => badge.textContent);
  assert.deepEqual(badges, parseList(tags));
});

Then("the sidebar's created time links {string} to {string}", async function (name: string, path: string) {
  const shown = await screen.findByLabelText('Config details');
  assert.equal(within(shown).getByRole('link', { name }).getAttribute('href'), path);
});

Then("the Config tab's actions are {string}", async function (expected: string) {
  const actions = parseList(expected);
  // The Playbooks menu is busy while it asks which playbooks apply to the config.
  // Its code loads lazily with the tab: on two shared cores that can take longer than the usual 3 s.
  await waitFor(
    () => {
      for (const name of actions) assert.equal(screen.getByRole('button', { name: new RegExp(name, 'i') }).hasAttribute('disabled'), false, name);
    },
    { timeout: 10_000 },
  );
  const format = screen.getByRole('group', { name: 'Format' });
  const bar = format.parentElement!;
  const shown = within(bar).getAllByRole('button').map((button) => button.textContent?.trim() ?? '').filter((text) => !['JSON', 'YAML'].includes(text));
  assert.deepEqual(shown, actions);
});
