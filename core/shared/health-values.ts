/** Seed 002 §4: the health of anything that has one; topology components may also be `info`. */
export const HEALTH_VALUES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
export type Health = (typeof HEALTH_VALUES)[number];

export const TOPOLOGY_HEALTH_VALUES = [...HEALTH_VALUES, 'info'] as const;
export type TopologyHealth = (typeof TOPOLOGY_HEALTH_VALUES)[number];

export const isHealth = (value: string): value is Health => (HEALTH_VALUES as readonly string[]).includes(value);
