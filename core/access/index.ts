export { ROLES, ASSIGNABLE_ROLES, isRole, effectiveRoles, type Role } from './roles';
export { RESOURCES, PERMISSION_MATRIX, can, roleCan, type Resource, type Action } from './permissions';
export {
  FEATURES, FEATURE_PARENTS, featureFlagName, isFeatureEnabled, type Feature, type FlagValues,
} from './features';
export {
  ACTION_PERMISSIONS, canPerform, type GuardedAction,
} from './actions';
