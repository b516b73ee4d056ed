import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Database } from '../../server/db/database';
import { runScraper } from '../../server/scrapers';

/** Issue 19's file scrape: 10,000 documents, then again with 1,000 of them changed. */
export const SCRAPE_DOCUMENTS = 10_000;
export const SCRAPE_CHANGED = 1_000;
const PER_FILE = 100;

export interface ScrapeBenchResult {
  documents: number;
  /** The first scrape, every item new. */
  firstMs: number;
  itemsPerSecond: number;
  /** The scrape after the edit: what recording the changes (diffs and patches) took. */
  changedMs: number;
  changes: number;
}

const deployment = (i: number, replicas: number) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: `app-${i}`, namespace: `team-${i % 20}`, uid: `bench-${i}`, labels: { app: `app-${i}`, tier: i % 2 ? 'web' : 'worker' } },
  spec: { replicas, template: { spec: { containers: [{ name: `app-${i}`, image: `ghcr.io/acme/app-${i}:1.0.${i % 7}` }] } } },
});

/** Writes the documents, PER_FILE a file; every tenth document changed when `edited`. */
function writeDocuments(dir: string, edited: boolean) {
  for (let file = 0; file < SCRAPE_DOCUMENTS / PER_FILE; file++) {
    const documents = Array.from({ length: PER_FILE }, (_, n) => {
      const i = file * PER_FILE + n;
      return deployment(i, edited && i % (SCRAPE_DOCUMENTS / SCRAPE_CHANGED) === 0 ? 3 : 2);
    });
    writeFileSync(join(dir, 'manifests', `part-${file}.yaml`), documents.map((d) => stringify(d)).join('---\n'));
  }
}

/**
 * A file scraper over SCRAPE_DOCUMENTS YAML documents through the engine the scheduler runs (read,
 * upsert, diff, job history): the first scrape adds them all, the second records SCRAPE_CHANGED changes.
 */
export async function benchScrape(db: Database): Promise<ScrapeBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scrape-'));
  try {
    mkdirSync(join(dir, 'manifests'));
    writeDocuments(dir, false);
    const spec = { file: [{ paths: ['manifests/*.yaml'], format: 'yaml', type: 'Kubernetes::Deployment', id: '$.metadata.uid', name: '$.metadata.name' }] };
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO config_scrapers (name, spec) VALUES ('bench-10k-files', $1::jsonb) RETURNING id`,
      [JSON.stringify(spec)],
    );
    const scraper = { id: rows[0]!.id, name: 'bench-10k-files', spec };
    const options = { scrapeDir: dir, timeoutMs: 600_000, log: (line: string) => console.error(line) };

    let started = performance.now();
    const first = await runScraper(db, scraper, options);
    const firstMs = performance.now() - started;
    if (first.status !== 'SUCCESS' || first.items !== SCRAPE_DOCUMENTS) throw new Error(`first scrape: ${first.status}, ${first.items} items, ${first.errors.join('; ')}`);

    writeDocuments(dir, true);
    started = performance.now();
    const second = await runScraper(db, scraper, options);
    const changedMs = performance.now() - started;
    if (second.changes !== SCRAPE_CHANGED) throw new Error(`second scrape recorded ${second.changes} changes, not ${SCRAPE_CHANGED}`);
    return { documents: SCRAPE_DOCUMENTS, firstMs, itemsPerSecond: (SCRAPE_DOCUMENTS * 1000) / firstMs, changedMs, changes: second.changes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
