import type { CheckStatus } from '../model';

export type HealthColour = 'red' | 'gray' | 'orange' | 'green';
export type GroupHealth = 'good' | 'mixed' | 'bad';

const RED = new Set(['degraded', 'missing', 'unhealthy']);
const GRAY = new Set(['unknown', 'suspended']);
const ORANGE = new Set(['warning', 'mixed']);

/** Seed 000 §4: the colour of any health or status word; case does not matter. */
export function healthColour(health: string | undefined | null): HealthColour {
  const value = (health ?? '').trim().toLowerCase();
  if (RED.has(value)) return 'red';
  if (GRAY.has(value)) return 'gray';
  if (ORANGE.has(value)) return 'orange';
  return 'green';
}

/** Seed 000 §4: all healthy is good, all unhealthy is bad, anything between is mixed. */
export function groupHealth(statuses: readonly CheckStatus[]): GroupHealth {
  if (statuses.every((status) => status === 'healthy')) return 'good';
  if (statuses.every((status) => status === 'unhealthy')) return 'bad';
  return 'mixed';
}

export const groupHealthColour = (health: GroupHealth): HealthColour =>
  health === 'good' ? 'green' : health === 'bad' ? 'red' : 'orange';

/** Seed 000 §4: a run this old or newer is recent enough that the Health cell does not show its age. */
export const LAST_RUN_AGE_SHOWN_AFTER_MS = 3_600_001;

/** How long ago the check last ran, in ms, when the Health cell shows it; undefined otherwise. */
export function lastRunAgeShown(lastRuntime: string | undefined, now: Date): number | undefined {
  const last = lastRuntime ? new Date(lastRuntime).getTime() : Number.NaN;
  if (Number.isNaN(last)) return undefined;
  const age = now.getTime() - last;
  return age > LAST_RUN_AGE_SHOWN_AFTER_MS ? age : undefined;
}
