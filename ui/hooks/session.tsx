import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SessionHintPort } from '../../core/identity';
import { SessionPort, SignInPort, bindSessionPorts, type Session, type sessionMachine, type Versions } from '../../core/session';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';

type SessionActor = ActorRefFrom<typeof sessionMachine>;
const SessionContext = createContext<SessionActor | null>(null);

/** Loads who is signed in once, for everything below it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const port = useService<SessionPort>(SessionPort);
  const hint = useService<SessionHintPort>(SessionHintPort);
  const signIn = useService<SignInPort>(SignInPort);
  const machine = useMemo(() => bindSessionPorts({ session: port, hint, signIn }), [port, hint, signIn]);
  const actor = useDomainActor(machine);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a SessionProvider above it');
  return actor;
}

export type SessionStatus = 'loading' | 'ready' | 'signingIn' | 'failed';

export function useSessionStatus(): { status: SessionStatus; error?: string; retry: () => void } {
  const actor = useSessionActor();
  const status = useSelect(actor, (s) => s.value as SessionStatus);
  const error = useSelect(actor, (s) => s.context.error);
  return { status, error, retry: () => actor.send({ type: 'session.retry' }) };
}

/** The signed-in person; only call below a ready session (the app shows nothing else before). */
export function useSession(): Session {
  const session = useSelect(useSessionActor(), (s) => s.context.session);
  if (!session) throw new Error('useSession was called before the session loaded');
  return session;
}

export function useVersions(): Versions | undefined {
  return useSelect(useSessionActor(), (s) => s.context.versions);
}
