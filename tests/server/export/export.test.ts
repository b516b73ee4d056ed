import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCsvRecords, CSV_COUNT_START } from '../../../core/shared/export/csv';
import { demoPerson } from '../../../server/seed/demo-people';
import { EXPORT_BATCH_ROWS } from '../../../server/postgrest/handlers/export';
import { HttpCatalogAdapter } from '../../../adapters/http/catalog.http';
import { HttpHealthAdapter } from '../../../adapters/http/health.http';
import { HttpIncidentAdapter } from '../../../adapters/http/incidents.http';
import { NIL_UUID } from '../../../core/shared';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

// More than two batches, and a sort column that ties across them.
const ROWS = EXPORT_BATCH_ROWS * 2 + 345;
const FILTER = 'select=id,name,status,details&status=eq.FAILED&order=name.asc';

describe.each(engines)('exporting a filtered table on $name', (engine) => {
  let server: TestServer;
  const as = (role: 'viewer' | 'admin') => ({ authorization: server.basicAuth(demoPerson(role).email) });
  const exported = (query: string, accept: string, role: 'viewer' | 'admin' = 'viewer') =>
    server.request(`/api/export/job_histories?${query}`, { headers: { ...as(role), accept } });

  beforeAll(async () => {
    server = await createTestServer(engine);
    // Every third run failed; the names repeat, so only the id keeps the batches apart.
    await server.db.query(
      `INSERT INTO job_history (name, status, resource_type, details, created_at)
       SELECT 'job-' || (i % 7), CASE WHEN i % 3 = 0 THEN 'FAILED' ELSE 'SUCCESS' END, 'canary',
              jsonb_build_object('note', 'line one' || chr(10) || 'say "two", then three'), now() - i * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
      [ROWS * 3],
    );
  }, 120_000);
  afterAll(() => server?.close());

  it('downloads as many CSV records as the list counts, each row once, with a header', async () => {
    const list = await server.request(`/api/db/job_histories?${FILTER}&limit=50`, { headers: { ...as('viewer'), prefer: 'count=exact' } });
    const total = Number(list.headers.get('content-range')?.split('/')[1]);
    expect(total).toBe(ROWS);

    const response = await exported(FILTER, 'text/csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-range')).toBe(`0-${ROWS - 1}/${ROWS}`);
    expect(response.headers.get('content-disposition')).toContain('job_histories.csv');
    const text = await response.text();
    expect(countCsvRecords(text, CSV_COUNT_START)).toEqual({ records: ROWS + 1, quoted: false });
    expect(text.slice(0, text.indexOf('\r\n'))).toBe('id,name,status,details');
    const ids = text.split('\r\n').slice(1, -1).filter((line) => /^[0-9a-f-]{36},/.test(line)).map((line) => line.slice(0, 36));
    expect(new Set(ids).size).toBe(ROWS);
    expect(text).toContain('"{""note"":""line one\\nsay \\""two\\"", then three""}"');
  });

  it('downloads the same rows as one JSON array, honouring limit and offset', async () => {
    const all = (await (await exported(FILTER, 'application/json')).json()) as { id: string; status: string }[];
    expect(all).toHaveLength(ROWS);
    expect(all.every((row) => row.status === 'FAILED')).toBe(true);
    const page = await exported(`${FILTER}&offset=${EXPORT_BATCH_ROWS - 5}&limit=10`, 'application/json');
    expect(page.headers.get('content-range')).toBe(`${EXPORT_BATCH_ROWS - 5}-${EXPORT_BATCH_ROWS + 4}/10`);
    expect(((await page.json()) as { id: string }[]).map((row) => row.id)).toEqual(all.slice(EXPORT_BATCH_ROWS - 5, EXPORT_BATCH_ROWS + 5).map((row) => row.id));
  });

  it('answers an empty file for a filter that matches nothing', async () => {
    const csv = await exported('status=eq.NONE', 'text/csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-range')).toBe('*/0');
    expect(await csv.text()).toBe('');
    expect(await (await exported('status=eq.NONE', 'application/json')).json()).toEqual([]);
  });

  it('refuses an invalid filter with the 400 and message the list gets', async () => {
    const list = await server.request('/api/db/job_histories?colour=eq.red', { headers: as('viewer') });
    const response = await exported('colour=eq.red', 'text/csv');
    expect(response.status).toBe(400);
    expect(list.status).toBe(400);
    expect(await response.json()).toEqual(await list.json());
  });

  it('reads every list screen\'s export query as /api/db reads it', async () => {
    const health = new HttpHealthAdapter(undefined as never, undefined as never);
    const catalog = new HttpCatalogAdapter(undefined as never, undefined as never);
    // The component filter's lookup: incidents linked to it, then none (an empty id list).
    const linked = (ids: string[]) => new HttpIncidentAdapter({ select: async () => ({ rows: ids.map((id) => ({ id })) }) } as never);
    const tables = [
      await linked([]).listExport({ status: 'open', severity: 'high', type: 'availability', owner: NIL_UUID, search: 'checkout' }),
      await linked([NIL_UUID]).listExport({ component: NIL_UUID, status: 'open' }),
      await linked([]).listExport({ component: NIL_UUID }),
      catalog.changesExport({ configId: NIL_UUID, recursive: 'none', from: 'now-2d', includeDeletedConfigs: true, page: 1, pageSize: 200, sortBy: '-created_at' }),
      health.exportTable({ search: 'a,b', labels: { 'env:prod': 1, 'tier:db': -1 }, hidePassing: true, tab: { by: 'namespace', value: 'none' } }),
      health.exportTable({ search: '', labels: {}, hidePassing: false, tab: { by: 'agent_id', value: NIL_UUID } }),
      catalog.changesExport({
        configTypes: 'Kubernetes::Pod,*Node*,!AWS::EC2', changeTypes: '!Pulled', severity: 'high', tags: 'cluster=prod,team!=ops,app,!zone',
        from: 'now-7d', includeDeletedConfigs: false, page: 1, pageSize: 200, sortBy: '-created_at',
      }),
      catalog.listExport({ configType: 'Kubernetes::Pod', search: 'api', labels: [{ key: 'app', value: 'api' }], hideDeleted: false, groupBy: [], pageIndex: 0, pageSize: 200, sortBy: 'name', sortOrder: 'asc' }),
      catalog.insightsExport({ severity: 'high', analysisType: 'security', pageIndex: 0, pageSize: 50, sortBy: 'first_observed', sortOrder: 'desc' }),
    ];
    for (const table of tables) {
      const list = await server.request(`/api/db/${table.relation}?${table.query}&limit=1`, { headers: { ...as('viewer'), prefer: 'count=exact' } });
      expect(list.status, `${table.relation}: ${await list.clone().text()}`).toBe(200);
      const response = await server.request(`/api/export/${table.relation}?${table.query}`, { headers: { ...as('viewer'), accept: 'text/csv' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')?.split('/')[1]).toBe(list.headers.get('content-range')?.split('/')[1]);
      await response.text();
    }
  });

  it('is refused to whoever may not read the relation, and names no hidden one', async () => {
    const guest = await server.request('/api/export/access_tokens', { headers: { ...as('viewer'), accept: 'text/csv' } });
    expect(guest.status).toBe(404);
    expect(await guest.json()).toMatchObject({ code: 'PGRST205' });
    const anonymous = await server.request('/api/export/job_histories', { headers: { accept: 'text/csv' } });
    expect(anonymous.status).toBe(401);
    const unacceptable = await exported(FILTER, 'application/xml');
    expect(unacceptable.status).toBe(406);
  });
});
