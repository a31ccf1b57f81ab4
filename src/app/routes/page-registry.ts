import type { ComponentType } from 'react';
import type { RouteId } from '@/shared/routes';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/** Each screen id mapped to its lazily loaded page, so every route is its own chunk. */
export const PAGE_REGISTRY: Partial<Record<RouteId, PageLoader>> = {
  home: () => import('@/pages/home').then((m) => ({ Component: m.HomePage })),
};
