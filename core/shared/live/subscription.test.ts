import { assign, createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FakeLiveUpdates, ManualScheduler } from '../../../tests/fakes/live';
import type { LiveEvent } from './model';
import { liveSubscriptionOf, type LiveSubscriptionEvent } from './subscription';
import { bindLivePorts } from './bind';
import { selectLiveIndicatorView } from './selectors';

const status = (i: number): LiveEvent => ({ kind: 'check.status', id: `check-${i}`, op: 'insert', at: '2026-11-27T12:00:00Z', row: { status: i % 2 === 0 } });

/** A machine that keeps what it was told, as a screen's machine patches its rows. */
function follower(live: FakeLiveUpdates, scheduler: ManualScheduler) {
  const machine = setup({
    types: { context: {} as { seen: number; batches: number; resyncs: number }, events: {} as LiveSubscriptionEvent },
    actors: { live: liveSubscriptionOf(live, scheduler) },
  }).createMachine({
    context: { seen: 0, batches: 0, resyncs: 0 },
    invoke: { src: 'live', input: { kinds: ['check.status'] } },
    on: {
      'live.batch': { actions: assign(({ context, event }) => ({ seen: context.seen + event.changes.length, batches: context.batches + 1 })) },
      'live.resync': { actions: assign(({ context }) => ({ resyncs: context.resyncs + 1 })) },
    },
  });
  const actor = createActor(machine).start();
  let snapshots = 0;
  actor.subscribe(() => (snapshots += 1));
  return { actor, snapshots: () => snapshots };
}

describe('when a burst of events arrives', () => {
  it('makes one snapshot per flush for 1,000 status rows', () => {
    const live = new FakeLiveUpdates();
    const scheduler = new ManualScheduler();
    const { actor, snapshots } = follower(live, scheduler);
    const before = snapshots();
    live.emit(...Array.from({ length: 1_000 }, (_, i) => status(i)));
    expect(snapshots()).toBe(before);
    expect(scheduler.waiting).toBe(1);
    scheduler.flush();
    expect(snapshots() - before).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ seen: 1_000, batches: 1 });
  });

  it('passes on only the kinds the machine follows', () => {
    const live = new FakeLiveUpdates();
    const scheduler = new ManualScheduler();
    const { actor } = follower(live, scheduler);
    live.emit({ kind: 'comment', id: 'c1', op: 'insert', at: '' });
    expect(scheduler.waiting).toBe(0);
    live.emit(status(1));
    scheduler.flush();
    expect(actor.getSnapshot().context.seen).toBe(1);
  });

  it('drops what gathered and asks for a resync when events were lost', () => {
    const live = new FakeLiveUpdates();
    const scheduler = new ManualScheduler();
    const { actor } = follower(live, scheduler);
    live.emit(status(1), status(2));
    live.resync();
    scheduler.flush();
    expect(actor.getSnapshot().context).toMatchObject({ seen: 0, resyncs: 1 });
  });

  it('stops listening when the machine stops', () => {
    const live = new FakeLiveUpdates();
    const { actor } = follower(live, new ManualScheduler());
    expect(live.subscribers).toBe(1);
    actor.stop();
    expect(live.subscribers).toBe(0);
  });
});

describe('the top bar indicator', () => {
  it('follows the stream: polling without one, live, reconnecting, offline', () => {
    const live = new FakeLiveUpdates();
    const actor = createActor(bindLivePorts({ live, scheduler: new ManualScheduler() }).indicator).start();
    const view = () => selectLiveIndicatorView(actor.getSnapshot());
    expect(view()).toMatchObject({ status: 'polling', tone: 'orange' });
    for (const next of ['live', 'reconnecting', 'offline'] as const) {
      live.setStatus(next);
      expect(view().status).toBe(next);
    }
    expect(view().tone).toBe('gray');
  });
});
