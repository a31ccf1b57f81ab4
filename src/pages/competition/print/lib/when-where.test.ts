import type { CalendarEntry } from '@domain/contract';
import { cardFormat } from './card-format';
import { orderOfPlay } from './when-where';

const entry = (matchId: number, scheduledAt: string | null, court: string | null, placeName = 'Coliseo'): CalendarEntry => ({
  matchId, matchVersion: 1, code: `r1p${matchId}`, round: 1, status: 'pending', phaseId: 1, phaseName: 'Grupos', validId: 1, validName: 'Copa', tournamentId: null, sportId: 1, communityId: 1,
  scheduledAt, endsAt: null, durationMinutes: 30, placeId: 1, placeName, court, home: null, away: null, score: null, conflicts: [],
});

describe('orderOfPlay', () => {
  it('groups scheduled matches by local day, place and court, each court in time order, and leaves undated ones out', () => {
    const plans = orderOfPlay(
      [entry(1, '2027-05-01T15:00:00Z', '2'), entry(2, '2027-05-01T14:00:00Z', '10'), entry(3, '2027-05-01T13:00:00Z', '2'), entry(4, null, '2'), entry(5, '2027-05-02T03:00:00Z', '2')],
      'America/Bogota',
    );
    // 03:00 UTC on the 2nd is still the evening of the 1st in Bogotá; court 2 sorts before court 10.
    expect(plans.map((plan) => [plan.date, plan.court, plan.entries.map((item) => item.matchId)])).toEqual([
      ['2027-05-01', '2', [3, 1, 5]],
      ['2027-05-01', '10', [2]],
    ]);
  });
});

describe('cardFormat', () => {
  const base = { classified: 2, unclassified: 0, rounds: 1, maxPeriods: 5, periodsToWin: 3, scoreToWin: 11, walkoverWinnerPoints: 3, walkoverLoserPoints: 0, periodMinutes: null, extraTime: true, penalties: true, rubbersToWin: 1, sequenceId: null, tieBreakPreset: 'ittf', groupCount: null, groupSize: null, drawMethod: 'snake', separateClubs: false, seedOrder: 'ittf', maxSeeds: null, thirdPlace: false } as const;

  it('prints a box per game for table tennis and never extra time', () => {
    expect(cardFormat(base, true)).toMatchObject({ timed: false, periods: 5, word: 'game', extraTime: false, penalties: false });
  });

  it('prints halves with extra time and penalties in a soccer knockout, not in its groups', () => {
    const soccer = { ...base, maxPeriods: 2, periodMinutes: 45 };
    expect(cardFormat(soccer, true)).toMatchObject({ timed: true, periods: 2, word: 'half', extraTime: true, penalties: true });
    expect(cardFormat(soccer, false)).toMatchObject({ extraTime: false, penalties: false });
  });
});
