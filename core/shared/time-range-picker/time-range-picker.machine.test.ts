import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AbsoluteTimeRange, TimeRangeOption } from '../time-ranges';
import type { TimeRangePickerEmitted } from './model';
import { selectTimeRangePickerView } from './selectors';
import { createTimeRangePickerMachine } from './time-range-picker.machine';

const TWO_DAYS: TimeRangeOption = { type: 'relative', display: '2 days', range: 'now-2d' };
const day = (n: number): AbsoluteTimeRange => ({
  type: 'absolute', display: 'Custom', from: `2026-11-${String(n).padStart(2, '0')}T00:00`, to: `2026-11-${String(n).padStart(2, '0')}T23:59`,
});

function start(value: TimeRangeOption = TWO_DAYS, recent: readonly AbsoluteTimeRange[] = []) {
  const actor = createActor(createTimeRangePickerMachine(), { input: { value, recent } });
  const emitted: TimeRangePickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'picker.open' });
  const view = () => selectTimeRangePickerView(actor.getSnapshot());
  return { actor, emitted, view };
}

describe('the time-range picker', () => {
  it('shows the page range on its button with the relative choice selected', () => {
    const { view } = start();
    expect(view().label).toBe('Last 2 days');
    expect(view().relative.filter((c) => c.selected).map((c) => c.key)).toEqual(['now-2d']);
    expect(view().relative.map((c) => c.key)).toEqual([
      'now-5m', 'now-15m', 'now-30m', 'now-1h', 'now-3h', 'now-6h', 'now-12h', 'now-24h',
      'now-2d', 'now-7d', 'now-30d', 'now-90d', 'now-6M', 'now-1y', 'now-2y', 'now-5y',
    ]);
  });

  describe('when a relative range is chosen', () => {
    it('closes and emits that range', () => {
      const { actor, emitted, view } = start();
      actor.send({ type: 'range.relative', range: 'now-7d' });
      expect(view().open).toBe(false);
      expect(view().label).toBe('Last 7 days');
      expect(emitted).toEqual([{ type: 'timeRange.changed', value: { type: 'relative', display: '7 days', range: 'now-7d' } }]);
    });

    it('ignores an expression that is no range', () => {
      const { actor, emitted, view } = start();
      actor.send({ type: 'range.relative', range: 'yesterday-ish' });
      expect(view().open).toBe(true);
      expect(emitted).toEqual([]);
    });
  });

  describe('when a quick range is chosen', () => {
    it('emits the mapped range by its name', () => {
      const { actor, emitted, view } = start();
      actor.send({ type: 'range.mapped', display: 'Today so far' });
      expect(emitted).toEqual([{ type: 'timeRange.changed', value: { type: 'mapped', display: 'Today so far' } }]);
      expect(view().quick.find((q) => q.selected)?.label).toBe('Today so far');
    });

    it('refuses a name the quick ranges do not have', () => {
      const { actor, emitted } = start();
      actor.send({ type: 'range.mapped', display: 'Last fortnight' });
      expect(emitted).toEqual([]);
    });
  });

  describe('when an absolute range is typed', () => {
    it('keeps Submit disabled until both From and To are set', () => {
      const { actor, emitted, view } = start();
      expect(view().canSubmit).toBe(false);
      actor.send({ type: 'absolute.from', value: '2026-11-01T00:00' });
      expect(view().canSubmit).toBe(false);
      actor.send({ type: 'absolute.submit' });
      expect(emitted).toEqual([]);
      actor.send({ type: 'absolute.to', value: '  ' });
      expect(view().canSubmit).toBe(false);
      actor.send({ type: 'absolute.to', value: '2026-11-02T00:00' });
      expect(view().canSubmit).toBe(true);
    });

    it('submits the range, closes, and remembers it first', () => {
      const { actor, emitted, view } = start(TWO_DAYS, [day(1)]);
      actor.send({ type: 'absolute.from', value: day(2).from });
      actor.send({ type: 'absolute.to', value: day(2).to });
      actor.send({ type: 'absolute.submit' });
      expect(view().open).toBe(false);
      expect(view().label).toBe(`${day(2).from} to ${day(2).to}`);
      expect(emitted).toEqual([
        { type: 'timeRange.changed', value: day(2) },
        { type: 'timeRange.recent', recent: [day(2), day(1)] },
      ]);
    });

    it('keeps only the five most recent absolute ranges', () => {
      const { actor, view } = start(TWO_DAYS, [day(5), day(4), day(3), day(2), day(1)]);
      actor.send({ type: 'absolute.from', value: day(6).from });
      actor.send({ type: 'absolute.to', value: day(6).to });
      actor.send({ type: 'absolute.submit' });
      expect(view().recent.map((r) => r.from)).toEqual([6, 5, 4, 3, 2].map((n) => day(n).from));
    });

    it('picks a recent range again, moving it first', () => {
      const { actor, emitted, view } = start(TWO_DAYS, [day(2), day(1)]);
      actor.send({ type: 'range.recent', from: day(1).from, to: day(1).to });
      expect(emitted[0]).toEqual({ type: 'timeRange.changed', value: day(1) });
      expect(view().recent.map((r) => r.from)).toEqual([day(1).from, day(2).from]);
      expect(view().from).toBe(day(1).from);
    });
  });

  it('shows a range the page set under it, and an absolute one in its fields', () => {
    const { actor, view } = start();
    actor.send({ type: 'picker.close' });
    actor.send({ type: 'value.set', value: day(3) });
    expect(view().label).toBe(`${day(3).from} to ${day(3).to}`);
    expect([view().from, view().to]).toEqual([day(3).from, day(3).to]);
  });

  it('offers nothing while closed', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'picker.close' });
    actor.send({ type: 'range.relative', range: 'now-1h' });
    expect(emitted).toEqual([]);
  });
});
