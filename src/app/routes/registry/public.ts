import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

/** Static and public screens. */
export const publicPages: PageRegistry = {
  home: lazyPage(() => import('@/pages/site/home'), (m) => m.HomePage, ['home']),
};
