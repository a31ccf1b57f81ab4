import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BanIcon } from 'lucide-react';
import type { PermissionResource } from '@domain/catalog';
import { EmptyState } from '@/shared/ui/empty-state';
import { useFeatureState, useResourceAccess, type FeatureName } from '../model/access';

/** Renders its content only while the feature is enabled; a hidden or disabled feature renders nothing. */
export function FeatureGate({ feature, children }: { feature: FeatureName; children: ReactNode }) {
  return useFeatureState(feature) === 'enabled' ? children : null;
}

interface ResourceGateProps {
  resource: PermissionResource;
  /** Say that the resource is unavailable instead of rendering nothing. */
  showError?: boolean;
  children: ReactNode;
}

/** Renders its content when the resource's status is ENABLED; otherwise nothing, or the unavailable message. */
export function ResourceGate({ resource, showError = false, children }: ResourceGateProps) {
  const access = useResourceAccess(resource);
  if (access.status === 'ENABLED') return children;
  return showError ? <ResourceUnavailable title={access.customInfo?.title} description={access.customInfo?.description} /> : null;
}

export function ResourceUnavailable({ title, description }: { title?: string | undefined; description?: string | undefined }) {
  const { t } = useTranslation('errors');
  return (
    <EmptyState
      role="alert"
      icon={<BanIcon />}
      title={title ?? t('resourceUnavailableTitle')}
      description={description ?? t('resourceUnavailableText')}
      data-testid="resource-unavailable"
    />
  );
}
