import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { LoopbackTargets } from './loopback-targets';

/** What a check run needs from the running server: where its demo targets are and whether exec is on. */
export interface RunEnvironment {
  targets: LoopbackTargets;
  execEnabled: boolean;
}

// Keyed by database so several servers in one process (tests) keep their own ports.
const environments = new WeakMap<Database, RunEnvironment>();

export function registerRunEnvironment(db: Database, environment: RunEnvironment): () => void {
  environments.set(db, environment);
  return () => {
    if (environments.get(db) === environment) environments.delete(db);
  };
}

/** The scheduler's environment for `db`, else one derived from the configuration. */
export function runEnvironmentFor(db: Database, config: Pick<ServerConfig, 'port' | 'execEnabled'>): RunEnvironment {
  return environments.get(db) ?? { targets: { httpPort: config.port || undefined }, execEnabled: config.execEnabled };
}
