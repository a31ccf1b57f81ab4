import type { RouteId } from '@/shared/routes';

export interface NavItem {
  id: RouteId;
  /** Key in the `common` namespace. */
  label: string;
}

export interface NavMenu {
  key: 'categories' | 'participants';
  label: string;
  items: NavItem[];
}

/** Links everyone sees (spec: navigation menu). */
export const PUBLIC_LINKS: NavItem[] = [
  { id: 'tournaments', label: 'nav.tournaments' },
  { id: 'rankings', label: 'nav.rankings' },
  { id: 'communities', label: 'nav.communities' },
];

/** Links added for signed-in people. */
export const MEMBER_LINKS: NavItem[] = [{ id: 'clubs', label: 'nav.clubs' }];

export const MEMBER_MENUS: NavMenu[] = [
  {
    key: 'categories',
    label: 'nav.categories',
    items: [
      { id: 'categories-ages', label: 'nav.ages' },
      { id: 'categories-levels', label: 'nav.levels' },
      { id: 'categories-subs', label: 'nav.subs' },
    ],
  },
  {
    key: 'participants',
    label: 'nav.participants',
    items: [
      { id: 'players', label: 'nav.players' },
      { id: 'doubles', label: 'nav.doubles' },
      { id: 'teams', label: 'nav.teams' },
      { id: 'coaches', label: 'nav.coaches' },
      { id: 'referees', label: 'nav.referees' },
    ],
  },
];
