import { createContext, useContext } from 'react';
import type { PermissionResource } from '@domain/catalog';

/** Spec: a feature is hidden, enabled or disabled. */
export type FeatureState = 'hidden' | 'enabled' | 'disabled';
/** Parts of the product that can be switched off as a whole. */
export type FeatureName = 'blog' | 'pricing' | 'rankings' | 'multiTournaments' | 'socialLogin';

/** The spec's access check result for one permission resource. */
export interface AccessCheck {
  resource: PermissionResource;
  label: string;
  /** ENABLED lets the content through; any other value withholds it. */
  status: 'ENABLED' | 'DISABLED' | 'HIDDEN';
  customInfo?: { title?: string; description?: string; items?: string[] };
}

export interface AccessRules {
  feature: (name: FeatureName) => FeatureState;
  resource: (resource: PermissionResource) => AccessCheck;
}

/** Today every feature is on and every resource enabled (spec: client checks allow everything). */
export const openAccess: AccessRules = {
  feature: () => 'enabled',
  resource: (resource) => ({ resource, label: resource, status: 'ENABLED' }),
};

export const AccessContext = createContext<AccessRules>(openAccess);

export function useFeatureState(name: FeatureName): FeatureState {
  return useContext(AccessContext).feature(name);
}

export function useResourceAccess(resource: PermissionResource): AccessCheck {
  return useContext(AccessContext).resource(resource);
}
