import type { ComponentType } from 'react';
import type { RouteId } from '@/shared/routes';

export type PageLoader = () => Promise<{ Component: ComponentType }>;
export type PageRegistry = Partial<Record<RouteId, PageLoader>>;
