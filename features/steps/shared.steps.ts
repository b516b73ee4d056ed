import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { HttpAgentAdapter } from '../../adapters/http/agents.http';
import { createHttpClient } from '../../adapters/http/client';
import { parseContentRange } from '../../adapters/http/postgrest';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { AGENTS_EMPTY, AgentMachines, AgentPort } from '../../core/agents';
import { NO_CHECKS, NO_RUNS } from '../../core/health';
import { NO_INCIDENTS } from '../../core/incidents';
import { logsTableMessage } from '../../core/logs';
import { ClipboardPort, copyId } from '../../core/session';
import { FEATURE_FLAGS_EMPTY, USERS_EMPTY } from '../../core/settings';
import {
  RELATIVE_RANGE_NAMES, QUICK_RANGES,
  canSubmitAbsoluteRange, dateOrEmpty,
  decodeLabelFilters, decodeTagFilters, decodeTimeRangeParams, decodeTriStateJson, encodeLabelFilters, encodeTagFilters,
  encodeTimeRangeParams, encodeTriStateJson, errorMessage, errorPanelContent, formatBytes, formatCost, formatCount,
  formatPercent, isHighCount, isLocalAgent, pageCount, pageNumberEntry, parseDuration, relativeRange, rememberAbsoluteRange,
  resolveTimeRange, setTriState, timeRangeStart, toggleTriState, validateRequired,
  type AbsoluteTimeRange, type DecodedTimeRange, type LabelFilter, type TagFilter, type TimeRangeOption, type TriStateMap,
} from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { collectionScreen, openCollection } from '../support/collection-screen';
import { expectNoDifferences, parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

const RANGE = 'shared.range';
const RANGE_ERROR = 'shared.rangeError';
const DECODED = 'shared.decodedRange';
const RECENT = 'shared.recentRanges';
const FILTERS = 'shared.filters';
const TAGS = 'shared.tags';
const LABELS = 'shared.labels';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const iso = (date: Date) => date.toISOString();

Given(/^it is "([^"]*)"(?:, an? (\w+))?$/, function (this: ConsoleWorld, at: string, weekday?: string) {
  this.clock.set(at);
  if (weekday) assert.equal(WEEKDAYS[this.clock.now().getUTCDay()], weekday, `${at} is not a ${weekday}`);
});

Then('the relative time ranges are {}', function (expected: string) {
  assert.deepEqual([...RELATIVE_RANGE_NAMES], parseList(expected));
});

const chosenRange = (kind: string, text: string): TimeRangeOption => {
  if (kind === 'quick') return { type: 'mapped', display: text };
  if (kind === 'absolute') {
    const [from, to] = text.split(' to ');
    return { type: 'absolute', display: 'Custom', from: from!, to: to! };
  }
  const relative = relativeRange(text);
  assert.ok(relative, `'${text}' is not a relative range`);
  return relative;
};

When(/^the (relative|quick|absolute) range "([^"]*)" is chosen$/, function (this: ConsoleWorld, kind: string, text: string) {
  this.remember(RANGE, chosenRange(kind, text));
});

Then('the range runs from {string} to {string}', function (this: ConsoleWorld, from: string, to: string) {
  const resolved = resolveTimeRange(this.recall(RANGE), this.clock.now(), 'utc');
  assert.deepEqual({ from: iso(resolved.from), to: iso(resolved.to) }, { from, to });
});

Then('it is shown as {string}', function (this: ConsoleWorld, display: string) {
  assert.equal(this.recall<TimeRangeOption>(RANGE).display, display);
});

Then('the quick ranges cover exactly:', function (this: ConsoleWorld, table: DataTable) {
  const rows = table.hashes() as { 'quick range': string; from: string; to: string }[];
  const differences: string[] = [];
  const listed = rows.map((row) => row['quick range']);
  for (const { display } of QUICK_RANGES) if (!listed.includes(display)) differences.push(`the table has no row for '${display}'`);
  for (const { 'quick range': display, from, to } of rows) {
    try {
      const resolved = resolveTimeRange({ type: 'mapped', display }, this.clock.now(), 'utc');
      const actual = `${iso(resolved.from)} to ${iso(resolved.to)}`;
      if (actual !== `${from} to ${to}`) differences.push(`${display}: the table says ${from} to ${to}, the core says ${actual}`);
    } catch (error) {
      differences.push(`${display}: ${errorMessage(error)}`);
    }
  }
  expectNoDifferences(differences, 'The quick ranges');
});

Then('the option {string} starts at {string}', function (this: ConsoleWorld, name: string, start: string) {
  assert.equal(iso(timeRangeStart(name, this.clock.now(), 'utc')), start);
});

const urlOf = (option: TimeRangeOption) =>
  new URLSearchParams(encodeTimeRangeParams(option) as Record<string, string>).toString();

Then('the URL holds {string}', function (this: ConsoleWorld, params: string) {
  assert.equal(urlOf(this.recall(RANGE)), params);
});

Then('reading the URL back gives the same range', function (this: ConsoleWorld) {
  const option = this.recall<TimeRangeOption>(RANGE);
  assert.deepEqual(decodeTimeRangeParams(new URLSearchParams(urlOf(option))), { option });
});

When('the quick range {string} is resolved', function (this: ConsoleWorld, display: string) {
  try {
    resolveTimeRange({ type: 'mapped', display }, this.clock.now(), 'utc');
  } catch (error) {
    this.remember(RANGE_ERROR, error);
  }
});

Then('it fails with {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(errorMessage(this.recallOr(RANGE_ERROR, 'no error')), message);
});

When('the URL {string} is read', function (this: ConsoleWorld, params: string) {
  this.remember(DECODED, decodeTimeRangeParams(new URLSearchParams(params)));
});

Then('no range is applied and {string} is reported', function (this: ConsoleWorld, problem: string) {
  assert.deepEqual(this.recall<DecodedTimeRange>(DECODED), { problem });
});

Then('no range is applied and nothing is reported', function (this: ConsoleWorld) {
  assert.deepEqual(this.recall<DecodedTimeRange>(DECODED), {});
});

Then(
  /^with From "([^"]*)" and To "([^"]*)" the absolute range Submit is (enabled|disabled)$/,
  function (from: string, to: string, state: string) {
    assert.equal(canSubmitAbsoluteRange(from, to), state === 'enabled');
  },
);

const dayRange = (day: string): AbsoluteTimeRange => ({
  type: 'absolute', display: 'Custom', from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z`,
});

Given('the recent absolute ranges are the days {string}', function (this: ConsoleWorld, days: string) {
  this.remember(RECENT, parseList(days).map(dayRange));
});

When('the absolute range starting on {string} is applied', function (this: ConsoleWorld, day: string) {
  this.remember(RECENT, rememberAbsoluteRange(this.recall(RECENT), dayRange(day)));
});

Then('the recent absolute ranges start on {string}', function (this: ConsoleWorld, days: string) {
  assert.deepEqual(this.recall<AbsoluteTimeRange[]>(RECENT).map((r) => r.from.slice(0, 10)), parseList(days));
});

Then('the refresh rate {string} lasts {int} milliseconds', function (rate: string, milliseconds: number) {
  assert.equal(parseDuration(rate), milliseconds);
});

Then('{string} is not a refresh rate', function (rate: string) {
  assert.equal(parseDuration(rate), undefined);
});

const STATES = { neutral: 0, included: 1, excluded: -1 } as const;
type StateName = keyof typeof STATES;
const filtersOf = (world: ConsoleWorld) => world.recallOr<TriStateMap>(FILTERS, {});

Given(/^the filter "([^"]*)" is (neutral|included|excluded)$/, function (this: ConsoleWorld, key: string, state: StateName) {
  this.remember(FILTERS, setTriState(filtersOf(this), key, STATES[state]));
});

When(/^the (include|exclude) button of "([^"]*)" is clicked$/, function (this: ConsoleWorld, button: string, key: string) {
  this.remember(FILTERS, toggleTriState(filtersOf(this), key, button === 'include' ? 1 : -1));
});

Then(/^the filter "([^"]*)" becomes (neutral|included|excluded)$/, function (this: ConsoleWorld, key: string, state: StateName) {
  assert.equal(filtersOf(this)[key] ?? 0, STATES[state]);
});

Then('the JSON filter reads {string}', function (this: ConsoleWorld, json: string) {
  assert.equal(encodeTriStateJson(filtersOf(this)), json);
});

Then('reading the JSON filter back gives the same filters', function (this: ConsoleWorld) {
  assert.deepEqual(decodeTriStateJson(encodeTriStateJson(filtersOf(this))), filtersOf(this));
});

Given('the tag filters:', function (this: ConsoleWorld, table: DataTable) {
  const rows = table.hashes() as { key: string; value: string; state: string }[];
  this.remember<TagFilter[]>(TAGS, rows.map(({ key, value, state }) => ({ key, value, state: state === 'include' ? 1 : -1 })));
});

Then('the tag filter reads {string}', function (this: ConsoleWorld, encoded: string) {
  assert.equal(encodeTagFilters(this.recall(TAGS)), encoded);
});

Then('reading the tag filter back gives the same tags', function (this: ConsoleWorld) {
  const tags = this.recall<TagFilter[]>(TAGS);
  assert.deepEqual(decodeTagFilters(encodeTagFilters(tags)), tags);
});

Given('the label filters:', function (this: ConsoleWorld, table: DataTable) {
  const rows = table.hashes() as { key: string; value: string }[];
  this.remember<LabelFilter[]>(LABELS, rows.map(({ key, value }) => ({ key, value })));
});

Then('the label filter reads {string}', function (this: ConsoleWorld, encoded: string) {
  assert.equal(encodeLabelFilters(this.recall(LABELS)), encoded);
});

Then('reading the label filter back gives the same labels', function (this: ConsoleWorld) {
  const labels = this.recall<LabelFilter[]>(LABELS);
  assert.deepEqual(decodeLabelFilters(encodeLabelFilters(labels)), labels);
});

Then(
  'typing {string} in the page-number input of {int} pages goes to page {int}',
  function (typed: string, pages: number, page: number) {
    assert.deepEqual(pageNumberEntry(typed, pages), { page });
  },
);

Then(
  'typing {string} in the page-number input of {int} pages shows {string}',
  function (typed: string, pages: number, message: string) {
    const entry = pageNumberEntry(typed, pages);
    assert.equal('error' in entry ? entry.error : '', message);
  },
);

Then('{int} rows fill {int} pages of {int}', function (rows: number, pages: number, size: number) {
  assert.equal(pageCount(rows, size), pages);
});

Then(/^the Content-Range "([^"]*)" gives a total of (\d+|unknown)$/, function (header: string, total: string) {
  assert.equal(parseContentRange(header), total === 'unknown' ? undefined : Number(total));
});

Then(
  /^a count of (\d+) shows "([^"]*)" (without red|highlighted red)$/,
  function (count: string, text: string, highlight: string) {
    assert.equal(formatCount(Number(count)), text);
    assert.equal(isHighCount(Number(count)), highlight === 'highlighted red');
  },
);

Then(/^a cost of (-?[\d.]+) reads "([^"]*)"$/, function (value: string, text: string) {
  assert.equal(formatCost(Number(value)), text);
});

Then('a percentage of {int} reads {string}', function (percent: number, text: string) {
  assert.equal(formatPercent(percent), text);
});

Then('{int} bytes read {string}', function (bytes: number, text: string) {
  assert.equal(formatBytes(bytes), text);
});

Then(/^the date "([^"]*)" is (not )?empty$/, function (date: string, not?: string) {
  assert.equal(dateOrEmpty(date) === undefined, !not);
});

Then('an empty required field shows {string}', function (message: string) {
  assert.equal(validateRequired(''), message);
  assert.equal(validateRequired('   '), message);
});

Then('a filled required field shows no message', function () {
  assert.equal(validateRequired('checkout'), undefined);
});

Then('an error {string} shows {string} with its stack', function (text: string, message: string) {
  const error = new Error(text);
  assert.deepEqual(errorPanelContent(error), { message, details: error.stack });
});

Then('an error {string} with hidden details shows {string} alone', function (text: string, message: string) {
  assert.deepEqual(errorPanelContent(new Error(text), { hideDetails: true }), { message });
});

Then('an error without a message shows {string}', function (message: string) {
  assert.equal(errorPanelContent(new Error('')).message, message);
});

Then(/^the agent id "([^"]*)" is (not )?the local agent$/, function (id: string, not?: string) {
  assert.equal(isLocalAgent(id), !not);
});

Then('an agent with no id is the local agent', function () {
  assert.equal(isLocalAgent(undefined), true);
});

// ---- API errors in toasts --------------------------------------------------------------------------

const API = 'shared.api';

Given('the server refuses to delete agents with {int} and the body {}', function (this: ConsoleWorld, status: number, body: string) {
  this.remember(
    API,
    new FakeFetch().on('GET', '/api/db/agents_summary', reply(200, [{ id: 'a1', name: 'edge' }])).on('PATCH', '/api/db/agents', reply(status, JSON.parse(body))),
  );
});

When('an agent is deleted through the console', async function (this: ConsoleWorld) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: this.recall<FakeFetch>(API).fetch });
  this.console.container.rebind<AgentPort>(AgentPort).toConstantValue(new HttpAgentAdapter(http, new PostgrestClient(http)));
  const screen = await openCollection(this, this.console.get(AgentMachines).screen);
  screen.send({ type: 'item.delete', id: 'a1' });
  screen.send({ type: 'delete.answer', answer: false });
  screen.send({ type: 'delete.confirm' });
  await screen.settled();
});

Then('an error toast reads {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(collectionScreen(this).toasts, [{ type: 'toast', status: 'error', message }]);
});

// ---- Empty lists -----------------------------------------------------------------------------------

const EMPTY_LIST_PLACEHOLDERS: Record<string, () => string | undefined> = {
  incidents: () => NO_INCIDENTS,
  users: () => USERS_EMPTY,
  agents: () => AGENTS_EMPTY,
  'feature flags': () => FEATURE_FLAGS_EMPTY,
  'health checks': () => NO_CHECKS,
  'check history': () => NO_RUNS,
  logs: () => logsTableMessage({ componentSelected: true, loading: false, lineCount: 0 }),
};

Then('the empty {string} list shows {string}', function (list: string, placeholder: string) {
  const shown = EMPTY_LIST_PLACEHOLDERS[list];
  assert.ok(shown, `no list '${list}'; the lists are ${Object.keys(EMPTY_LIST_PLACEHOLDERS).join(', ')}`);
  assert.equal(shown(), placeholder);
});

// ---- Copying an id ---------------------------------------------------------------------------------

const COPY_TOAST = 'shared.copyToast';

Given('the browser refuses the clipboard with {string}', function (this: ConsoleWorld, message: string) {
  this.console.clipboard.refuse(new Error(message));
});

When('the id {string} is copied', async function (this: ConsoleWorld, id: string) {
  this.remember(COPY_TOAST, await copyId(this.console.get(ClipboardPort), id));
});

Then('the clipboard holds {string}', function (this: ConsoleWorld, text: string) {
  assert.deepEqual(this.console.clipboard.copied, [text]);
});

Then('the copy toasts {word} {string}', function (this: ConsoleWorld, status: string, message: string) {
  assert.deepEqual(this.recall(COPY_TOAST), { type: 'toast', status, message });
});
