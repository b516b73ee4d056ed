import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  CREDENTIAL_MODES, EMPTY_CREDENTIAL, fromEnvVarSource, readCredential, switchCredentialMode, toEnvVarSource, typeCredential, writeCredential,
  type CredentialInput, type CredentialMode,
} from '../../core/shared/credential-input';
import type { ConsoleWorld } from '../support/world';

const KEY = 'credential.field';
const field = (world: ConsoleWorld) => world.recall<CredentialInput>(KEY);
const change = (world: ConsoleWorld, next: CredentialInput) => world.remember(KEY, next);
const modeNamed = (label: string): CredentialMode => {
  const found = CREDENTIAL_MODES.find((mode) => mode.label === label);
  assert.ok(found, `no credential mode ${label}`);
  return found.mode;
};

Given('an empty credential field', function (this: ConsoleWorld) {
  change(this, EMPTY_CREDENTIAL);
});

Given('a credential field loaded with {string}', function (this: ConsoleWorld, stored: string) {
  change(this, readCredential(stored));
});

When("the credential's value is typed as {string}", function (this: ConsoleWorld, text: string) {
  change(this, typeCredential(field(this), 'value', text));
});

When("the credential's mode is switched to {string}", function (this: ConsoleWorld, label: string) {
  change(this, switchCredentialMode(field(this), modeNamed(label)));
});

When("the credential's name is typed as {string} and its key as {string}", function (this: ConsoleWorld, name: string, key: string) {
  change(this, typeCredential(typeCredential(field(this), 'name', name), 'key', key));
});

Then('the credential field offers the modes {string}', function (this: ConsoleWorld, modes: string) {
  assert.deepEqual(CREDENTIAL_MODES.map((mode) => mode.label), modes.split(', '));
});

Then('the credential field is in {string} mode', function (this: ConsoleWorld, label: string) {
  assert.equal(field(this).mode, modeNamed(label));
});

Then('the credential field holds nothing', function (this: ConsoleWorld) {
  const { value, name, key } = field(this);
  assert.deepEqual({ value, name, key }, { value: '', name: '', key: '' });
});

Then('the credential field sends {string}', function (this: ConsoleWorld, sent: string) {
  assert.equal(writeCredential(field(this)), sent);
});

Then('as a secret-or-value field it reads {}', function (this: ConsoleWorld, shape: string) {
  const source = toEnvVarSource(field(this));
  assert.deepEqual(source, JSON.parse(shape));
  // And it reads back into the same field.
  assert.deepEqual(fromEnvVarSource(source), field(this));
});
