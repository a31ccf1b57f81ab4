import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

/** Communities, categories, places, clubs, seasons, organizers and people. */
const categories = () => import('@/pages/catalog/categories');
const categoryTexts = ['categories', 'edit-category', 'validation'];

const clubs = () => import('@/pages/catalog/clubs');
const clubTexts = ['clubs', 'edit-club', 'edit-organizer', 'reference', 'validation', 'tournaments', 'follow'];

const people = () => import('@/pages/catalog/people');
const peopleTexts = ['people', 'edit-person', 'person-typeahead', 'manage-validations', 'reference', 'validation', 'follow', 'ranking'];
type PeopleModule = Awaited<ReturnType<typeof people>>;
const person = (pick: (m: PeopleModule) => ComponentType) => lazyPage(people, pick, peopleTexts);

const communities = () => import('@/pages/catalog/communities');

export const catalogPages: PageRegistry = {
  communities: lazyPage(communities, (m) => m.CommunitiesPage, ['communities']),
  'community-create': lazyPage(communities, (m) => m.CommunityCreatePage, ['communities', 'create-community', 'reference', 'validation']),
  community: lazyPage(communities, (m) => m.CommunityPage, ['communities', 'edit-community', 'community-accounts', 'reference', 'validation']),
  players: person((m) => m.PlayersPage),
  coaches: person((m) => m.CoachesPage),
  doubles: person((m) => m.DoublesPage),
  teams: person((m) => m.TeamsPage),
  referees: person((m) => m.RefereesPage),
  affiliates: person((m) => m.AffiliatesPage),
  ...Object.fromEntries(['players-detail', 'players-calendar', 'players-ranking', 'players-ranking-modality', 'players-ranking-balance'].map((id) => [id, person((m) => m.PlayerPage)])),
  ...Object.fromEntries(['coaches-detail', 'coaches-calendar', 'coaches-ranking', 'coaches-ranking-modality', 'coaches-ranking-balance'].map((id) => [id, person((m) => m.CoachPage)])),
  'doubles-detail': person((m) => m.DoublePage),
  'teams-detail': person((m) => m.TeamPage),
  'referees-detail': person((m) => m.RefereePage),
  'affiliates-detail': person((m) => m.AffiliatePage),
  clubs: lazyPage(clubs, (m) => m.ClubsPage, clubTexts),
  club: lazyPage(clubs, (m) => m.ClubPage, clubTexts),
  organizer: lazyPage(() => import('@/pages/catalog/organizer'), (m) => m.OrganizerPage, ['organizer', 'edit-organizer', 'reference', 'validation', 'tournaments']),
  'categories-ages': lazyPage(categories, (m) => m.AgeCategoriesPage, categoryTexts),
  'categories-levels': lazyPage(categories, (m) => m.LevelCategoriesPage, categoryTexts),
  'categories-subs': lazyPage(categories, (m) => m.SubCategoriesPage, categoryTexts),
  places: lazyPage(() => import('@/pages/catalog/places'), (m) => m.PlacesPage, ['places', 'edit-place', 'validation']),
  seasons: lazyPage(() => import('@/pages/catalog/seasons'), (m) => m.SeasonsPage, ['seasons', 'edit-season', 'validation']),
};
