export { AccessContext, openAccess, useFeatureState, useResourceAccess } from './model/access';
export type { AccessCheck, AccessRules, FeatureName, FeatureState } from './model/access';
export { FeatureGate, ResourceGate, ResourceUnavailable } from './ui/gates';
