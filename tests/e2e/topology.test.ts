import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, screenshotOnFailure, type WatchedPage } from './support/browser';
import { expectToast } from './support/console';
import { DEMO_PEOPLE, signIn, type RunningServer } from './support/server';
import { startSuite } from './support/suite';
import { measureLogsScroll } from '../bench/logs-scroll.bench';

interface ApiComponent {
  id: string;
  name: string;
  status?: string;
  external_id?: string;
  logs?: { name: string }[];
  components?: ApiComponent[];
}

let server: RunningServer;
let browser: Browser;
let admin: WatchedPage;
let current: Page | undefined;

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The entries of a zip, read from its central directory (deflated entries are inflated). */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra;
  }
  return entries;
}

const flatten = (components: ApiComponent[]): ApiComponent[] => components.flatMap((c) => [c, ...flatten(c.components ?? [])]);

beforeAll(async () => {
  ({ server, browser } = await startSuite());
  admin = await openPage(browser, server.url);
  current = admin.page;
  await signIn(admin.page, DEMO_PEOPLE.admin);
});

afterAll(async () => {
  await admin?.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

screenshotOnFailure(() => current);

describe('when the admin opens the console', () => {
  it('lands on the topology with the components and their live health', async () => {
    const { page } = admin;
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/topology');
    const cards = page.getByRole('list', { name: 'Components' }).getByRole('article');
    await cards.first().waitFor();
    const api = await apiJson<{ components: ApiComponent[] }>(page, '/api/canary/api/topology');
    expect(api.components.length).toBeGreaterThan(0);
    for (const component of api.components) {
      const card = page.getByRole('article', { name: component.name, exact: true });
      await expect.poll(() => card.getAttribute('data-status')).toBe(component.status ?? null);
    }
    await screenshot(page, 'topology-home-light');
    admin.expectNoConsoleErrors();
  });
});

describe('when a component is worked on', () => {
  let target: ApiComponent;

  beforeAll(async () => {
    const root = (await apiJson<{ components: ApiComponent[] }>(admin.page, '/api/canary/api/topology')).components[0]!;
    const tree = await apiJson<{ components: ApiComponent[] }>(admin.page, `/api/canary/api/topology?id=${root.id}&depth=10`);
    target = flatten(tree.components).find((c) => c.external_id && (c.logs?.length ?? 0) > 0 && c.id !== root.id)!;
    expect(target, 'a component with logs in the demo estate').toBeDefined();
  });

  it('downloads its snapshot as a zip of its data', async () => {
    const { page } = admin;
    await page.goto(`/topology/${target.id}`);
    const panel = page.getByRole('complementary');
    await panel.getByRole('button', { name: 'Snapshot' }).click();
    const dialog = page.getByRole('dialog', { name: `Download ${target.name} snapshot` });
    await dialog.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`${target.name}-snapshot.zip`);
    const entries = zipEntries(readFileSync((await download.path())!));
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['components.json', 'components.csv', 'incidents.csv']));
    expect(entries.get('components.json')!.toString('utf8')).toContain(target.id);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('links it to a catalog item and unlinks it', async () => {
    const { page } = admin;
    const [config] = await apiJson<{ id: string; name: string }[]>(page, '/api/db/configs?select=id,name&deleted_at=is.null&order=name.desc&limit=1');
    await page.goto(`/topology/${target.id}`);
    const panel = page.getByRole('complementary');
    await panel.getByRole('button', { name: 'Link to catalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to catalog' });
    await dialog.getByLabel('Search the catalog').fill(config!.name);
    await dialog.getByRole('option', { name: new RegExp(config!.name) }).first().click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expectToast(page, 'config link successful');
    await panel.getByRole('button', { name: 'Catalog', exact: true }).click();
    await panel.getByText(config!.name, { exact: true }).waitFor();
    await screenshot(page, 'topology-detail-light');
    await panel.getByRole('button', { name: `Unlink ${config!.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
    await expectToast(page, 'Deleted config link successfully');
    await panel.getByText(config!.name, { exact: true }).waitFor({ state: 'hidden' });
  });

  it('opens its logs, and adds selected lines to an incident with their context', async () => {
    const { page } = admin;
    await page.goto(`/topology/${target.id}`);
    await page.getByRole('complementary').getByRole('button', { name: 'View Logs' }).click();
    await page.waitForURL((url) => url.pathname === '/logs' && url.searchParams.get('topologyId') === target.id);
    const grid = page.getByRole('grid', { name: 'Log lines' });
    await grid.waitFor();
    const lineCount = await grid.getByRole('checkbox').count();
    expect(lineCount).toBeGreaterThan(1);
    const selectedIndex = Math.min(4, lineCount - 1);
    const row = grid.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select line ${selectedIndex + 1}` }) });
    const message = (await row.getByRole('gridcell').nth(2).innerText()).trim();
    await grid.getByRole('checkbox', { name: `Select line ${selectedIndex + 1}` }).check();
    await screenshot(page, 'logs-selected-light');
    await page.getByRole('button', { name: 'Add as evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    const option = dialog.getByRole('option').first();
    await option.waitFor();
    const chosen = (await option.innerText()).trim();
    await option.click();
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const incidents = await apiJson<{ id: string; incident_id: string; title: string }[]>(page, '/api/db/incidents?select=id,incident_id,title');
    const incident = incidents.find((i) => chosen.includes(i.title))!;
    const evidences = await apiJson<{ evidence: { lines: Record<string, string>; selected_lines: Record<string, string> } }[]>(
      page,
      `/api/db/evidences?type=eq.log&component_id=eq.${target.id}&select=evidence&order=created_at.desc&limit=1`,
    );
    const payload = evidences[0]!.evidence;
    expect(Object.keys(payload.selected_lines)).toEqual([String(selectedIndex + 1)]);
    expect(Object.keys(payload.lines).length).toBeGreaterThan(1);
    expect(Object.keys(payload.lines).length).toBeLessThanOrEqual(7);
    await page.goto(`/incidents/${incident.id}`);
    await page.getByText(message.split('\n')[0]!.slice(0, 40)).first().waitFor();
  });

  it('keeps every row true to its line after a fling through a long answer, whose rows are reused', async () => {
    const { page } = admin;
    // Line i of the synthetic answer reads `GET /api/orders/i …`; its checkbox names it line i + 1. A row
    // is true when it shows its line, at its line's place below the header (rows are 62 px tall).
    const rowsTrue = () =>
      page.getByRole('grid', { name: 'Log lines' }).evaluate((grid) => {
        const gridTop = grid.getBoundingClientRect().top - grid.scrollTop + grid.clientTop;
        const header = grid.querySelector('[role="columnheader"]')!.getBoundingClientRect().height;
        return [...grid.querySelectorAll('[role="row"]')].flatMap((row) => {
          const box = row.querySelector('input[type="checkbox"]');
          if (!box) return [];
          const line = Number(box.getAttribute('aria-label')!.replace('Select line ', '')) - 1;
          const top = row.getBoundingClientRect().top - gridTop;
          return [row.textContent!.includes(`GET /api/orders/${line} `) && Math.abs(top - (header + line * 62)) < 1];
        });
      });
    const figures = await measureLogsScroll(page, 3_000);
    expect(figures.frames).toBeGreaterThan(10);
    const atBottom = await rowsTrue();
    expect(atBottom.length).toBeGreaterThan(5);
    expect(atBottom.every(Boolean)).toBe(true);
    await page.getByRole('grid', { name: 'Log lines' }).evaluate((grid) => (grid.scrollTop = grid.scrollHeight / 2));
    await page.waitForFunction(() => document.querySelector('[aria-label="Select line 1500"]') !== null);
    expect((await rowsTrue()).every(Boolean)).toBe(true);
  });

  it('moves from a line scrolled far out of view to the next one with the arrow key, the focus following', async () => {
    const { page } = admin;
    const grid = page.getByRole('grid', { name: 'Log lines' });
    const selectedRow = () =>
      grid.evaluate((element) => {
        const cell = element.querySelector('[role="gridcell"][aria-selected="true"]');
        const row = cell?.closest('[role="row"]');
        return { text: row?.textContent ?? '', focused: row?.contains(document.activeElement) ?? false };
      });
    // Rows are rewritten in place as the view moves, so a line is clicked only once the view has settled:
    // the grid redraws on the scroll event, which comes with the next frame.
    const scrollTo = (top?: number) =>
      grid.evaluate(async (element, to) => {
        if (to !== undefined) element.scrollTop = to;
        for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      }, top);
    await scrollTo(1499 * 62);
    const line = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select line 1500' }) });
    await line.getByRole('gridcell').nth(2).click();
    await expect.poll(selectedRow).toEqual({ text: expect.stringContaining('GET /api/orders/1499 '), focused: true });
    await scrollTo(0);
    await page.waitForFunction(() => document.querySelector('[aria-label="Select line 1"]') !== null);
    await expect.poll(selectedRow).toEqual({ text: expect.stringContaining('GET /api/orders/1499 '), focused: true });
    await page.keyboard.press('ArrowDown');
    await expect.poll(selectedRow).toEqual({ text: expect.stringContaining('GET /api/orders/1500 '), focused: true });
    await scrollTo();
    const next = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select line 1501' }) });
    const [rowBox, gridBox] = await Promise.all([next.boundingBox(), grid.boundingBox()]);
    expect(rowBox!.y).toBeGreaterThanOrEqual(gridBox!.y);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(gridBox!.y + gridBox!.height + 1);
  });
});

describe('when the public view is opened', () => {
  it('shows the card without the application frame, and says when the component is missing', async () => {
    const { page } = admin;
    const root = (await apiJson<{ components: ApiComponent[] }>(page, '/api/canary/api/topology')).components[0]!;
    await page.goto(`/view/topology/${root.id}?size=large`);
    await page.getByRole('article', { name: root.name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.goto('/view/topology/00000000-0000-0000-0000-00000000abcd');
    await page.getByText('Component not found').waitFor();
  });
});

describe('when the console is dark', () => {
  it('draws the topology and the logs in dark colours', async () => {
    const dark = await openPage(browser, server.url, { colorScheme: 'dark' });
    current = dark.page;
    try {
      await signIn(dark.page, DEMO_PEOPLE.admin);
      await dark.page.goto('/topology');
      await dark.page.getByRole('list', { name: 'Components' }).getByRole('article').first().waitFor();
      await screenshot(dark.page, 'topology-home-dark');
      const root = (await apiJson<{ components: ApiComponent[] }>(dark.page, '/api/canary/api/topology')).components[0]!;
      await dark.page.goto(`/topology/${root.id}`);
      await dark.page.getByRole('complementary').getByRole('heading', { name: root.name }).waitFor();
      await screenshot(dark.page, 'topology-detail-dark');
    } finally {
      await dark.close();
    }
  });
});
