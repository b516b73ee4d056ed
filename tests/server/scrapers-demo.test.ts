import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoIdentities } from '../../server/auth/demo-identities';
import type { Database } from '../../server/db/database';
import { runDueScrapers, scrapeDirOf } from '../../server/scrapers';
import { DEMO_FILE_SCRAPER_ID, ensureDemoFileScraper } from '../../server/seed/scrape-demo';
import { freshPglite } from './support/databases';

describe('the demo file scraper', () => {
  let db: Database;
  let dataDir: string;
  let now = new Date('2026-03-01T10:00:00Z').getTime();
  const options = () => ({ scrapeDir: scrapeDirOf(dataDir), clock: () => new Date(now), log: () => undefined });

  beforeAll(async () => {
    db = await freshPglite();
    await ensureDemoIdentities(db, 'demo password for tests');
    dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
    await ensureDemoFileScraper(db, dataDir);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await db.close();
  });

  it('ships Kubernetes-style manifests under DATA_DIR/scrape that its first run turns into items', async () => {
    expect(existsSync(join(dataDir, 'scrape', 'kubernetes', 'deployments', 'payments.yaml'))).toBe(true);
    const [report] = await runDueScrapers(db, options());
    expect(report).toMatchObject({ status: 'SUCCESS', items: 7 });
    const { rows } = await db.query<{ type: string; name: string; health: string | null }>(
      `SELECT type, name, health FROM config_items WHERE scraper_id = $1 ORDER BY type, name`,
      [DEMO_FILE_SCRAPER_ID],
    );
    expect(rows.map((r) => `${r.type} ${r.name} ${r.health ?? '-'}`)).toEqual([
      'Kubernetes::ConfigMap shop-settings -', 'Kubernetes::Deployment cart healthy', 'Kubernetes::Deployment payments warning',
      'Kubernetes::Deployment storefront healthy', 'Kubernetes::Service cart -', 'Kubernetes::Service payments -',
      'Kubernetes::Service storefront -',
    ]);
  });

  it('shows an edit of a manifest as a change with its diff after the next scrape, a minute later', async () => {
    const file = join(dataDir, 'scrape', 'kubernetes', 'deployments', 'payments.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('replicas: 2\n', 'replicas: 4\n'));
    now += 30_000;
    expect(await runDueScrapers(db, options())).toEqual([]);
    now += 30_000;
    expect(await runDueScrapers(db, options())).toMatchObject([{ status: 'SUCCESS', changes: 1 }]);
    const { rows } = await db.query<{ name: string; diff: string }>(
      `SELECT name, diff FROM catalog_changes WHERE change_type = 'diff' AND config_id IN (SELECT id FROM config_items WHERE scraper_id = $1)`,
      [DEMO_FILE_SCRAPER_ID],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('payments');
    expect(rows[0]!.diff).toContain('-  replicas: 2\n+  replicas: 4');
  });

  it('leaves the manifests as they are on later starts', async () => {
    const file = join(dataDir, 'scrape', 'kubernetes', 'configmaps', 'shop-settings.yaml');
    writeFileSync(file, 'edited by hand\n');
    await ensureDemoFileScraper(db, dataDir);
    expect(readFileSync(file, 'utf8')).toBe('edited by hand\n');
  });
});
