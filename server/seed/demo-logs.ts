import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { Queryable } from '../db/database';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../db/private-files';
import { logFileName } from '../logs/backends/files-backend';
import { DOMAINS } from './kubernetes';
import { DEMO_LOG_BACKENDS } from './logs';
import { Random } from './random';

/** Marks a directory as the demo's: only such a directory is ever rewritten. */
export const DEMO_LOG_MARKER = '.demo-logs';
const MARKER_TEXT = 'Demo logs written by the operations console at every start. Delete this file to keep your own files here untouched.\n';

/** How far back the demo lines go. */
const DEMO_LOG_DAYS = 3;

interface Line {
  time: number;
  text: string;
}

const seeded = (...key: string[]) => new Random(Number.parseInt(createHash('sha1').update(key.join('/')).digest('hex').slice(0, 8), 16));

/** Times from `days` ago up to now, 1 to `maxGapMinutes` apart, on whole seconds. */
function times(r: Random, now: number, maxGapMinutes: number): number[] {
  const out: number[] = [];
  let at = now - DEMO_LOG_DAYS * 86_400_000;
  for (;;) {
    at += r.int(60, maxGapMinutes * 60) * 1000;
    if (at > now) return out;
    out.push(at);
  }
}

/** Owner-only like the rest of DATA_DIR, also when rewriting a file an older server left readable. */
async function writePrivateFile(path: string, text: string): Promise<void> {
  await writeFile(path, text, { mode: PRIVATE_FILE_MODE });
  await chmod(path, PRIVATE_FILE_MODE);
}

const iso = (time: number) => new Date(time).toISOString();
const domainOf = (namespace: string) => DOMAINS.find((d) => namespace === d.name || namespace.startsWith(`${d.name}-`));

function namespaceLines(namespace: string, cluster: string, now: number): Line[] {
  const r = seeded('namespace', namespace, cluster);
  const apps = domainOf(namespace)?.apps ?? ['app'];
  const pods = new Map(apps.map((app) => [app, `${app}-${r.hex(5)}-${r.hex(5)}`]));
  const routes = ['/api/v1/orders', '/api/v1/payments', '/api/v1/items', '/healthz', '/api/v1/sessions', '/metrics'];
  const peers = ['postgres', 'redis', 'kafka', ...apps];
  return times(r, now, 8).map((time) => {
    const app = r.pick(apps);
    const roll = r.next();
    let level = 'info';
    let message: string;
    if (roll < 0.03) {
      level = 'error';
      message = r.pick([
        `upstream ${r.pick(peers)} timed out after ${r.int(2, 30)}s`,
        `connection reset by peer while calling ${r.pick(peers)}`,
        `failed to process message ${r.hex(12)}: deadline exceeded`,
      ]);
    } else if (roll < 0.1) {
      level = 'warn';
      message = r.pick([
        `slow query on ${r.pick(['orders', 'payments', 'sessions', 'items'])} took ${r.int(800, 4000)}ms`,
        `retrying message ${r.hex(12)} (attempt ${r.int(2, 5)}/5)`,
        `cache miss ratio ${r.int(30, 70)}% above threshold`,
      ]);
    } else if (roll < 0.75) {
      const method = r.pick(['GET', 'GET', 'GET', 'POST', 'PUT']);
      const status = method === 'POST' ? 201 : r.chance(0.04) ? 404 : 200;
      message = `${method} ${r.pick(routes)} ${status} ${r.int(3, 240)}ms`;
    } else {
      message = r.pick([
        `processed batch of ${r.int(10, 500)} events`,
        `refreshed configuration (revision ${r.int(100, 999)})`,
        `connection pool: ${r.int(2, 40)} active, ${r.int(0, 10)} idle`,
      ]);
    }
    return {
      time,
      text: JSON.stringify({ time: iso(time), level, message, labels: { cluster, namespace, app, pod: pods.get(app)! } }),
    };
  });
}

function clusterLines(cluster: string, now: number): Line[] {
  const r = seeded('cluster', cluster);
  const node = () => `ip-10-0-${r.int(1, 60)}-${r.int(2, 250)}.ec2.internal`;
  const workload = () => {
    const domain = r.pick(DOMAINS);
    return { namespace: domain.name, app: r.pick(domain.apps) };
  };
  return times(r, now, 12).map((time) => {
    const { namespace, app } = workload();
    const pod = `${namespace}/${app}-${r.hex(5)}`;
    const roll = r.next();
    const text = roll < 0.05
      ? `WARN  BackOff: back-off restarting failed container ${app} in pod ${pod}`
      : roll < 0.09
        ? `WARN  Node ${node()} condition MemoryPressure is ${r.pick(['True', 'False'])}`
        : roll < 0.4
          ? `INFO  Scheduled: assigned ${pod} to ${node()}`
          : roll < 0.7
            ? `INFO  Pulled: image registry.acme.local/${namespace}/${app}:${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)} in ${r.int(1, 20)}s`
            : roll < 0.85
              ? `INFO  ScalingReplicaSet: scaled ${namespace}/${app} to ${r.int(2, 8)} replicas`
              : `INFO  SuccessfulCreate: created pod ${pod}`;
    return { time, text: `${iso(time)} ${text}` };
  });
}

function databaseLines(name: string, now: number): Line[] {
  const r = seeded('database', name);
  return times(r, now, 10).map((time) => {
    const pid = r.int(1000, 32000);
    const roll = r.next();
    const text = roll < 0.03
      ? `ERROR:  canceling statement due to statement timeout`
      : roll < 0.1
        ? `LOG:  duration: ${r.int(1000, 9000)}.${r.int(100, 999)} ms  statement: SELECT * FROM orders WHERE customer_id = $1`
        : roll < 0.5
          ? `LOG:  checkpoint complete: wrote ${r.int(100, 4000)} buffers (${r.int(1, 25)}.${r.int(0, 9)}%)`
          : roll < 0.8
            ? `LOG:  connection authorized: user=app database=${name.replace(/-/g, '_')}`
            : `LOG:  automatic vacuum of table "${name.replace(/-/g, '_')}.public.${r.pick(['orders', 'payments', 'events'])}"`;
    return { time, text: `${iso(time)} [${pid}] ${text}` };
  });
}

interface SelectorRow {
  name: string;
  type: string | null;
  log_selectors: { backend?: string; labels?: Record<string, string> }[];
}

/**
 * Writes the demo's log files (one per component name) into the directory of the `demo-files` log
 * backend, covering the last days up to `now`. A directory that exists without the demo's marker is
 * someone's own and is left alone. Returns the files written.
 */
export async function writeDemoLogFiles(db: Queryable, dataDir: string, now: Date): Promise<string[]> {
  const backend = await db.query<{ path: unknown }>(
    `SELECT spec -> 'files' ->> 'path' AS path FROM logging_backends WHERE name = $1 AND deleted_at IS NULL LIMIT 1`,
    [DEMO_LOG_BACKENDS.files],
  );
  const path = backend.rows[0]?.path;
  if (typeof path !== 'string' || path === '') return [];
  const directory = isAbsolute(path) ? path : resolve(dataDir, path);
  if (existsSync(directory) && !existsSync(join(directory, DEMO_LOG_MARKER))) return [];

  const { rows } = await db.query<SelectorRow>(
    `SELECT name, type, log_selectors FROM components
     WHERE deleted_at IS NULL AND log_selectors @> $1::jsonb ORDER BY name`,
    [JSON.stringify([{ backend: DEMO_LOG_BACKENDS.files }])],
  );
  const files = new Map<string, Line[]>();
  const at = now.getTime();
  for (const row of rows) {
    for (const selector of row.log_selectors.filter((s) => s.backend === DEMO_LOG_BACKENDS.files)) {
      const base = logFileName(row.name);
      let file: string;
      let lines: Line[];
      if (row.type === 'KubernetesNamespace') {
        file = `${base}.jsonl`;
        lines = namespaceLines(row.name, selector.labels?.cluster ?? 'default', at);
      } else if (row.type === 'KubernetesCluster') {
        file = `${base}.log`;
        lines = clusterLines(row.name, at);
      } else {
        file = `${base}.log`;
        lines = databaseLines(row.name, at);
      }
      files.set(file, [...(files.get(file) ?? []), ...lines]);
    }
  }

  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  for (const entry of await readdir(directory)) {
    if (entry !== DEMO_LOG_MARKER && !files.has(entry)) await rm(join(directory, entry), { force: true, recursive: true });
  }
  await writePrivateFile(join(directory, DEMO_LOG_MARKER), MARKER_TEXT);
  for (const [file, lines] of files) {
    lines.sort((a, b) => a.time - b.time);
    await writePrivateFile(join(directory, file), lines.map((line) => `${line.text}\n`).join(''));
  }
  return [...files.keys()].sort();
}
