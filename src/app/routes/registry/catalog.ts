import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

/** Communities, categories, places, clubs, seasons, organizers and people. */
const categories = () => import('@/pages/catalog/categories');
const categoryTexts = ['categories', 'edit-category', 'validation'];

const clubs = () => import('@/pages/catalog/clubs');
const clubTexts = ['clubs', 'edit-club', 'edit-organizer', 'reference', 'validation'];

export const catalogPages: PageRegistry = {
  clubs: lazyPage(clubs, (m) => m.ClubsPage, clubTexts),
  club: lazyPage(clubs, (m) => m.ClubPage, clubTexts),
  organizer: lazyPage(() => import('@/pages/catalog/organizer'), (m) => m.OrganizerPage, ['organizer', 'edit-organizer', 'reference', 'validation']),
  'categories-ages': lazyPage(categories, (m) => m.AgeCategoriesPage, categoryTexts),
  'categories-levels': lazyPage(categories, (m) => m.LevelCategoriesPage, categoryTexts),
  'categories-subs': lazyPage(categories, (m) => m.SubCategoriesPage, categoryTexts),
  places: lazyPage(() => import('@/pages/catalog/places'), (m) => m.PlacesPage, ['places', 'edit-place', 'validation']),
  seasons: lazyPage(() => import('@/pages/catalog/seasons'), (m) => m.SeasonsPage, ['seasons', 'edit-season', 'validation']),
};
