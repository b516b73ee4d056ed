import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * Starts a domain machine for the life of the component. `machine` must already have its ports bound
 * (each domain's `bindXPorts(ports)`), so the component only sends events and reads state.
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
