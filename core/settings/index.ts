export type { EffectiveFlags } from './model';
export * from './feature-flags';
export * from './users';
export * from './resources';
