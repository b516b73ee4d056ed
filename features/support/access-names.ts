import { ACTION_PERMISSIONS, FEATURES, RESOURCES, type Feature, type GuardedAction, type Resource } from '../../core/access';

/** Names a scenario writes (a resource, a feature, a guarded action), checked against the core's lists before a step uses them. */
export const isResource = (value: string): value is Resource => (RESOURCES as readonly string[]).includes(value);

export const isFeature = (value: string): value is Feature => (FEATURES as readonly string[]).includes(value);

export const isGuardedAction = (value: string): value is GuardedAction => value in ACTION_PERMISSIONS;

export const GUARDED_ACTIONS = Object.keys(ACTION_PERMISSIONS) as GuardedAction[];
