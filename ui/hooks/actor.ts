import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorRef, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/**
 * Starts a domain machine for the life of the component. `machine` comes bound to its ports from the
 * container (`useService(XMachines)`), so the component only sends events and reads state.
 */
export function useDomainActor<M extends AnyStateMachine>(machine: M, options?: ActorOptions<M>) {
  return useActorRef(machine, options as never);
}

/** Two views are the same when every field is: a selector that builds a fresh object re-renders only on a real change. */
export const sameFields = <T extends object>(a: T, b: T): boolean => {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** Reads a derived value from an actor's snapshot, re-rendering only when that value changes. */
export function useSelect<A extends AnyActorRef, T>(
  actor: A,
  selector: (snapshot: SnapshotFrom<A>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(actor, selector as (snapshot: unknown) => T, compare);
}

/**
 * A screen's machine, started with `input` for the life of the component, and the view model its
 * `select` (the machine's `selectXView`) makes of each snapshot: the screen renders the view and sends
 * events, and never reads the machine's states. The view re-renders only when one of its fields changes.
 */
export function useActorView<M extends AnyStateMachine, V extends object>(
  machine: M,
  input: InputFrom<M>,
  select: (snapshot: SnapshotFrom<M>) => V,
): { view: V; send: (event: EventFromLogic<M>) => void; actor: ActorRefFrom<M> } {
  const actor = useActorRef(machine, { input } as never) as ActorRefFrom<M>;
  const view = useSelector(actor, select as (snapshot: unknown) => V, sameFields);
  return { view, send: (actor as AnyActorRef).send, actor };
}
