import autocannon from 'autocannon';
import type { LoadTarget } from './load-target';

interface Ids {
  incidentId: string;
  checkId: string;
}

async function demoIds(target: LoadTarget): Promise<Ids> {
  const get = async (path: string) => {
    const response = await fetch(`${target.url}${path}`, { headers: { authorization: target.authorization } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return ((await response.json()) as { id: string }[])[0]!.id;
  };
  return {
    incidentId: await get('/api/db/incidents?select=id&order=created_at.desc&limit=1'),
    checkId: await get('/api/db/checks?select=id&type=eq.http&deleted_at=is.null&limit=1'),
  };
}

/** The mixed workload of an operators' morning: summaries, filtered lists, comments and check runs. */
function requests(ids: Ids): autocannon.Request[] {
  return [
    { method: 'GET', path: '/api/canary/api/summary' },
    { method: 'GET', path: '/api/db/checks?select=id,name,status,type&deleted_at=is.null&status=eq.unhealthy&order=name&limit=50' },
    {
      method: 'GET',
      path: '/api/db/incidents?select=*,commander:commander_id(id,name),responders(id,type)&status=in.(open,investigating)&order=created_at.desc&limit=50',
    },
    { method: 'GET', path: '/api/db/components?select=id,name,status,health&deleted_at=is.null&order=name&limit=100' },
    {
      method: 'POST',
      path: '/api/db/comments',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ incident_id: ids.incidentId, comment: 'load: looking at it' }),
    },
    { method: 'POST', path: `/api/canary/run/check/${ids.checkId}`, headers: { 'content-type': 'application/json' }, body: '{}' },
  ];
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: a status and how many, or timeouts and socket errors. */
  errorKinds: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Drives the workload at `connections` for `seconds` and measures every response's latency. */
export async function driveLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadFigures> {
  const ids = await demoIds(target);
  const latencies: number[] = [];
  const kinds: Record<string, number> = {};
  const count = (kind: string, n = 1) => n > 0 && (kinds[kind] = (kinds[kind] ?? 0) + n);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, connections, duration: seconds, headers: { authorization: target.authorization }, requests: requests(ids) },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      if (status >= 400) count(String(status));
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    errors: Object.values(kinds).reduce((sum, n) => sum + n, 0) + result.errors + result.timeouts,
    errorKinds: { ...kinds, ...(result.timeouts ? { timeouts: result.timeouts } : {}), ...(result.errors - result.timeouts > 0 ? { 'socket errors': result.errors - result.timeouts } : {}) },
  };
}
