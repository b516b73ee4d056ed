import type { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env';

/** The export volume: rows of one CSV file the server streams without holding them all. */
export const EXPORT_VOLUME = 50_000;

export interface ExportResult {
  rows: number;
  megabytes: number;
  seconds: number;
  /** The most the heap grew over its size before the export, sampled at each chunk. */
  peakHeapGrowthMb: number;
}

/**
 * Downloads EXPORT_VOLUME job history rows as CSV through the real app, reading the body chunk by chunk as
 * a browser does, and samples the server process's heap at each chunk (the client keeps only a count).
 */
export async function measureExport(app: Hono<AppEnv>, authorization: string): Promise<ExportResult> {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const started = performance.now();
  const response = await app.request(`/api/export/job_histories?select=*&order=created_at.desc&limit=${EXPORT_VOLUME}`, {
    headers: { authorization, accept: 'text/csv' },
  });
  if (!response.ok || !response.body) throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return {
    rows: lines - 1,
    megabytes: bytes / 1_048_576,
    seconds: (performance.now() - started) / 1000,
    peakHeapGrowthMb: (peak - before) / 1_048_576,
  };
}
