import { serviceIdentifier } from '../shared';
import type { KubeconfigFile, Session, Versions } from './model';

export const SessionPort = serviceIdentifier<SessionPort>('SessionPort');
export interface SessionPort {
  whoami(): Promise<Session>;
  versions(): Promise<Versions>;
  /** DECISIONS §13: a kubeconfig for the signed-in person, with a fresh access token. */
  kubeconfig(): Promise<KubeconfigFile>;
}

/** Sends the browser to sign in as a 401 does: the auth-state checker, coming back here after (DECISIONS §2). */
export const SignInPort = serviceIdentifier<SignInPort>('SignInPort');
export interface SignInPort {
  signIn(): void;
}

/** What this browser remembers between visits (sidebar state, colour mode). */
export const PreferencesPort = serviceIdentifier<PreferencesPort>('PreferencesPort');
export interface PreferencesPort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export const ClipboardPort = serviceIdentifier<ClipboardPort>('ClipboardPort');
export interface ClipboardPort {
  copy(text: string): Promise<void>;
}
