import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeExportPort } from '../../../tests/fakes/export';
import { countCsvRecords, csvRecord, CSV_COUNT_START } from './csv';
import { createExportMachine } from './export.machine';
import { selectExportView } from './selectors';

const TABLE = { name: 'job_histories', relation: 'job_histories', query: 'status=in.(FAILED)' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function started() {
  const port = new FakeExportPort();
  const actor = createActor(createExportMachine(port)).start();
  const toasts: string[] = [];
  actor.on('toast', (event) => toasts.push(`${event.status}: ${event.message}`));
  actor.send({ type: 'export.start', table: TABLE, format: 'csv' });
  return { port, actor, toasts, view: () => selectExportView(actor.getSnapshot()) };
}

describe('when a list is exported', () => {
  it('asks the port for the list’s table in the chosen format and shows how far it is', () => {
    const { port, view } = started();
    expect(port.last).toMatchObject({ table: TABLE, format: 'csv' });
    expect(view()).toMatchObject({ running: true, format: 'csv', progressText: '0 rows' });
    port.last!.progress({ rows: 1500, total: 50_000 });
    expect(view()).toMatchObject({ percent: 3, progressText: '1,500 of 50,000 rows' });
  });

  it('says how many rows it saved once the file is handed over', async () => {
    const { port, view, toasts } = started();
    port.last!.progress({ rows: 12, total: 12 });
    port.last!.finish();
    await settle();
    expect(view().running).toBe(false);
    expect(toasts).toEqual(['success: Exported 12 rows']);
  });

  it('says why it failed, and a cancel saves nothing and says nothing', async () => {
    const failed = started();
    failed.port.last!.fail(new Error('column job_histories.colour does not exist'));
    await settle();
    expect(failed.toasts).toEqual(['error: The export failed: column job_histories.colour does not exist']);

    const cancelled = started();
    cancelled.actor.send({ type: 'export.cancel' });
    await settle();
    expect(cancelled.port.last!.cancelled).toBe(true);
    expect(cancelled.view().running).toBe(false);
    expect(cancelled.toasts).toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes a cell with a comma, a quote or a line break, and counts records across chunks', () => {
    const text = csvRecord(['a,b', 'say "hi"', 'two\nlines', null, { k: 1 }, 3]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines",,"{""k"":1}",3\r\n');
    const half = countCsvRecords(text.slice(0, 25), CSV_COUNT_START);
    expect(countCsvRecords(text.slice(25), half)).toEqual({ records: 1, quoted: false });
  });
});
