export { ROLES, ASSIGNABLE_ROLES, isRole, effectiveRoles, type Role } from './roles';
export { RESOURCES, PERMISSION_MATRIX, can, roleCan, isResource, type Resource, type Action } from './permissions';
export {
  FEATURES, FEATURE_PARENTS, featureFlagName, isFeatureEnabled, isFeature, type Feature, type FlagValues,
} from './features';
