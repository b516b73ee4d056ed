import type { SnapshotFrom } from 'xstate';
import type { EffectiveFlags } from '../settings';
import type { effectiveFlagsMachine } from './machines/effective-flags.machine';
import { memoizeLast } from '../shared';
import type { kubeconfigMachine } from './machines/kubeconfig.machine';
import type { sessionMachine } from './machines/session.machine';
import type { Session, Versions } from './model';
import { kubeconfigSteps, type KubeconfigStep } from './user-menu';

/** Where the session check is: a skeleton while `loading` or `signingIn` (the browser is leaving), the page once `ready`. */
export type SessionStatus = 'loading' | 'ready' | 'signingIn' | 'failed';

export interface SessionView {
  readonly status: SessionStatus;
  /** Why the server could not say who is signed in. */
  readonly error?: string;
  readonly session?: Session;
  readonly versions?: Versions;
}

/** What the signed-in frame shows of who is signed in (seed 000 §2.2). */
export function selectSessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { context } = snapshot;
  const status: SessionStatus = snapshot.hasTag('error')
    ? 'failed'
    : snapshot.hasTag('ready')
      ? 'ready'
      : snapshot.hasTag('signingIn')
        ? 'signingIn'
        : 'loading';
  return { status, error: context.error, session: context.session, versions: context.versions };
}

export interface EffectiveFlagsView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly error?: string;
  readonly flags: EffectiveFlags;
}

/** The flags the console runs with, and whether the routes may render yet (R000-2-1-14). */
export function selectEffectiveFlagsView(snapshot: SnapshotFrom<typeof effectiveFlagsMachine>): EffectiveFlagsView {
  const status = snapshot.hasTag('ready') ? 'ready' : snapshot.hasTag('error') ? 'failed' : 'loading';
  return { status, error: snapshot.context.error, flags: snapshot.context.flags };
}

export interface KubeconfigView {
  /** The dialog's steps, the kubectl one naming the file the server answered. */
  readonly steps: readonly KubeconfigStep[];
  readonly filename?: string;
  readonly downloading: boolean;
  /** The browser has saved the file (`filename`). */
  readonly saved: boolean;
  readonly error?: string;
}

const steps = memoizeLast(kubeconfigSteps);

/** What the kubeconfig dialog shows (R000-2-2-16). */
export function selectKubeconfigView(snapshot: SnapshotFrom<typeof kubeconfigMachine>): KubeconfigView {
  const { context } = snapshot;
  return {
    steps: steps(context.filename),
    filename: context.filename,
    downloading: snapshot.hasTag('busy'),
    saved: snapshot.hasTag('done'),
    error: snapshot.hasTag('error') ? context.error : undefined,
  };
}
