import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FeatureFlagPort, bindEffectiveFlagsPorts, type EffectiveFlags, type effectiveFlagsMachine } from '../../core/settings';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';

type FlagsActor = ActorRefFrom<typeof effectiveFlagsMachine>;
const FlagsContext = createContext<FlagsActor | null>(null);

/** Loads the flags the console runs with once; screens that change a flag ask it to reload. */
export function EffectiveFlagsProvider({ children }: { children: ReactNode }) {
  const port = useService<FeatureFlagPort>(FeatureFlagPort);
  const machine = useMemo(() => bindEffectiveFlagsPorts({ featureFlags: port }), [port]);
  const actor = useDomainActor(machine);
  return <FlagsContext.Provider value={actor}>{children}</FlagsContext.Provider>;
}

function useFlagsActor(): FlagsActor {
  const actor = useContext(FlagsContext);
  if (!actor) throw new Error('useEffectiveFlags needs an EffectiveFlagsProvider above it');
  return actor;
}

export function useEffectiveFlagsStatus(): { status: 'loading' | 'ready' | 'failed'; error?: string; retry: () => void } {
  const actor = useFlagsActor();
  const status = useSelect(actor, (s) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading'));
  const error = useSelect(actor, (s) => s.context.error);
  return { status, error, retry: () => actor.send({ type: 'flags.refresh' }) };
}

export function useEffectiveFlags(): EffectiveFlags {
  return useSelect(useFlagsActor(), (s) => s.context.flags);
}

/** Reloads the flags (after one changed), so areas hide or show at once. */
export function useRefreshEffectiveFlags(): () => void {
  const actor = useFlagsActor();
  return useCallback(() => actor.send({ type: 'flags.refresh' }), [actor]);
}
