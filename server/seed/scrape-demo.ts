import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { Queryable } from '../db/database';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../db/private-files';
import { DEMO_PEOPLE } from './demo-people';
import { stableId } from './random';

export const DEMO_FILE_SCRAPER_ID = stableId('scraper', 'demo-manifests');
const NAMESPACE = 'shop';

/** How each kind of manifest becomes a config item: its type is written in the spec, the rest read from the document. */
const entry = (folder: string, type: string, extra: Record<string, unknown> = {}) => ({
  paths: [`kubernetes/${folder}/*.yaml`],
  format: 'yaml',
  // The file form asks for an icon (R002-5-06), so the demo's spec opens in it as valid.
  icon: 'kubernetes',
  type,
  id: '$.metadata.uid',
  name: '$.metadata.name',
  tags: { namespace: '$.metadata.namespace', cluster: 'demo-files' },
  labels: '$.metadata.labels',
  ...extra,
});

/** DECISIONS §28: a file scraper over DATA_DIR/scrape, every minute. */
export const DEMO_FILE_SCRAPER_SPEC = {
  schedule: '@every 1m',
  retention: { changes: [{ name: 'diff', count: 50 }] },
  file: [
    entry('deployments', 'Kubernetes::Deployment', {
      health: "$.metadata.annotations['ops-console.demo/health']",
      status: '$.status.conditions[0].type',
    }),
    entry('services', 'Kubernetes::Service'),
    entry('configmaps', 'Kubernetes::ConfigMap'),
  ],
};

const metadata = (kind: string, name: string, labels: Record<string, string>, annotations: Record<string, string> = {}) => ({
  name,
  namespace: NAMESPACE,
  uid: stableId('demo-manifest', kind, name),
  labels: { 'app.kubernetes.io/part-of': 'shop', ...labels },
  ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
});

function deployment(name: string, image: string, replicas: number, health: string) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadata('Deployment', name, { app: name }, { 'ops-console.demo/health': health }),
    spec: {
      replicas,
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: {
          containers: [{ name, image, ports: [{ containerPort: 8080 }], resources: { requests: { cpu: '100m', memory: '128Mi' } } }],
        },
      },
    },
    status: {
      replicas,
      readyReplicas: health === 'healthy' ? replicas : replicas - 1,
      conditions: [{ type: health === 'healthy' ? 'Available' : 'Progressing', status: 'True' }],
    },
  };
}

const service = (name: string) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: metadata('Service', name, { app: name }),
  spec: { selector: { app: name }, ports: [{ name: 'http', port: 80, targetPort: 8080 }], type: 'ClusterIP' },
});

const configMap = (name: string, data: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: metadata('ConfigMap', name, {}),
  data,
});

/** The manifests, by path below DATA_DIR/scrape. */
export const DEMO_MANIFESTS: Readonly<Record<string, unknown[]>> = {
  'kubernetes/deployments/storefront.yaml': [deployment('storefront', 'ghcr.io/acme/storefront:2.4.1', 3, 'healthy')],
  'kubernetes/deployments/cart.yaml': [deployment('cart', 'ghcr.io/acme/cart:1.9.0', 2, 'healthy')],
  'kubernetes/deployments/payments.yaml': [deployment('payments', 'ghcr.io/acme/payments:3.0.2', 2, 'warning')],
  'kubernetes/services/shop.yaml': [service('storefront'), service('cart'), service('payments')],
  'kubernetes/configmaps/shop-settings.yaml': [
    configMap('shop-settings', { CURRENCY: 'EUR', CHECKOUT_TIMEOUT: '30s', FEATURE_RECOMMENDATIONS: 'true' }),
  ],
};

const HEADER = '# A demo manifest read by the demo-manifests file scraper every minute: edit it and see the change in /catalog/changes.\n';

/**
 * The demo's file scraper (DECISIONS §28): its row, and on the start that adds it, its Kubernetes-style
 * manifests under DATA_DIR/scrape. Files already there are never overwritten, so an edit survives restarts.
 */
export async function ensureDemoFileScraper(db: Queryable, dataDir: string): Promise<void> {
  const { rowCount } = await db.query(
    `INSERT INTO config_scrapers (id, name, namespace, description, spec, source, created_by)
     VALUES ($1, 'demo-manifests', 'mission-control', $2, $3::jsonb, 'UI', $4)
     ON CONFLICT (id) DO NOTHING`,
    [DEMO_FILE_SCRAPER_ID, 'Scrapes the Kubernetes manifests in DATA_DIR/scrape', JSON.stringify(DEMO_FILE_SCRAPER_SPEC), DEMO_PEOPLE[0].id],
  );
  if (rowCount === 0) return;
  for (const [path, documents] of Object.entries(DEMO_MANIFESTS)) {
    const file = join(dataDir, 'scrape', path);
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    await writeFile(file, HEADER + documents.map((d) => stringify(d, { lineWidth: 0 })).join('---\n'), { mode: PRIVATE_FILE_MODE });
  }
}
