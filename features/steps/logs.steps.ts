import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { logsRequestBody } from '../../adapters/http/logs-body';
import { HttpLogsAdapter } from '../../adapters/http/logs.http';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import {
  LOGS_COLUMN_SIZES_KEY, LogsMachines, LogsPort, canSelectLogRows, logEvidence, readColumnSizes, selectLogsPageView, toggleRow,
  type LogLine, type LogsPageEmitted, type LogsRequest,
} from '../../core/logs';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { FakePreferences } from '../../tests/fakes/fake-browser';
import { ManualTimers } from '../../tests/fakes/topology-timers';
import { logsColumns } from '../../ui/logs/logs-columns';
import { offerExport } from '../support/export-source';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

const PAGE = 'logs.page';
const LINES = 'logs.lines';
const SELECTED = 'logs.selected';

type LogsPage = ActorRefFrom<LogsMachines['page']>;

interface OpenPage {
  readonly actor: LogsPage;
  readonly timers: ManualTimers;
  readonly preferences: FakePreferences;
  /** The URL's query string as the page last wrote it. */
  url: string;
}

const port = (world: ConsoleWorld) => world.console.logs;
const page = (world: ConsoleWorld) => world.recall<OpenPage>(PAGE);
/** What the logs page shows now. */
const view = (world: ConsoleWorld) => selectLogsPageView(page(world).actor.getSnapshot());

const settled = (actor: LogsPage) =>
  waitFor(
    actor,
    (s) => !s.matches({ components: 'loading' }) && (['ready', 'failed', 'noComponent'] as const).some((state) => s.matches({ logs: state })),
  );

Given('the log backends hold:', function (this: ConsoleWorld, table: DataTable) {
  const rows = table.hashes() as { component: string; selector: string; message: string }[];
  const fake = port(this);
  const components = [...new Set(rows.map((r) => r.component))];
  fake.setComponents(components.map((id) => ({ id, name: id })));
  for (const component of components) {
    const mine = rows.filter((r) => r.component === component);
    const selectors = [...new Set(mine.map((r) => r.selector))];
    fake.setSelectors(component, selectors);
    for (const selector of selectors) {
      // A table lists the lines as the backend answers them: newest first.
      const lines = mine
        .filter((r) => r.selector === selector)
        .map((r, i) => ({ timestamp: `2024-06-12T10:${String(59 - i).padStart(2, '0')}:00Z`, message: r.message }));
      fake.setLines(component, selector, lines);
    }
  }
});

Given('the logs of the component {string} are read from the server through its selector {string}', function (this: ConsoleWorld, component: string, selector: string) {
  const server = new FakeFetch()
    .on('GET', '/api/db/components_with_logs', reply(200, [{ id: component, name: component }]))
    .on('GET', '/api/db/components', reply(200, [{ log_selectors: [{ name: selector }] }]))
    .on('POST', '/api/logs', reply(200, { total: 1, results: [{ timestamp: '2024-06-12T10:00:00Z', message: 'upstream timeout' }] }));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
  this.console.container.rebind(LogsPort).toConstantValue(new HttpLogsAdapter(http, new PostgrestClient(http)));
});

Given('the component list fails to load', function (this: ConsoleWorld) {
  port(this).failNext('componentsWithLogs', new DomainError('server', 'components_with_logs is down'));
});

Given('the log backend fails with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('search', new DomainError('server', message));
});

When('the logs page is opened with {string}', async function (this: ConsoleWorld, params: string) {
  const timers = new ManualTimers();
  const actor = createActor(this.console.get(LogsMachines).page, { input: { search: params }, clock: timers });
  const opened: OpenPage = this.remember(PAGE, { actor, timers, preferences: this.console.preferences, url: params });
  actor.on('url.write', (event: LogsPageEmitted) => {
    opened.url = event.search;
  });
  offerExport(this, () => selectLogsPageView(actor.getSnapshot()).exported);
  actor.start();
  await settled(actor);
});

Then(
  'the logs asked for are component {string}, selector {string}, search {string} and time range {string}',
  function (this: ConsoleWorld, id: string, name: string, query: string, start: string) {
    const [request] = port(this).callsOf('search').at(-1) as [LogsRequest];
    assert.deepEqual(logsRequestBody(request), { id, name, ...(query ? { query } : {}), start });
  },
);

Then('the logs URL holds {string}', function (this: ConsoleWorld, expected: string) {
  assert.equal(page(this).url, expected);
});

Then('the component picker offers {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(view(this).componentOptions.map((o) => o.label), parseList(expected));
});

Then('the component picker says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(view(this).componentsError, message);
});

Then('the logs table says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(view(this).message, message);
});

Then('the logs table shows the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(view(this).error, message);
});

When('the component {string} is picked', async function (this: ConsoleWorld, name: string) {
  const option = view(this).componentOptions.find((o) => o.label === name);
  assert.ok(option, `the component picker has no '${name}'`);
  page(this).actor.send({ type: 'component.select', componentId: option.value || undefined });
  await settled(page(this).actor);
});

Then('the selector picker offers {string} with {string} picked', function (this: ConsoleWorld, expected: string, picked: string) {
  const { selectorOptions, query } = view(this);
  assert.deepEqual(selectorOptions.map((o) => o.label), parseList(expected));
  assert.equal(query.logsSelector, picked);
});

Then('the log lines read {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(view(this).lines.map((l) => l.message), parseList(expected));
});

When('{string} is typed in the logs search', function (this: ConsoleWorld, text: string) {
  page(this).actor.send({ type: 'search.input', text });
});

When('{int} ms pass on the logs page', async function (this: ConsoleWorld, ms: number) {
  page(this).timers.advance(ms);
  await settled(page(this).actor);
});

Then(/^the logs were searched (\d+) times?$/, function (this: ConsoleWorld, times: string) {
  assert.equal(port(this).callsOf('search').length, Number(times));
});

/** The columns the page lays its table out with, from the sizes its machine holds (as ui/hooks/logs does). */
function tableColumns(world: ConsoleWorld) {
  const { columnSizes, rememberedSizes } = view(world);
  return logsColumns(columnSizes, rememberedSizes);
}

Then('the logs table draws rows {int} px high and keeps {int} drawn beyond each edge', function (this: ConsoleWorld, height: number, overscan: number) {
  assert.deepEqual(view(this).tableRows, { height, overscan });
});

Then("the logs table's columns are {}", function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(tableColumns(this).map((column) => column.name), parseList(expected));
});

Then('the table lays out Time to fit its timestamp, Message from {int} px stretching, and Labels at {int} px', function (this: ConsoleWorld, message: number, labels: number) {
  const widths = Object.fromEntries(tableColumns(this).map((column) => [column.name, column.width]));
  assert.deepEqual(widths, { Time: 'max-content', Message: `minmax(${message}px, 1fr)`, Labels: labels });
});

When('the Message column is resized to {int}', function (this: ConsoleWorld, size: number) {
  const { actor } = page(this);
  actor.send({ type: 'columns.resize', sizes: { ...view(this).rememberedSizes, message: size } });
});

Then('no column size is remembered yet', function (this: ConsoleWorld) {
  assert.equal(page(this).preferences.get(LOGS_COLUMN_SIZES_KEY), undefined);
});

Then('the browser remembers under {string} that Message is {int} wide', function (this: ConsoleWorld, key: string, size: number) {
  assert.equal(LOGS_COLUMN_SIZES_KEY, key);
  assert.equal(readColumnSizes(page(this).preferences.get(key)).message, size);
});

Then(
  /^a person with the role "([^"]*)" (in the logs page|in view-only mode) (can select rows and add them as evidence|cannot select rows or add them as evidence)$/,
  function (role: string, mode: string, ability: string) {
    assert.equal(canSelectLogRows({ viewOnly: mode === 'in view-only mode', roles: [role] }), ability.startsWith('can '));
  },
);

Given('a component with {int} log lines {string} to {string}', function (this: ConsoleWorld, count: number, first: string, _last: string) {
  const stem = first.replace(/\d+$/, '');
  const lines: LogLine[] = Array.from({ length: count }, (_, i) => ({ timestamp: `t${i + 1}`, message: `${stem}${i + 1}` }));
  this.remember(LINES, lines);
  this.remember(SELECTED, []);
});

const numbers = (text: string): number[] => parseList(text).map(Number);

/** "1 to 5 and 12 to 18" → 1..5, 12..18 */
const ranges = (text: string): number[] =>
  text.split(/\band\b/).flatMap((part) => {
    const [from, to] = part.split('to').map((n) => Number(n.trim()));
    return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
  });

When(/^lines? ([\d, and]+) (?:is|are) selected$/, function (this: ConsoleWorld, list: string) {
  let selected = this.recall<number[]>(SELECTED);
  for (const line of numbers(list)) selected = toggleRow(selected, line - 1);
  this.remember(SELECTED, selected);
});

Then(/^the evidence holds lines (.+) with lines? (.+) selected$/, function (this: ConsoleWorld, held: string, picked: string) {
  const lines = this.recall<LogLine[]>(LINES);
  const evidence = logEvidence({ lines, selected: this.recall<number[]>(SELECTED), componentId: 'checkout' });
  assert.deepEqual(Object.keys(evidence.evidence.lines).map(Number), ranges(held));
  assert.deepEqual(Object.keys(evidence.evidence.selected_lines).map(Number), numbers(picked));
  for (const [number, text] of Object.entries(evidence.evidence.lines)) {
    assert.ok(text.endsWith(lines[Number(number) - 1]!.message), `line ${number} reads '${text}'`);
  }
});
