import type { Label } from './label';

export const SPORT_IDS = { tableTennis: 1, soccer: 2, basketball: 3, soccer5: 5, soccer7: 6 } as const;
export type SportId = (typeof SPORT_IDS)[keyof typeof SPORT_IDS];

export type ScoringKind = 'periods' | 'goals' | 'quarters';

/** What a sport lets an organiser create, as the spec's sport configuration names it. */
export interface SportConfig {
  enableSingle: boolean;
  enableDoubles: boolean;
  enableTeams: boolean;
  enableCoaches: boolean;
  /** Largest roster a team of this sport may register. */
  teamRosterLimit: number;
  scoring: ScoringKind;
}

export interface Sport {
  id: SportId;
  code: string;
  label: Label;
  config: SportConfig;
  /** Banner backgrounds under public/banners; one is picked at random. */
  banners: readonly string[];
}

export const SPORTS: readonly Sport[] = [
  {
    id: 1,
    code: 'table-tennis',
    label: { es: 'Tenis de mesa', en: 'Table tennis' },
    config: { enableSingle: true, enableDoubles: true, enableTeams: true, enableCoaches: true, teamRosterLimit: 5, scoring: 'periods' },
    banners: ['/banners/table-tennis-1.svg', '/banners/table-tennis-2.svg'],
  },
  {
    id: 2,
    code: 'soccer',
    label: { es: 'Fútbol', en: 'Soccer' },
    config: { enableSingle: false, enableDoubles: false, enableTeams: true, enableCoaches: true, teamRosterLimit: 25, scoring: 'goals' },
    banners: ['/banners/soccer-1.svg', '/banners/soccer-2.svg'],
  },
  {
    id: 3,
    code: 'basketball',
    label: { es: 'Baloncesto', en: 'Basketball' },
    config: { enableSingle: false, enableDoubles: false, enableTeams: true, enableCoaches: true, teamRosterLimit: 15, scoring: 'quarters' },
    banners: ['/banners/basketball-1.svg', '/banners/basketball-2.svg'],
  },
  {
    id: 5,
    code: 'soccer-5',
    label: { es: 'Fútbol 5', en: 'Soccer 5' },
    config: { enableSingle: false, enableDoubles: false, enableTeams: true, enableCoaches: true, teamRosterLimit: 10, scoring: 'goals' },
    banners: ['/banners/soccer-1.svg', '/banners/soccer-2.svg'],
  },
  {
    id: 6,
    code: 'soccer-7',
    label: { es: 'Fútbol 7', en: 'Soccer 7' },
    config: { enableSingle: false, enableDoubles: false, enableTeams: true, enableCoaches: true, teamRosterLimit: 14, scoring: 'goals' },
    banners: ['/banners/soccer-1.svg', '/banners/soccer-2.svg'],
  },
];

export function findSport(id: number): Sport | undefined {
  return SPORTS.find((sport) => sport.id === id);
}
