import type { PageRegistry } from './types';

/** Static and public screens. */
export const publicPages: PageRegistry = {
  home: () => import('@/pages/home').then((m) => ({ Component: m.HomePage })),
};
