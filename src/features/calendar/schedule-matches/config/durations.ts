import { SPORT_IDS } from '@domain/catalog';

/** Minutes a match usually takes, warm-up and changeover included, by sport; the organiser may change it. */
const DURATIONS: Record<number, number> = {
  [SPORT_IDS.tableTennis]: 30,
  [SPORT_IDS.soccer]: 105,
  [SPORT_IDS.basketball]: 90,
  [SPORT_IDS.soccer5]: 50,
  [SPORT_IDS.soccer7]: 70,
};

export const defaultDuration = (sportId: number) => DURATIONS[sportId] ?? 60;

/** How a court or table is called in the sport: "Mesa" for table tennis, "Pista" (court, pitch) for the rest. */
export const courtWord = (sportId: number) => (sportId === SPORT_IDS.tableTennis ? 'table' : 'court');
