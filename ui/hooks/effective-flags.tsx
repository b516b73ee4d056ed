import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ShellMachines, selectEffectiveFlagsView, type EffectiveFlagsView } from '../../core/session';
import type { EffectiveFlags } from '../../core/settings';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';

type FlagsActor = ActorRefFrom<ShellMachines['effectiveFlags']>;
const FlagsContext = createContext<FlagsActor | null>(null);

/** Loads the flags the console runs with once; screens that change a flag ask it to reload. */
export function EffectiveFlagsProvider({ children }: { children: ReactNode }) {
  const { effectiveFlags } = useService(ShellMachines);
  const actor = useDomainActor(effectiveFlags);
  return <FlagsContext.Provider value={actor}>{children}</FlagsContext.Provider>;
}

function useFlagsActor(): FlagsActor {
  const actor = useContext(FlagsContext);
  if (!actor) throw new Error('useEffectiveFlags needs an EffectiveFlagsProvider above it');
  return actor;
}

export function useEffectiveFlagsStatus(): { status: EffectiveFlagsView['status']; error?: string; retry: () => void } {
  const actor = useFlagsActor();
  const status = useSelect(actor, (s) => selectEffectiveFlagsView(s).status);
  const error = useSelect(actor, (s) => selectEffectiveFlagsView(s).error);
  return { status, error, retry: () => actor.send({ type: 'flags.refresh' }) };
}

export function useEffectiveFlags(): EffectiveFlags {
  return useSelect(useFlagsActor(), (s) => selectEffectiveFlagsView(s).flags);
}

/** Reloads the flags (after one changed), so areas hide or show at once. */
export function useRefreshEffectiveFlags(): () => void {
  const actor = useFlagsActor();
  return useCallback(() => actor.send({ type: 'flags.refresh' }), [actor]);
}
