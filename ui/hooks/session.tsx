import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ShellMachines, selectSessionView, type Session, type SessionStatus, type Versions } from '../../core/session';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';

type SessionActor = ActorRefFrom<ShellMachines['session']>;
const SessionContext = createContext<SessionActor | null>(null);

/** Loads who is signed in once, for everything below it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { session } = useService(ShellMachines);
  const actor = useDomainActor(session);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a SessionProvider above it');
  return actor;
}

export function useSessionStatus(): { status: SessionStatus; error?: string; retry: () => void } {
  const actor = useSessionActor();
  const status = useSelect(actor, (s) => selectSessionView(s).status);
  const error = useSelect(actor, (s) => selectSessionView(s).error);
  return { status, error, retry: () => actor.send({ type: 'session.retry' }) };
}

/** The signed-in person; only call below a ready session (the app shows nothing else before). */
export function useSession(): Session {
  const session = useSelect(useSessionActor(), (s) => selectSessionView(s).session);
  if (!session) throw new Error('useSession was called before the session loaded');
  return session;
}

export function useVersions(): Versions | undefined {
  return useSelect(useSessionActor(), (s) => selectSessionView(s).versions);
}
