import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import {
  CANARY_FORMS, CANARY_TYPES, HTTP_AUTHENTICATION, HTTP_RESPONSE_CODES, canaryEntry, canaryFieldShown, canarySpecFor, canaryTypeOf,
  setCanaryField, type CanaryType, type ResourceDraft, type SettingsResource,
} from '../../core/settings';
import { collectionScreen } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

const typeLabelled = (label: string): CanaryType => {
  const type = CANARY_TYPES.find((candidate) => candidate.label === label);
  assert.ok(type, `no health check type '${label}'`);
  return type;
};

const formOf = (label: string) => {
  const { form } = typeLabelled(label);
  assert.ok(form, `'${label}' has no form editor`);
  return CANARY_FORMS[form];
};

/** A spec of the type with the form's fields filled as a person types them. */
function filled(label: string, rows: readonly string[][] = []): Readonly<Record<string, unknown>> {
  const type = typeLabelled(label);
  const fields = formOf(label);
  let spec = canarySpecFor(type);
  for (const [name, value] of rows) {
    const field = fields.find((candidate) => candidate.label === name);
    assert.ok(field, `the ${label} form has no field '${name}'`);
    spec = setCanaryField(spec, type, field, value!);
  }
  return spec;
}

Then('the health check types are, in order, {string}', function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(CANARY_TYPES.map((type) => type.label), parseList(labels));
});

Then('the types with a form editor are {string}', function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(CANARY_TYPES.filter((type) => type.form).map((type) => type.label), parseList(labels));
});

Then('besides its name and schedule the {string} form has the fields {string}', function (this: ConsoleWorld, label: string, fields: string) {
  assert.deepEqual(formOf(label).filter((field) => !field.advanced).map((field) => field.label), parseList(fields));
});

Then('the {string} form has an Advanced group with {string}', function (this: ConsoleWorld, label: string, fields: string) {
  assert.deepEqual(formOf(label).filter((field) => field.advanced).map((field) => field.label), parseList(fields));
});

Then('in the {string} form {string} is required', function (this: ConsoleWorld, label: string, fields: string) {
  assert.deepEqual(formOf(label).filter((field) => field.required).map((field) => field.label), parseList(fields));
});

Then('in the {string} form {string} is a number of at least {int}', function (this: ConsoleWorld, label: string, name: string, min: number) {
  const field = formOf(label).find((candidate) => candidate.label === name);
  assert.deepEqual([field?.input, field?.min], ['number', min]);
});

Then('the {string} form offers {string} as {string}', function (this: ConsoleWorld, label: string, name: string, options: string) {
  const field = formOf(label).find((candidate) => candidate.label === name);
  assert.deepEqual(field?.options, parseList(options));
});

Then('the HTTP authentication choices are {string} and its response codes {string}', function (this: ConsoleWorld, auth: string, codes: string) {
  assert.deepEqual([...HTTP_AUTHENTICATION], parseList(auth));
  assert.deepEqual([...HTTP_RESPONSE_CODES], parseList(codes));
  assert.deepEqual(formOf('HTTP').find((field) => field.label === 'Authentication')?.options, HTTP_AUTHENTICATION);
});

Then(/^the HTTP form (shows|hides) the Body for the method "([^"]*)"$/, function (this: ConsoleWorld, shows: string, method: string) {
  const fields = formOf('HTTP');
  const spec = filled('HTTP', [['Method', method]]);
  const body = fields.find((field) => field.label === 'Body')!;
  assert.equal(canaryFieldShown(canaryEntry(spec, typeLabelled('HTTP')), body, fields), shows === 'shows');
});

When('they add the health check {string} of the type {string} with:', async function (this: ConsoleWorld, name: string, label: string, table: DataTable) {
  const screen = collectionScreen<SettingsResource, ResourceDraft>(this);
  screen.send({ type: 'item.create' });
  const { form } = screen.view();
  assert.ok(form?.mode === 'create', 'the add form did not open');
  screen.send({ type: 'item.save', draft: { ...form.draft, name, schedule: '@every 1m', spec: filled(label, table.raw()) } });
  await screen.settled();
});

When('they add the health check {string} of the type {string}', async function (this: ConsoleWorld, name: string, label: string) {
  const screen = collectionScreen<SettingsResource, ResourceDraft>(this);
  screen.send({ type: 'item.create' });
  const { form } = screen.view();
  assert.ok(form?.mode === 'create', 'the add form did not open');
  screen.send({ type: 'item.save', draft: { ...form.draft, name, spec: filled(label) } });
  await screen.settled();
});

Then('a health check whose spec is {string} opens on {string}', function (this: ConsoleWorld, spec: string, label: string) {
  assert.equal(canaryTypeOf(JSON.parse(spec) as Record<string, unknown>).label, label);
});
