import type { CalendarEntry } from '@domain/contract';

/** A scheduled match of the calendar's tests: Ana – Bea in the Copa Otoño's groups, at the Pabellón Norte. */
export function calendarEntry(changes: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    matchId: 7,
    matchVersion: 1,
    code: 'r1p1',
    round: 1,
    status: 'scheduled',
    phaseId: 3,
    phaseName: 'Fase de grupos',
    validId: 2,
    validName: 'Copa Otoño',
    tournamentId: null,
    sportId: 1,
    communityId: 1,
    scheduledAt: '2027-03-06T10:00:00.000Z',
    endsAt: null,
    durationMinutes: 30,
    placeId: 1,
    placeName: 'Pabellón Norte',
    court: 'Mesa 2',
    home: { id: 1, name: 'Ana' },
    away: { id: 2, name: 'Bea' },
    score: null,
    conflicts: [],
    ...changes,
  };
}
