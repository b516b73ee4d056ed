import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { screen, waitFor as waitForScreen } from '@testing-library/react';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  GO_BACK,
  IdentityMachines,
  inputControl,
  registrationForcedRedirect,
  safeReturnTo,
  SETTINGS_SECTIONS,
  visibleSettingsSections,
  type FlowErrorEmitted,
  type FlowKind,
  loginAutoSubmit,
  nodeTextLines,
  selectAuthStateView,
  selectFlowErrorView,
  selectFlowView,
  selectLoginView,
  type AuthStateEmitted,
  type FlowEmitted,
  type LogoutEmitted,
  type SelfServiceFlow,
  type UiText,
} from '../../core/identity';
import {
  CSRF_TOKEN, loginFlow, loginNodes, RECOVERY_CODE_SENT, recoveryFlow, SETTINGS_SAVED, settingsFlow, settingsNodes, socialLoginNodes,
} from '../../tests/fakes/identity-flows';
import { drawn, showConsole } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

type LoginActor = Actor<IdentityMachines['login']>;
type LogoutActor = Actor<IdentityMachines['logout']>;
type AuthStateActor = Actor<IdentityMachines['authState']>;
type Emitted = FlowEmitted | LogoutEmitted | AuthStateEmitted | FlowErrorEmitted;

const LOGIN = 'identity.login';
const LOGOUT = 'identity.logout';
const AUTH_STATE = 'identity.authState';
const EMITTED = 'identity.emitted';
const CLOCK = 'identity.clock';
const CODES = 'identity.recoveryCodes';
const FLOW_ERROR = 'identity.flowError';

/** The scenario's identity service; the pages' machines are bound to it and to the browser's session hint. */
const port = (world: ConsoleWorld) => world.console.identity;
const emitted = (world: ConsoleWorld) => world.recallOr<Emitted[]>(EMITTED, []);
const machines = (world: ConsoleWorld) => world.console.get(IdentityMachines);
const login = (world: ConsoleWorld) => world.recall<LoginActor>(LOGIN);
/** What the open flow page shows. */
const page = (world: ConsoleWorld) => selectFlowView(login(world).getSnapshot());

/** The flow whose form the page shows, ready to be filled in (neither busy nor an error). */
function shownForm(world: ConsoleWorld): SelfServiceFlow {
  const { flow, busy, failure } = page(world);
  assert.ok(!failure, `the page shows the error '${failure?.message}'`);
  assert.ok(!busy, 'the form is busy');
  assert.ok(flow, 'the page shows no form');
  return flow;
}

function record(world: ConsoleWorld, actor: { on: (type: '*', handler: (event: Emitted) => void) => unknown }) {
  const events = world.remember<Emitted[]>(EMITTED, []);
  actor.on('*', (event) => events.push(event));
}

/** The machine has stopped moving: a form to fill, an error to show, or it has left the page. */
const settle = (actor: LoginActor) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('failed') || s.matches('left'), { timeout: 2000 });

const flowIdOf = (world: ConsoleWorld) => login(world).getSnapshot().context.flow?.id ?? '';

function failure(status: number, id?: string, message = 'refused', redirectBrowserTo?: string) {
  return { status, message, ...(id ? { id } : {}), ...(redirectBrowserTo ? { redirectBrowserTo } : {}) };
}

// Given: the identity service

Given('the identity service holds login flow {string}', function (this: ConsoleWorld, id: string) {
  port(this).storeFlow(loginFlow(id));
});

Given('fetching login flow {string} fails with status {int}', function (this: ConsoleWorld, id: string, status: number) {
  port(this).failGet(id, failure(status));
});

Given(
  'the service refuses the next sign-in with the message {string} and the password message {string}',
  function (this: ConsoleWorld, message: string, passwordMessage: string) {
    const global: UiText = { id: 4000006, text: message, type: 'error' };
    const field: UiText = { id: 4000002, text: passwordMessage, type: 'error', context: { property: 'password' } };
    port(this).answerSubmits({
      type: 'invalid',
      flow: loginFlow('login-flow-1', { messages: [global], nodes: loginNodes({ identifier: 'admin@local', passwordMessages: [field] }) }),
    });
  },
);

Given('new sign-in flows offer {string}', function (this: ConsoleWorld, label: string) {
  const provider = label.replace(/^Sign in with /, '');
  port(this).setFlowTemplate('login', (id) => loginFlow(id, { nodes: socialLoginNodes(provider) }));
});

Given('the service is slow to answer sign-ins', function (this: ConsoleWorld) {
  port(this).holdSubmits();
});

Given(
  /^the service answers the next sign-in with error "([^"]+)" and status (\d+)(?: and redirect "([^"]+)")?$/,
  function (this: ConsoleWorld, id: string, status: string, redirect?: string) {
    port(this).answerSubmits({ type: 'error', error: failure(Number(status), id, 'refused', redirect) });
  },
);

Given('the service answers the next sign-in with status {int} and no error id', function (this: ConsoleWorld, status: number) {
  port(this).answerSubmits({ type: 'error', error: failure(status) });
});

Given('the service answers the next sign-in with status {int} and the message {string}', function (this: ConsoleWorld, status: number, message: string) {
  port(this).answerSubmits({ type: 'error', error: failure(status, undefined, message) });
});

Given('the service refuses new login flows with error {string} and status {int}', function (this: ConsoleWorld, id: string, status: number) {
  port(this).failCreate('login', failure(status, id));
});

Given('the service refuses new login flows with status {int} and the message {string}', function (this: ConsoleWorld, status: number, message: string) {
  port(this).failCreate('login', failure(status, undefined, message), failure(status, undefined, message));
});

Given('I am not signed in', function (this: ConsoleWorld) {
  port(this).failLogoutFlow(failure(401, 'session_inactive', 'No active session was found in this request.'));
});

Given('ending the session fails', function (this: ConsoleWorld) {
  port(this).failLogout(failure(500, undefined, 'The session store is unavailable'));
});

Given('whoami answers {int}', function (this: ConsoleWorld, status: number) {
  port(this).failWhoami(failure(status));
});

// When: the person

When('I open {string}', async function (this: ConsoleWorld, address: string) {
  const url = new URL(address, 'http://console.test');
  const value = (name: string) => url.searchParams.get(name) ?? undefined;
  const clock = this.remember(CLOCK, new SimulatedClock());
  const actor = createActor(machines(this).login, {
    clock,
    input: {
      flowId: value('flow'),
      params: { returnTo: value('return_to'), refresh: value('refresh') === 'true' || undefined, aal: value('aal') },
      currentUrl: address,
      autoSubmit: loginAutoSubmit(value('username'), value('password')),
    },
  });
  record(this, actor);
  this.remember(LOGIN, actor).start();
  await settle(actor);
});

When('I sign in as {string} with password {string}', async function (this: ConsoleWorld, identifier: string, password: string) {
  const actor = login(this);
  actor.send({ type: 'flow.change', name: 'identifier', value: identifier });
  if (password !== '') actor.send({ type: 'flow.change', name: 'password', value: password });
  actor.send({ type: 'flow.submit', trigger: { name: 'method', value: 'password' } });
  await settle(actor);
});

When('I press sign in twice', async function (this: ConsoleWorld) {
  const actor = login(this);
  actor.send({ type: 'flow.submit' });
  actor.send({ type: 'flow.submit' });
  await new Promise((resolve) => setTimeout(resolve, 10));
  actor.send({ type: 'flow.submit' });
  port(this).releaseSubmits();
  await settle(actor);
});

/** The button of the shown form labelled `label`, as the person presses it. */
function buttonLabelled(world: ConsoleWorld, label: string) {
  const button = shownForm(world).ui.nodes.find((node) => node.type === 'input' && node.attributes.type === 'submit' && node.meta.label?.text === label);
  assert.ok(button && button.type === 'input', `the form has no button '${label}'`);
  return { name: button.attributes.name, value: button.attributes.value ?? '' };
}

When('I press {string}', async function (this: ConsoleWorld, label: string) {
  const actor = login(this);
  actor.send({ type: 'flow.submit', trigger: buttonLabelled(this, label) });
  await waitFor(actor, (s) => s.hasTag('busy'), { timeout: 2000 });
});

Then('the form takes nothing more while the submit is out', function (this: ConsoleWorld) {
  assert.equal(page(this).busy, true);
});

Then('the {string} button spins', function (this: ConsoleWorld, label: string) {
  const { spinning, flow } = page(this);
  const spun = flow?.ui.nodes.find((node) => node.type === 'input' && node.attributes.name === spinning?.name && node.attributes.value === spinning?.value);
  assert.equal(spun?.meta.label?.text, label);
});

Then('no button spins', function (this: ConsoleWorld) {
  assert.equal(page(this).spinning, undefined);
});

Then('the service receives only the CSRF token and provider {string}', function (this: ConsoleWorld, provider: string) {
  assert.deepEqual(port(this).callsOf('submitFlow').map((call) => call[2]), [{ csrf_token: CSRF_TOKEN, provider }]);
});

When(/^(\d+) (?:more )?seconds? pass(?:es)?$/, function (this: ConsoleWorld, seconds: string) {
  this.recall<SimulatedClock>(CLOCK).increment(Number(seconds) * 1000);
});

When('the sign-out is prepared for return target {string}', async function (this: ConsoleWorld, returnTo: string) {
  const actor = createActor(machines(this).logout, { input: { returnTo, immediate: false } });
  record(this, actor);
  this.remember(LOGOUT, actor).start();
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 2000 });
});

When('I sign out', async function (this: ConsoleWorld) {
  const actor = this.recall<LogoutActor>(LOGOUT);
  actor.send({ type: 'logout.request' });
  await waitFor(actor, (s) => s.matches('left'), { timeout: 2000 });
});

Given('the browser holds no session hint', function (this: ConsoleWorld) {
  this.console.sessionHint.set(false);
});

When('the session is checked on the way back to {string}', async function (this: ConsoleWorld, returnTo: string) {
  const actor = createActor(machines(this).authState, { input: { returnTo } });
  record(this, actor);
  this.remember(AUTH_STATE, actor).start();
  await waitFor(actor, (s) => s.matches('left') || s.matches('failed'), { timeout: 2000 });
});

// Then: what the person sees

Then('the heading reads {string}', function (this: ConsoleWorld, heading: string) {
  assert.equal(selectLoginView(login(this).getSnapshot()).heading, heading);
});

Then(/^a new login flow is created(?: for return target "([^"]+)")?$/, function (this: ConsoleWorld, returnTo?: string) {
  const created = port(this).callsOf('createBrowserFlow');
  assert.equal(created.length, 1, `expected one login flow to be created, got ${created.length}`);
  if (returnTo) assert.deepEqual(created[0], ['login', { returnTo, refresh: undefined, aal: undefined }]);
});

Then('a new login flow is created without a return target', function (this: ConsoleWorld) {
  const created = port(this).callsOf('createBrowserFlow');
  assert.equal((created.at(-1)?.[1] as { returnTo?: string }).returnTo, undefined);
});

Then('login flow {string} is fetched', function (this: ConsoleWorld, id: string) {
  assert.deepEqual(port(this).callsOf('getFlow'), [['login', id]]);
});

Then('no login flow is created', function (this: ConsoleWorld) {
  assert.equal(port(this).callsOf('createBrowserFlow').length, 0);
});

Then('whoami is not asked', function (this: ConsoleWorld) {
  assert.equal(port(this).callsOf('whoami').length, 0);
});

Then('the sign-in form is shown', function (this: ConsoleWorld) {
  assert.ok(shownForm(this).ui.nodes.some((node) => node.type === 'input' && node.attributes.name === 'identifier'));
});

Then('the address becomes {string}', function (this: ConsoleWorld, address: string) {
  const locations = emitted(this).filter((event): event is Extract<FlowEmitted, { type: 'flow.location' }> => event.type === 'flow.location');
  assert.equal(locations.at(-1)?.to, address.replace('<flow>', flowIdOf(this)));
});

Then(
  'the service receives csrf_token, method {string}, identifier {string} and password {string}',
  async function (this: ConsoleWorld, method: string, identifier: string, password: string) {
    await waitFor(login(this), (s) => s.matches('left'), { timeout: 2000 }).catch(() => undefined);
    assert.deepEqual(port(this).callsOf('submitFlow')[0]?.[2], { csrf_token: CSRF_TOKEN, identifier, password, method });
  },
);

Then('the service receives {int} sign-in(s)', function (this: ConsoleWorld, count: number) {
  assert.equal(port(this).callsOf('submitFlow').length, count);
});

Then(/^I am sent to "([^"]+)" (with a full page load|within the console)$/, async function (this: ConsoleWorld, to: string, how: string) {
  const redirects = emitted(this).filter(
    (event) => event.type === 'flow.redirect' || event.type === 'logout.redirect' || event.type === 'session.redirect' || event.type === 'flowError.redirect',
  );
  const last = redirects.at(-1);
  assert.ok(last, 'the page was not left');
  assert.equal(last.to, to);
  const document = 'document' in last ? last.document : false;
  assert.equal(document, how === 'with a full page load');
});

Then('the form shows the message {string}', function (this: ConsoleWorld, text: string) {
  assert.deepEqual(page(this).flow?.ui.messages.map((message) => message.text), [text]);
});

Then('the form shows no message', function (this: ConsoleWorld) {
  assert.deepEqual(page(this).flow?.ui.messages, []);
});

Then('the password field shows the message {string}', function (this: ConsoleWorld, text: string) {
  const password = page(this).flow?.ui.nodes.find((node) => node.type === 'input' && node.attributes.name === 'password');
  assert.deepEqual(password?.messages.map((message) => message.text), [text]);
});

Then('I see the toast {string}', function (this: ConsoleWorld, title: string) {
  assert.ok(
    emitted(this).some((event) => event.type === 'flow.toast' && event.title === title),
    `no toast '${title}' in ${JSON.stringify(emitted(this))}`,
  );
});

Then('I see no toast', function (this: ConsoleWorld) {
  assert.deepEqual(emitted(this).filter((event) => event.type === 'flow.toast'), []);
});

Then('the login flow is started again', async function (this: ConsoleWorld) {
  await settle(login(this));
  assert.equal(port(this).callsOf('createBrowserFlow').length, 2);
  assert.notEqual(shownForm(this).id, 'login-flow-1');
});

Then('the page shows the error {string} with a retry', async function (this: ConsoleWorld, message: string) {
  assert.equal(page(this).failure?.message, message);
  assert.ok(login(this).getSnapshot().can({ type: 'flow.retry' }));
});

Then('the sign-out is ready', function (this: ConsoleWorld) {
  const state = this.recall<LogoutActor>(LOGOUT).getSnapshot();
  assert.ok(state.matches('ready'));
  assert.equal(state.context.token, undefined);
});

Then('the service ends the session with return target {string}', function (this: ConsoleWorld, returnTo: string) {
  assert.deepEqual(port(this).callsOf('performLogout'), [['logout-token-1', returnTo]]);
});

Then('the session check shows an error with a retry', function (this: ConsoleWorld) {
  const state = this.recall<AuthStateActor>(AUTH_STATE).getSnapshot();
  assert.ok(selectAuthStateView(state).failure, 'the session check shows no error');
  assert.ok(state.can({ type: 'session.retry' }));
});

// Text nodes

Given(
  /^a recovery-code list with the codes (.+)$/,
  function (this: ConsoleWorld, list: string) {
    const secrets = [...list.matchAll(/"([^"]+)" (unused|used)/g)].map(([, code, use]) =>
      use === 'used'
        ? { id: 1050014, text: 'Secret was used at 2030-01-01 10:00:00 +0000 UTC', type: 'info' }
        : { id: 1050009, text: code, type: 'info', context: { secret: code } },
    );
    this.remember<UiText>(CODES, { id: 1050015, text: secrets.map((s) => s.text).join(', '), type: 'info', context: { secrets } });
  },
);

Then(/^the list shows (.+)$/, function (this: ConsoleWorld, list: string) {
  const expected = [...list.matchAll(/"([^"]+)"/g)].map(([, line]) => line);
  assert.deepEqual(nodeTextLines(this.recall<UiText>(CODES)), expected);
});

// The other flow pages. The steps about the open form (its address, messages, where it sends the
// person) read the flow page that is open, whichever flow it is: it is kept where the sign-in page's is.

type FlowPageName = 'registration' | 'recovery' | 'verification' | 'settings';

const GROUP_TEMPLATE_NODES = (groups: readonly string[]) => {
  const known = settingsNodes({ groups });
  const extra = groups
    .filter((group) => !known.some((node) => node.group === group))
    .map((group) => ({
      type: 'input' as const,
      group,
      attributes: { name: `${group}_action`, type: 'submit', value: 'true', disabled: false },
      messages: [],
      meta: {},
    }));
  return [...known, ...extra];
};

Given('the service answers the next recovery email with the flow waiting for the code', function (this: ConsoleWorld) {
  port(this).answerSubmits({ type: 'success', flow: recoveryFlow('recovery-flow-1', { state: 'sent_email', messages: [RECOVERY_CODE_SENT] }) });
});

Given('the service answers the next code with {string} towards {string}', function (this: ConsoleWorld, id: string, to: string) {
  port(this).answerSubmits({ type: 'error', error: failure(422, id, 'browser location change required', to) });
});

Given('fetching verification flow {string} fails with status {int}', function (this: ConsoleWorld, id: string, status: number) {
  port(this).failGet(id, failure(status));
});

Given('the service refuses new verification flows with status {int}', function (this: ConsoleWorld, status: number) {
  port(this).failCreate('verification', failure(status));
});

Given('the settings flow has nodes of the groups {string}', function (this: ConsoleWorld, groups: string) {
  const list = groups.split(',').map((group) => group.trim());
  port(this).setFlowTemplate('settings', (id) => settingsFlow(id, { nodes: GROUP_TEMPLATE_NODES(list) }));
});

Given('the service answers the next settings change with the saved flow', function (this: ConsoleWorld) {
  port(this).answerSubmits({ type: 'success', flow: settingsFlow('settings-flow-1', { state: 'success', messages: [SETTINGS_SAVED] }) });
});

Given(
  'the service refuses new settings flows with error {string} and redirect {string}',
  function (this: ConsoleWorld, id: string, redirect: string) {
    port(this).failCreate('settings', failure(403, id, 'refused', redirect));
  },
);

Given('the service kept the error {string} with the message {string}', function (this: ConsoleWorld, id: string, message: string) {
  port(this).storeFlowError({ id, error: { code: 500, status: 'Internal Server Error', message } });
});

Given('reading the error {string} answers {int}', function (this: ConsoleWorld, id: string, status: number) {
  port(this).failFlowError(id, failure(status));
});

When(/^I open the (registration|recovery|verification|settings) page "([^"]+)"$/, async function (this: ConsoleWorld, name: FlowPageName, address: string) {
  const url = new URL(address, 'http://console.test');
  const actor = createActor(machines(this)[name], {
    clock: this.remember(CLOCK, new SimulatedClock()),
    input: {
      flowId: url.searchParams.get('flow') ?? undefined,
      params: { returnTo: url.searchParams.get('return_to') ?? undefined },
      currentUrl: address,
    },
  });
  record(this, actor);
  this.remember(LOGIN, actor).start();
  await settle(actor);
});

When(
  /^I send the form with (.+) pressing "([^"]+)" "([^"]+)"$/,
  async function (this: ConsoleWorld, fields: string, button: string, value: string) {
    const actor = login(this);
    for (const [, name, text] of fields.matchAll(/"([^"]+)" "([^"]*)"/g)) actor.send({ type: 'flow.change', name: name!, value: text! });
    actor.send({ type: 'flow.submit', trigger: { name: button, value } });
    await settle(actor);
  },
);

When('I open the flow-error page for {string}', async function (this: ConsoleWorld, id: string) {
  const actor = createActor(machines(this).flowError, { input: { id } });
  record(this, actor);
  this.remember(FLOW_ERROR, actor).start();
  await waitFor(actor, (s) => s.matches('shown') || s.matches('left') || s.matches('failed'), { timeout: 2000 });
});

Then('{string} goes to {string}', function (address: string, to: string) {
  const url = new URL(address, 'http://console.test');
  const redirect = registrationForcedRedirect(url.searchParams.get('redirectUrl') ?? undefined, url.searchParams.get('return_to') ?? undefined);
  assert.equal(redirect, to);
});

Then('the form asks for {string}', function (this: ConsoleWorld, name: string) {
  assert.ok(
    shownForm(this).ui.nodes.some((node) => node.type === 'input' && node.attributes.name === name && node.attributes.type !== 'submit'),
    `no field ${name} in the flow`,
  );
});

Then(
  'the settings page links {string} to {string} without return_to and to {string} with return_to {string}',
  function (label: string, fallback: string, to: string, returnTo: string) {
    assert.equal(label, GO_BACK);
    assert.equal(safeReturnTo(undefined), fallback);
    assert.equal(safeReturnTo(returnTo), to);
  },
);

Then('the sections shown are {string}', function (this: ConsoleWorld, sections: string) {
  const titles = visibleSettingsSections(page(this).flow).map((section) => section.title);
  assert.deepEqual(titles, sections.split(',').map((title) => title.trim()));
});

Then('the {string} section explains {string}', function (title: string, words: string) {
  assert.ok(SETTINGS_SECTIONS.find((section) => section.title === title)?.description?.includes(words));
});

Then('the {string} section links to suggested authenticator apps', function (title: string) {
  assert.ok((SETTINGS_SECTIONS.find((section) => section.title === title)?.links?.length ?? 0) > 0);
});

Then('the error page shows the error with the message {string}', function (this: ConsoleWorld, message: string) {
  const { report, failure } = selectFlowErrorView(this.recall<Actor<IdentityMachines['flowError']>>(FLOW_ERROR).getSnapshot());
  assert.ok(!failure, `the page shows the failure '${failure?.message}'`);
  assert.equal((report?.error as { message?: string } | undefined)?.message, message);
});

// The sign-in and account pages as the console draws them at their routes, over the scenario's console

When('the console is opened at {string}', function (this: ConsoleWorld, path: string) {
  showConsole(this.console.container, path);
});

const names = (list: Iterable<string | null>) => [...new Set(list)].sort();

/**
 * The page asked the identity service for one new flow of `kind`, and shows it as forms posting to that
 * flow (one, or one per section on the settings page) that hold exactly the flow's fields.
 */
Then('it shows the form of a new {word} flow', async function (this: ConsoleWorld, kind: FlowKind) {
  const form = await drawn<HTMLFormElement>('form');
  assert.deepEqual(port(this).callsOf('createBrowserFlow').map(([created]) => created), [kind]);
  const action = form.getAttribute('action') ?? '';
  const flow = port(this).heldFlow(new URL(action).searchParams.get('flow') ?? '');
  assert.ok(flow, `the form posts to ${action}, which is no flow the service holds`);
  const forms = [...document.querySelectorAll('form')];
  assert.deepEqual(names(forms.map((f) => f.getAttribute('action'))), [flow.ui.action]);
  assert.deepEqual(
    names(forms.flatMap((f) => [...f.elements].map((element) => element.getAttribute('name')))),
    names(flow.ui.nodes.flatMap((node) => (node.type === 'input' ? [node.attributes.name] : []))),
  );
});

Then('the page is titled {string}', async function (title: string) {
  await waitForScreen(() => assert.equal(document.title, title));
});

Then('the page is titled {string} with the heading {string}', async function (title: string, heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  // The title is set by an effect, which runs after the commit that drew the heading.
  await waitForScreen(() => assert.equal(document.title, title));
});

Then('the page has the heading {string}', async function (heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
});

Then('the page links {string} to {string}', async function (label: string, to: string) {
  assert.equal((await screen.findByRole('link', { name: label })).getAttribute('href'), to);
});

// Input controls

Then('an input node of type {string} is shown as {string}', function (type: string, control: string) {
  assert.equal(inputControl(type), control);
});
