import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { backendType } from '../logs/backends/backend';
import { findBackend, LogsError, MAX_LOGS_LIMIT, searchSelector, type ComponentRef, type LogsOptions } from '../logs/component-logs';
import {
  loadTopologyGraph, logSelectors, parseTopologyParams, topologyResponse, type LogSelectorRow, type TopologyGraph,
} from '../topology';
import { csvChunks } from './csv';
import { snapshotScope } from './scope';
import { snapshotTables } from './tables';

export type LogFormat = 'log' | 'json';

export interface SnapshotRequest {
  componentId: string;
  start: Date;
  end: Date;
  related: boolean;
  logFormat: LogFormat;
  /** The roles of whoever asked: a log they may not read is written as the refusal. */
  readerRoles: readonly string[];
}

export interface Snapshot {
  /** `{name}-snapshot.zip` (seed 001 §2.12). */
  fileName: string;
  componentName: string;
  /** The zip, produced as it is read. */
  stream: Readable;
}

/** Deep enough for any real tree; the graph walk stops at cycles anyway. */
const SNAPSHOT_DEPTH = 50;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'unnamed';

interface LogFile {
  name: string;
  component: ComponentRef;
  selector: LogSelectorRow;
}

async function logFiles(db: Queryable, graph: TopologyGraph, componentIds: string[], format: LogFormat): Promise<LogFile[]> {
  const types = new Map<string, string>();
  const files: LogFile[] = [];
  for (const id of componentIds) {
    const row = graph.rows.get(id);
    if (!row) continue;
    const selectors = logSelectors(row);
    for (const selector of selectors) {
      const backendName = selector.backend ?? selector.name;
      if (!types.has(backendName)) {
        const backend = await findBackend(db, backendName);
        types.set(backendName, (backend && backendType(backend.spec)) || 'unknown');
      }
      const hash = createHash('sha256').update(`${id}/${selector.name}`).digest('hex').slice(0, 8);
      files.push({
        name: `logs-${slug(types.get(backendName)!)}-${slug(row.name)}-${slug(selector.name)}-${hash}.${format}`,
        component: {
          id,
          name: row.name,
          externalId: String(row.external_id ?? ''),
          ...(typeof row.type === 'string' ? { type: row.type } : {}),
          selectors,
        },
        selector,
      });
    }
  }
  return files;
}

async function* logChunks(
  db: Queryable,
  config: ServerConfig,
  file: LogFile,
  request: SnapshotRequest,
  options: LogsOptions,
): AsyncGenerator<string> {
  try {
    const page = await searchSelector(db, config, request.readerRoles, {
      component: file.component,
      selector: file.selector,
      query: { start: request.start.getTime(), end: request.end.getTime(), labels: { ...file.selector.labels }, limit: MAX_LOGS_LIMIT, offset: 0 },
    }, options);
    const lines = [...page.entries].reverse();
    for (let i = 0; i < lines.length; i += 500) {
      yield lines
        .slice(i, i + 500)
        .map((entry) => {
          const timestamp = new Date(entry.time).toISOString();
          return request.logFormat === 'json'
            ? `${JSON.stringify({ timestamp, message: entry.message, labels: entry.labels })}\n`
            : `${timestamp} ${entry.message}\n`;
        })
        .join('');
    }
  } catch (error) {
    // The other files are still worth having: the failure is written where the lines would be.
    const message = error instanceof LogsError ? error.message : (error as Error).message;
    yield request.logFormat === 'json' ? `${JSON.stringify({ error: message })}\n` : `# ${message}\n`;
  }
}

/**
 * Gathers what the snapshot covers, then returns the zip as a stream that queries and compresses one
 * page at a time (reference §4.2). Undefined when the component does not exist.
 */
export async function buildSnapshot(
  db: Queryable,
  config: ServerConfig,
  request: SnapshotRequest,
  options: LogsOptions = {},
): Promise<Snapshot | undefined> {
  const graph = await loadTopologyGraph(db);
  const root = graph.rows.get(request.componentId);
  if (!root) return undefined;
  const scope = await snapshotScope(db, graph, root.id, request);
  const tree = topologyResponse(graph, { ...parseTopologyParams({ id: root.id }), depth: SNAPSHOT_DEPTH }).components;
  const related = scope.relatedComponentIds.flatMap(
    (id) => topologyResponse(graph, { ...parseTopologyParams({ id }), depth: 0 }).components,
  );
  const logs = await logFiles(db, graph, [...scope.componentIds, ...scope.relatedComponentIds], request.logFormat);

  const zip = new ZipFile();
  const mtime = request.end;
  const lazy = (name: string, chunks: () => AsyncIterable<string>) =>
    zip.addReadStreamLazy(name, { mtime }, (callback) => callback(null, Readable.from(chunks())));
  zip.addBuffer(Buffer.from(JSON.stringify([...tree, ...related], null, 2)), 'components.json', { mtime });
  for (const table of snapshotTables(scope, request.start, request.end)) lazy(table.file, () => csvChunks(db, table));
  for (const file of logs) lazy(file.name, () => logChunks(db, config, file, request, options));
  zip.end();

  const stream = zip.outputStream as Readable;
  // A failure half-way cannot change the status any more: the download is cut short instead.
  zip.on('error', (error: Error) => stream.destroy(error));
  return { fileName: `${root.name}-snapshot.zip`, componentName: root.name, stream };
}
