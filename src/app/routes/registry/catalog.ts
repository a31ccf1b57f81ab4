import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

/** Communities, categories, places, clubs, seasons, organizers and people. */
const categories = () => import('@/pages/catalog/categories');
const categoryTexts = ['categories', 'edit-category', 'validation'];

export const catalogPages: PageRegistry = {
  'categories-ages': lazyPage(categories, (m) => m.AgeCategoriesPage, categoryTexts),
  'categories-levels': lazyPage(categories, (m) => m.LevelCategoriesPage, categoryTexts),
  'categories-subs': lazyPage(categories, (m) => m.SubCategoriesPage, categoryTexts),
  seasons: lazyPage(() => import('@/pages/catalog/seasons'), (m) => m.SeasonsPage, ['seasons', 'edit-season', 'validation']),
};
