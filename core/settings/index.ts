export type { EffectiveFlags } from './model';
export * from './feature-flags';
export * from './users';
export {
  effectiveFlagsMachine, type EffectiveFlagsContext, type EffectiveFlagsEvent,
} from './machines/effective-flags.machine';
