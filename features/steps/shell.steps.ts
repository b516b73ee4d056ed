import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { act, fireEvent, screen, waitFor as waitForScreen, within } from '@testing-library/react';
import { Hono } from 'hono';
import { createElement } from 'react';
import { createActor, waitFor, type Actor } from 'xstate';
import { cliContainer } from '../../cli/container';
import {
  AREAS, PUBLIC_TOPOLOGY_VIEW, SessionPort, ShellMachines, areaById, areaForPath, routeNeedsFlags, KUBECONFIG_DIALOG_TITLE, NO_AREA_TITLE,
  SIDEBAR_COLLAPSED_KEY, SIGN_OUT, SIGN_OUT_PATH, homePath, isSidebarCollapsed, pageTitle, routeMayRender, selectEffectiveFlagsView,
  selectKubeconfigView, selectSessionView, shouldCollapseOnOutsideClick, sidebarWidth, storedSidebarState, userMenu, visibleNavigation,
  type KubeconfigStep, type Navigation, type UserMenuLine,
} from '../../core/session';
import { DomainError } from '../../core/shared';
import packageJson from '../../package.json' with { type: 'json' };
import { aboutRoutes } from '../../server/routes/about';
import { FakePreferences } from '../../tests/fakes/fake-browser';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { FakeSessionPort } from '../../tests/fakes/fake-session-port';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import { notify } from '../../ui/components/toaster';
import FeatureFlagsPage from '../../ui/settings/feature-flags/feature-flags-page';
import { AppShell } from '../../ui/shell/app-shell';
import { featureFlags, personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import { drawn, showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

const AVAILABLE = 'shell.available';
const LOCATION = 'shell.location';
const FLAGS_ACTOR = 'shell.flags';
const PREFERENCES = 'shell.preferences';
const WINDOW_WIDTH = 'shell.windowWidth';
const COLLAPSED = 'shell.collapsed';
const MENU = 'shell.userMenu';
const KUBECONFIG = 'shell.kubeconfig';
const FLAG_LOADS = 'shell.flagLoads';

type FlagsActor = Actor<ShellMachines['effectiveFlags']>;
type KubeconfigActor = Actor<ShellMachines['kubeconfig']>;

const once = <T>(world: ConsoleWorld, key: string, make: () => T): T =>
  world.context.has(key) ? world.recall<T>(key) : world.remember(key, make());

// ---- Areas and navigation --------------------------------------------------------------------------

/** "Dashboard, Health and Feature Flags" → the ids of the areas with those labels. */
function areaIds(labels: string): Set<string> {
  return new Set(
    parseList(labels).flatMap((label) => {
      const matching = AREAS.filter((a) => a.label === label);
      assert.ok(matching.length > 0, `no area is labelled '${label}'`);
      return matching.map((a) => a.id);
    }),
  );
}

const navigation = (world: ConsoleWorld): Navigation =>
  visibleNavigation({
    roles: personRoles(world),
    flags: featureFlags(world),
    available: world.recall<ReadonlySet<string>>(AVAILABLE),
  });

Given('every area of the console exists', function (this: ConsoleWorld) {
  this.remember(AVAILABLE, new Set(AREAS.map((a) => a.id)));
});

Given('the console has only the areas {string}', function (this: ConsoleWorld, labels: string) {
  this.remember(AVAILABLE, areaIds(labels));
});

When('they open {string}', function (this: ConsoleWorld, path: string) {
  assert.equal(path, '/', 'only the start page is opened here');
  this.remember(LOCATION, homePath(navigation(this)) ?? path);
});

Then('they are sent to {string}', function (this: ConsoleWorld, path: string) {
  assert.equal(this.recall<string>(LOCATION), path);
});

Then('they stay on {string} on the page {string}', function (this: ConsoleWorld, path: string, title: string) {
  assert.equal(this.recall<string>(LOCATION), path);
  assert.equal(homePath(navigation(this)), undefined, 'they see an area to go to');
  assert.equal(NO_AREA_TITLE, title);
});

Then('that page offers {string}, which goes to {string}', function (label: string, path: string) {
  assert.deepEqual([SIGN_OUT, SIGN_OUT_PATH], [label, path]);
});

Then('the sidebar lists {string}', function (this: ConsoleWorld, labels: string) {
  const { main, settings } = navigation(this);
  const listed = [...main.map((a) => a.label), ...(settings.length > 0 ? ['Settings'] : [])];
  assert.deepEqual(listed, parseList(labels));
});

Then('the Settings submenu lists {string}', function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(navigation(this).settings.map((a) => a.label), parseList(labels));
});

Then('the Settings submenu leaves out {string}', function (this: ConsoleWorld, labels: string) {
  const listed = navigation(this).settings.map((a) => a.label);
  assert.ok(listed.length > 0, 'there is no Settings submenu at all');
  for (const label of parseList(labels)) assert.ok(!listed.includes(label), `'${label}' is listed in ${listed.join(', ')}`);
});

Then('there is no Settings submenu', function (this: ConsoleWorld) {
  assert.deepEqual(navigation(this).settings, []);
});

// ---- Routes and feature flags ----------------------------------------------------------------------

Given('the server is slow to answer the feature flags', function (this: ConsoleWorld) {
  this.remember('shell.releaseFlags', this.console.featureFlags.hold());
});

When('the console starts', function (this: ConsoleWorld) {
  this.remember(FLAGS_ACTOR, createActor(this.console.get(ShellMachines).effectiveFlags).start());
});

When('the feature flags arrive', async function (this: ConsoleWorld) {
  this.recall<() => void>('shell.releaseFlags')();
  await waitFor(this.recall<FlagsActor>(FLAGS_ACTOR), (s) => selectEffectiveFlagsView(s).status === 'ready');
});

const flagsLoaded = (world: ConsoleWorld) => selectEffectiveFlagsView(world.recall<FlagsActor>(FLAGS_ACTOR).getSnapshot()).status === 'ready';

Then('the page at {string} waits for the feature flags', function (this: ConsoleWorld, path: string) {
  assert.equal(flagsLoaded(this), false, 'the feature flags have already loaded');
  assert.equal(routeMayRender(path, false), false, `${path} renders without the feature flags`);
});

Then('the page at {string} renders at once', function (this: ConsoleWorld, path: string) {
  assert.equal(routeMayRender(path, flagsLoaded(this)), true);
});

Then('the page at {string} renders', function (this: ConsoleWorld, path: string) {
  assert.equal(routeMayRender(path, flagsLoaded(this)), true);
});

// ---- The sidebar -----------------------------------------------------------------------------------

const preferences = (world: ConsoleWorld) => once(world, PREFERENCES, () => new FakePreferences());

const setCollapsed = (world: ConsoleWorld, collapsed: boolean) => {
  preferences(world).set(SIDEBAR_COLLAPSED_KEY, storedSidebarState(collapsed));
  world.remember(COLLAPSED, collapsed);
};

/** What the shell does on start: the sidebar as the browser remembers it. */
const openConsole = (world: ConsoleWorld) =>
  world.remember(COLLAPSED, isSidebarCollapsed(preferences(world).get(SIDEBAR_COLLAPSED_KEY)));

Given('a browser that has never opened the console', function (this: ConsoleWorld) {
  this.remember(PREFERENCES, new FakePreferences());
});

Given('a browser window {int} px wide', function (this: ConsoleWorld, width: number) {
  this.remember(WINDOW_WIDTH, width);
});

Given(/^the sidebar was left (expanded|collapsed)$/, function (this: ConsoleWorld, state: string) {
  setCollapsed(this, state === 'collapsed');
});

When('the console opens in that browser', function (this: ConsoleWorld) {
  openConsole(this);
});

When('they come back to the console later', function (this: ConsoleWorld) {
  openConsole(this);
});

When(/^they (collapse|expand) the sidebar$/, function (this: ConsoleWorld, action: string) {
  setCollapsed(this, action === 'collapse');
});

When('they click outside the sidebar', function (this: ConsoleWorld) {
  if (shouldCollapseOnOutsideClick(this.recall<number>(WINDOW_WIDTH), this.recall<boolean>(COLLAPSED))) setCollapsed(this, true);
});

Then(/^the sidebar is (expanded|collapsed)(?:, (\d+) units wide)?$/, function (this: ConsoleWorld, state: string, width?: string) {
  const collapsed = this.recall<boolean>(COLLAPSED);
  assert.equal(collapsed ? 'collapsed' : 'expanded', state);
  if (width) assert.equal(sidebarWidth(collapsed), Number(width));
});

// ---- The top bar and the user menu -----------------------------------------------------------------

Given('the console shows the Feature Flags page', async function (this: ConsoleWorld) {
  const fakes = this.console;
  fakes.featureFlags.setStored([{ name: 'logs.disable', value: 'true' }]);
  const flags = areaById('settings.feature_flags')!;
  const page = createElement(AppShell, { navigation: { main: [], settings: [flags] }, children: createElement(FeatureFlagsPage, { virtualized: false }) });
  showScreen(createElement(SignedInProviders, null, page), { container: fakes.container, path: flags.path });
  await screen.findByRole('grid', { name: 'Feature Flags' });
});

When('the {string} button of the top bar is pressed', function (this: ConsoleWorld, label: string) {
  this.remember(FLAG_LOADS, this.console.featureFlags.callsOf('list').length);
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: label }));
});

Then('the page loads its feature flags again', async function (this: ConsoleWorld) {
  const loads = this.recall<number>(FLAG_LOADS);
  await waitForScreen(() => assert.equal(this.console.featureFlags.callsOf('list').length, loads + 1));
});

Then("the top bar's {string} menu links {string} to {string}", async function (menu: string, label: string, href: string) {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: menu }));
  });
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  assert.deepEqual(items.map((item) => [item.textContent, item.getAttribute('href')]), [[label, href]]);
});

Given('the signed-in person is {string}', function (this: ConsoleWorld, name: string) {
  this.console.session.setSession({ user: { id: 'u-scenario', name }, roles: ['viewer'] });
});

Given("the console's version is {string} and the server's is {string}", function (this: ConsoleWorld, frontend: string, backend: string) {
  this.console.session.setVersions({ frontend, backend });
});

/**
 * The console's HTTP adapters as its composition root wires them (the CLI's, which like ui/app/main.tsx
 * hands them package.json's version), in front of the built-in server's /api/about route, in place of
 * the fake session port.
 */
Given('the console talks to the built-in server', function (this: ConsoleWorld) {
  const server = new Hono().route('/api/about', aboutRoutes());
  const api = new FakeFetch()
    .on('GET', '/api/auth/whoami', reply(200, { payload: { user: { id: 'u-ada', name: 'Ada Lovelace' }, roles: ['viewer'] } }))
    .on('GET', '/api/about', (request) => server.request(request.url.pathname));
  const session = cliContainer({ url: 'http://console.test' }, api.fetch).get<SessionPort>(SessionPort);
  this.console.container.rebind<SessionPort>(SessionPort).toConstantValue(session);
});

/** The session machine loads who is signed in, then the versions; the menu is drawn from both. */
async function openUserMenu(world: ConsoleWorld): Promise<readonly UserMenuLine[]> {
  const actor = createActor(world.console.get(ShellMachines).session).start();
  const view = selectSessionView(await waitFor(actor, (s) => selectSessionView(s).versions !== undefined));
  actor.stop();
  return world.remember(MENU, userMenu(view.session!.user, view.versions));
}

When('they open the user menu', async function (this: ConsoleWorld) {
  await openUserMenu(this);
});

When('the console checks who is signed in', async function (this: ConsoleWorld) {
  const actor = createActor(this.console.get(ShellMachines).session).start();
  await waitFor(actor, (s) => selectSessionView(s).status !== 'loading');
  actor.stop();
});

Then('the browser is sent to sign in', function (this: ConsoleWorld) {
  assert.equal(this.console.signIn.calls, 1);
});

Then('the server is not asked who is signed in', function (this: ConsoleWorld) {
  const { calls } = this.console.session;
  assert.ok(!calls.includes('whoami'), `asked: ${calls.join(', ')}`);
});

const readLine = (line: UserMenuLine): string => {
  switch (line.kind) {
    case 'greeting':
      return line.text;
    case 'link':
      return `${line.label}, going to ${line.path}`;
    case 'action':
      return line.label;
    case 'versions':
      return `${line.frontend} and ${line.backend}`;
  }
};

Then('the user menu reads, from top to bottom:', function (this: ConsoleWorld, table: DataTable) {
  const expected = (table.hashes() as { line: string }[]).map((row) => row.line);
  assert.deepEqual(this.recall<readonly UserMenuLine[]>(MENU).map(readLine), expected);
});

Then('the user menu starts with {string}', function (this: ConsoleWorld, text: string) {
  assert.equal(readLine(this.recall<readonly UserMenuLine[]>(MENU)[0]!), text);
});

Then("the versions line reads {string} and {string}, each with the version in the console's package.json", function (this: ConsoleWorld, frontend: string, backend: string) {
  const line = this.recall<readonly UserMenuLine[]>(MENU).find((l) => l.kind === 'versions');
  assert.deepEqual(line, { kind: 'versions', frontend: `${frontend} ${packageJson.version}`, backend: `${backend} ${packageJson.version}` });
});

// ---- The kubeconfig dialog -------------------------------------------------------------------------

const kubeconfig = (world: ConsoleWorld): KubeconfigActor =>
  once(world, KUBECONFIG, () => createActor(world.console.get(ShellMachines).kubeconfig).start());

/** What the kubeconfig dialog shows. */
const dialog = (world: ConsoleWorld) => selectKubeconfigView(kubeconfig(world).getSnapshot());

const dialogSteps = (world: ConsoleWorld): readonly KubeconfigStep[] => dialog(world).steps;

When('they choose {string} in the user menu', async function (this: ConsoleWorld, label: string) {
  const lines = await openUserMenu(this);
  const entry = lines.find((l) => l.kind === 'action' && l.label === label);
  assert.ok(entry?.kind === 'action' && entry.id === 'kubeconfig', `the user menu has no '${label}' that opens the kubeconfig dialog`);
});

Then('the dialog {string} shows the steps:', function (this: ConsoleWorld, title: string, table: DataTable) {
  assert.equal(KUBECONFIG_DIALOG_TITLE, title);
  assert.deepEqual(dialogSteps(this).map((s) => s.title), (table.hashes() as { step: string }[]).map((row) => row.step));
});

Then('its {string} step links {string} to {string}', function (this: ConsoleWorld, title: string, label: string, href: string) {
  const step = dialogSteps(this).find((s) => s.title === title);
  assert.ok(step?.kind === 'learn-more', `no '${title}' step with a link`);
  assert.deepEqual(step.link, { label, href });
});

Given("the server's \\/api\\/kubeconfig answers the file {string}", function (this: ConsoleWorld, filename: string) {
  this.console.session.setKubeconfig({ filename, content: 'apiVersion: v1\nkind: Config\n' });
});

Given('the server has no Kubernetes connection, so \\/api\\/kubeconfig answers 503', function (this: ConsoleWorld) {
  this.console.session.fail('kubeconfig', new DomainError('server', 'no Kubernetes connection configured', { status: 503 }));
});

Given('the server refuses the kubeconfig with {string}', function (this: ConsoleWorld, message: string) {
  this.console.session.fail('kubeconfig', new DomainError('server', message, { status: 500 }));
});

When('the server gives the kubeconfig again', function (this: ConsoleWorld) {
  this.console.session.succeed('kubeconfig');
});

When('they download the kubeconfig', async function (this: ConsoleWorld) {
  const actor = kubeconfig(this);
  actor.send({ type: 'kubeconfig.download' });
  await waitFor(actor, (s) => {
    const view = selectKubeconfigView(s);
    return view.saved || view.error !== undefined;
  });
});

Then('the browser saves {string} as YAML', function (this: ConsoleWorld, filename: string) {
  const saved = this.console.download.saved.map((f) => [f.filename, f.mediaType]);
  assert.deepEqual(saved.at(-1), [filename, 'application/yaml']);
});

Then('the browser saves nothing', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.download.saved, []);
});

Then('the kubectl step reads:', function (this: ConsoleWorld, command: string) {
  const step = dialogSteps(this).find((s) => s.kind === 'apply');
  assert.equal(step?.kind === 'apply' ? step.command : undefined, command);
});

Then('the kubeconfig step says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(dialog(this).error, message);
});

// ---- Skeleton, toasts, titles ----------------------------------------------------------------------

/** A server that has not answered yet: who is signed in stays unknown. */
class UnansweredSessionPort extends FakeSessionPort {
  override whoami(): Promise<never> {
    return new Promise(() => undefined);
  }
}

When('the console starts and the server has not yet said who is signed in', function (this: ConsoleWorld) {
  const { container } = this.console;
  container.rebind<SessionPort>(SessionPort).toConstantValue(new UnansweredSessionPort());
  showScreen(createElement(SignedInProviders, null, 'the page'), { container });
});

Then('it draws a skeleton of {string}', async function (parts: string) {
  await drawn('[aria-busy="true"]');
  const drawnParts = [...document.querySelectorAll('[data-skeleton-part]')].map((part) => part.getAttribute('data-skeleton-part'));
  assert.deepEqual(drawnParts, parseList(parts).map((part) => part.replace(/^an? /, '')));
  assert.equal(screen.queryByText('the page'), null);
});

When('a screen says {string} in a toast', function (this: ConsoleWorld, message: string) {
  showScreen(createElement('main'), { container: this.console.container });
  act(() => notify('success', message));
});

const toastSaying = (message: string) => screen.getByText(message).closest<HTMLElement>('[data-part="root"]')!;

Then('the toast {string} shows in the top-right corner', async function (message: string) {
  await screen.findByText(message);
  const group = toastSaying(message).closest('[data-part="group"]')!;
  assert.deepEqual([group.getAttribute('dir'), group.getAttribute('data-side'), group.getAttribute('data-align')], ['ltr', 'top', 'end']);
});

Then('the toast {string} is set to stay {int} seconds', function (message: string, seconds: number) {
  assert.equal(toastSaying(message).style.getPropertyValue('--duration'), `${seconds * 1000}ms`);
});

Then('the close button of the toast {string} closes it', async function (message: string) {
  const toast = toastSaying(message);
  fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
  await waitForScreen(() => assert.equal(toast.getAttribute('data-state'), 'closed'));
});

Then('the page {string} is titled {string}', function (page: string, title: string) {
  assert.equal(pageTitle(page), title);
});

Then('a page without a name is titled {string}', function (title: string) {
  assert.equal(pageTitle(), title);
});

// ---- Which page a route shows ----------------------------------------------------------------------

Then('the route {string} shows the {string} page', function (path: string, label: string) {
  assert.equal(areaForPath(path)?.label, label, `the page ${path} belongs to`);
});

Then('the route {string} shows the public view of {string}, without the application frame', function (path: string, id: string) {
  const pathname = path.split(/[?#]/)[0]!;
  assert.ok(pathname.startsWith(PUBLIC_TOPOLOGY_VIEW), `${path} is not under ${PUBLIC_TOPOLOGY_VIEW}`);
  assert.equal(pathname.slice(PUBLIC_TOPOLOGY_VIEW.length), id);
  assert.equal(areaForPath(path), undefined, `${path} is framed as an area`);
  assert.equal(routeNeedsFlags(path), false, `${path} waits for the feature flags like a framed page`);
});
