import type { BalanceLine, CutPoint } from './rating.types';

/** A day `months` months before `day` (YYYY-MM-DD), clamped to the month's last day. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** What one person holds in a ranking modality once the cut point is applied. */
export interface PersonTotal {
  personId: number;
  points: number;
  /** Tournaments whose points count. */
  tournaments: number;
  lastDate: string;
}

type Line = Pick<BalanceLine, 'personId' | 'validId' | 'points' | 'date'>;

function sumByTournament(lines: readonly Line[]): Map<number, number> {
  const byValid = new Map<number, number>();
  for (const line of lines) byValid.set(line.validId, (byValid.get(line.validId) ?? 0) + line.points);
  return byValid;
}

/**
 * One person's total on `asOf` from their lines in one modality: expiration drops old lines, displacement keeps
 * the best N tournaments, inactivity drops the person (null); reclassification and no cut point sum everything.
 * Lines dated after `asOf` do not count yet.
 */
export function personTotal(personId: number, all: readonly Line[], cut: CutPoint, asOf: string): PersonTotal | null {
  let lines = all.filter((line) => line.date <= asOf);
  if (lines.length === 0) return null;
  const lastDate = lines.reduce((last, line) => (line.date > last ? line.date : last), lines[0]?.date ?? asOf);
  if (cut.typeId === 8 && lastDate <= monthsBefore(asOf, cut.months)) return null;
  if (cut.typeId === 6) {
    const since = monthsBefore(asOf, cut.months);
    lines = lines.filter((line) => line.date > since);
    if (lines.length === 0) return null;
  }
  let tournaments = [...sumByTournament(lines).values()];
  if (cut.typeId === 7) tournaments = tournaments.sort((a, b) => b - a).slice(0, cut.best);
  return { personId, points: tournaments.reduce((sum, points) => sum + points, 0), tournaments: tournaments.length, lastDate };
}

export interface RankedRow extends PersonTotal {
  position: number;
}

/** Orders totals by points (then person id, for a stable page) and numbers them; equal points share a position. */
export function rankTotals(totals: readonly PersonTotal[]): RankedRow[] {
  const sorted = [...totals].sort((a, b) => b.points - a.points || a.personId - b.personId);
  let previous: RankedRow | null = null;
  return sorted.map((total, index) => {
    const position = previous && previous.points === total.points ? previous.position : index + 1;
    previous = { ...total, position };
    return previous;
  });
}

/** A modality's table on `asOf` from all its lines. */
export function standingsOf(lines: readonly Line[], cut: CutPoint, asOf: string): RankedRow[] {
  const byPerson = new Map<number, Line[]>();
  for (const line of lines) byPerson.set(line.personId, [...(byPerson.get(line.personId) ?? []), line]);
  const totals = [...byPerson].flatMap(([personId, own]) => {
    const total = personTotal(personId, own, cut, asOf);
    return total ? [total] : [];
  });
  return rankTotals(totals);
}
