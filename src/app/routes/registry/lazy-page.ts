import type { ComponentType } from 'react';
import { i18n } from '@/shared/i18n';
import type { PageLoader } from './types';

/**
 * A page's code and its text namespaces load together, so the route change (and its progress bar) lasts until
 * the page can render in full, without a loading flash in between.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: string[]): PageLoader {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}
