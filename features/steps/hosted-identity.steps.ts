import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { Hono } from 'hono';
import { loadConfig } from '../../server/config';
import type { AppEnv } from '../../server/http/env';
import { hostedPages } from '../../server/http/hosted-pages';
import type { ConsoleWorld } from '../support/world';

const ENV = 'hosted.env';
const ANSWER = 'hosted.answer';
const CONSOLE_PAGE = 'the console page';

Given("the server's setting IDENTITY_MODE is {string}", function (this: ConsoleWorld, mode: string) {
  this.remember(ENV, { IDENTITY_MODE: mode });
});

/** The built-in backend's page handling with the settings the scenario gave: the hosted pages, then the console. */
When('a browser opens {string} on the built-in backend', async function (this: ConsoleWorld, path: string) {
  const config = loadConfig(this.recall<NodeJS.ProcessEnv>(ENV), process.cwd());
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    await next();
  });
  app.use(hostedPages());
  app.get('*', (c) => c.html(CONSOLE_PAGE));
  this.remember(ANSWER, await app.request(`http://localhost${path}`, { headers: { accept: 'text/html' } }));
});

Then('it is served the console, whose sign-in page runs the identity flows', async function (this: ConsoleWorld) {
  const answer = this.recall<Response>(ANSWER);
  assert.equal(answer.status, 200);
  assert.equal(await answer.text(), CONSOLE_PAGE);
});

Then("it is sent to the provider's sign-in, coming back to {string}", function (this: ConsoleWorld, returnTo: string) {
  const answer = this.recall<Response>(ANSWER);
  assert.equal(answer.status, 303);
  const location = new URL(answer.headers.get('location')!, 'http://localhost');
  assert.equal(location.pathname, '/api/oidc/login');
  assert.equal(location.searchParams.get('return_to'), returnTo);
});

Then("it is sent to the provider's sign-in", function (this: ConsoleWorld) {
  const answer = this.recall<Response>(ANSWER);
  assert.equal(answer.status, 303);
  assert.equal(answer.headers.get('location'), '/api/oidc/login');
});
