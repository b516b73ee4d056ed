import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { scrollListMachine, selectScrollListView, type ScrollPageQuery } from './scroll-list.machine';

const rows = (count: number) => Array.from({ length: count }, (_, i) => i);

function list(total: number, options: { failOn?: number; toastsErrors?: boolean } = {}) {
  const asked: ScrollPageQuery[] = [];
  const machine = scrollListMachine<number>(
    async (query) => {
      asked.push(query);
      if (query.pageIndex === options.failOn) throw new Error('the server went away');
      return { rows: rows(total).slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize), total };
    },
    { pageSize: 50, toastsErrors: options.toastsErrors },
  );
  const toasts: string[] = [];
  const actor = createActor(machine, { input: { configId: 'c1' } });
  actor.on('toast', (event) => toasts.push(event.message));
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('more'));
  const view = () => selectScrollListView(actor.getSnapshot(), (row) => row);
  return { actor, asked, toasts, settled, view };
}

describe('a list read as it scrolls', () => {
  it('reads its first page, and the next only within 300 px of its end while the server has more', async () => {
    const { actor, asked, settled, view } = list(120);
    await settled();
    actor.send({ type: 'list.scrolled', distanceToEnd: 301 });
    await settled();
    expect(view().rows).toHaveLength(50);
    actor.send({ type: 'list.scrolled', distanceToEnd: 300 });
    await settled();
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await settled();
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await settled();
    expect([view().rows.length, view().total]).toEqual([120, 120]);
    expect(asked.map((query) => [query.configId, query.pageIndex, query.pageSize])).toEqual([['c1', 0, 50], ['c1', 1, 50], ['c1', 2, 50]]);
  });

  it('keeps its rows when a next page fails, says why below them, and tries again on the next scroll', async () => {
    const { actor, asked, settled, view, toasts } = list(120, { failOn: 1, toastsErrors: true });
    await settled();
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await settled();
    expect([view().rows.length, view().moreError, view().error]).toEqual([50, 'the server went away', undefined]);
    expect(toasts).toEqual(['the server went away']);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await settled();
    expect(asked.map((query) => query.pageIndex)).toEqual([0, 1, 1]);
  });

  it('shows a failed first page in place of the list, and as a toast only when asked', async () => {
    const { settled, view, toasts } = list(10, { failOn: 0 });
    await settled();
    expect([view().rows.length, view().error, toasts]).toEqual([0, 'the server went away', []]);
  });
});
