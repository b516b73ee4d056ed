import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_HOSTILE_TEXT, HOSTILE_TEXTS, injectionReport } from './support/hostile-text';
import { DEMO_PEOPLE, signIn } from './support/server';
import { adminApi } from './support/api';
import { pagesSuite } from './support/suite';
import { DEMO_LOG_DIRECTORY } from '../../server/seed/logs';

const suite = pagesSuite();

const api = adminApi(() => suite.server.url);

interface Stored {
  incidentId: string;
  checkId: string;
  componentId: string;
  /** A namespace whose demo log file holds a hostile line. */
  namespaceId: string;
}

/**
 * A hostile line at the end of every namespace's demo log file (JSON lines, as the demo's files log
 * backend reads them), stamped now so the logs page's default window shows it.
 */
function appendHostileLogLines(): void {
  const directory = join(suite.server.dataDir, DEMO_LOG_DIRECTORY);
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.jsonl'))) {
    const lines = readFileSync(join(directory, file), 'utf8').trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { labels: Record<string, string> };
    appendFileSync(join(directory, file), `${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: ALL_HOSTILE_TEXT, labels: last.labels })}\n`);
  }
}

/** The hostile texts in every free-text field the console renders, through the API as a script would write them. */
async function storeHostileTexts(): Promise<Stored> {
  const [incident] = await api<{ id: string }[]>('POST', '/api/db/incidents', {
    title: HOSTILE_TEXTS.handler, description: ALL_HOSTILE_TEXT, severity: 'High', type: 'security', status: 'open',
  });
  const [hypothesis] = await api<{ id: string }[]>('POST', '/api/db/hypotheses', {
    incident_id: incident!.id, type: 'root', title: HOSTILE_TEXTS.breakout, status: 'possible',
  });
  await api('POST', '/api/db/comments', { incident_id: incident!.id, comment: ALL_HOSTILE_TEXT });
  await api('POST', '/api/db/evidences', { hypothesis_id: hypothesis!.id, type: 'comment', description: HOSTILE_TEXTS.markdown });
  const [check] = await api<{ id: string }[]>('GET', '/api/db/checks?select=id&deleted_at=is.null&order=name&limit=1');
  await api('PATCH', `/api/db/checks?id=eq.${check!.id}`, {
    name: HOSTILE_TEXTS.script, description: HOSTILE_TEXTS.link, labels: { owner: HOSTILE_TEXTS.template },
  });
  const [component] = await api<{ id: string }[]>('GET', '/api/db/components?select=id&deleted_at=is.null&parent_id=is.null&order=name&limit=1');
  await api('PATCH', `/api/db/components?id=eq.${component!.id}`, { name: HOSTILE_TEXTS.link, labels: { team: HOSTILE_TEXTS.mention } });
  appendHostileLogLines();
  const [namespace] = await api<{ id: string }[]>('GET', '/api/db/components?select=id&type=eq.KubernetesNamespace&log_selectors=not.is.null&deleted_at=is.null&order=name&limit=1');
  return { incidentId: incident!.id, checkId: check!.id, componentId: component!.id, namespaceId: namespace!.id };
}

/** Opens `path`, waits until nothing says it is loading, and reports what the page made of the texts. */
async function visit(page: Page, path: string, shows: string) {
  await page.goto(path);
  await page.getByText(shows, { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 30_000 });
  return { path, ...(await page.evaluate(injectionReport)) };
}

describe('when every free-text field and a log line hold script, handlers, javascript: links, markdown and mention tricks', () => {
  let stored: Stored;
  beforeAll(async () => {
    stored = await storeHostileTexts();
  });

  it('shows them as text on every screen, and nothing runs or becomes an element or a link', async () => {
    const watched = await suite.open();
    const { page } = watched;
    await signIn(page, DEMO_PEOPLE.admin);
    const reports = [
      await visit(page, '/incidents', `onerror="window.__xss='img'"`),
      await visit(page, `/incidents/${stored.incidentId}`, `onload="window.__xss='svg'"`),
      await visit(page, `/health?checkId=${stored.checkId}`, `window.__xss='script'`),
      await visit(page, '/topology', `href="javascript:window.__xss='link'"`),
      await visit(page, `/topology/${stored.componentId}`, `href="javascript:window.__xss='link'"`),
      await visit(page, `/logs?topologyId=${stored.namespaceId}`, `onerror="window.__xss='img'"`),
    ];
    expect(reports.filter((report) => report.ran !== null || report.probes.length > 0 || report.javascriptLinks.length > 0)).toEqual([]);
    watched.expectNoConsoleErrors();
  });
});
