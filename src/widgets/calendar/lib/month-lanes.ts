/** A tournament as the month view draws it: a bar over the days it lasts. */
export interface TournamentSpan {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
}

/** One day's piece of a tournament's bar. */
export interface LaneSegment {
  tournament: TournamentSpan;
  /** The bar's first day in this week: the piece that carries the name. */
  first: boolean;
  /** The tournament starts or ends that day: the bar's end is rounded there. */
  starts: boolean;
  ends: boolean;
}

const dayOf = (date: string) => date.slice(0, 10);

/**
 * The bars of a week of the month view: for each day (null outside the month) one slot per lane, holding the
 * tournament running then or null. A tournament keeps its lane all week, so its bar reads as one line across the days;
 * lanes are filled earliest start first (the longer first on the same day), each in the first lane free over its days.
 */
export function weekLanes(week: readonly (string | null)[], tournaments: readonly TournamentSpan[]): (LaneSegment | null)[][] {
  const spans = tournaments
    .map((tournament) => {
      const columns = week.flatMap((day, column) => (day !== null && dayOf(tournament.startDate) <= day && dayOf(tournament.endDate) >= day ? [column] : []));
      return { tournament, from: columns[0] ?? -1, to: columns.at(-1) ?? -1 };
    })
    .filter((span) => span.from >= 0)
    .sort((a, b) => a.tournament.startDate.localeCompare(b.tournament.startDate) || b.tournament.endDate.localeCompare(a.tournament.endDate) || a.tournament.id - b.tournament.id);
  const lanes: (typeof spans)[] = [];
  for (const span of spans) {
    const free = lanes.find((lane) => lane.every((placed) => placed.to < span.from || placed.from > span.to));
    if (free) free.push(span);
    else lanes.push([span]);
  }
  return week.map((day, column) =>
    lanes.map((lane) => {
      const span = lane.find((placed) => placed.from <= column && placed.to >= column);
      if (!span || day === null) return null;
      return { tournament: span.tournament, first: column === span.from, starts: day === dayOf(span.tournament.startDate), ends: day === dayOf(span.tournament.endDate) };
    }),
  );
}

/** Light grounds with dark text (contrast above 7:1), one per tournament, the same wherever it shows. */
const TONES = [
  'bg-sky-100 text-sky-950',
  'bg-emerald-100 text-emerald-950',
  'bg-amber-100 text-amber-950',
  'bg-rose-100 text-rose-950',
  'bg-violet-100 text-violet-950',
  'bg-orange-100 text-orange-950',
  'bg-teal-100 text-teal-950',
  'bg-fuchsia-100 text-fuchsia-950',
] as const;
const DOTS = ['bg-sky-500', 'bg-emerald-500', 'bg-amber-500', 'bg-rose-500', 'bg-violet-500', 'bg-orange-500', 'bg-teal-500', 'bg-fuchsia-500'] as const;

/** A tournament's bar colours. */
export const toneOf = (tournamentId: number): string => TONES[tournamentId % TONES.length] ?? TONES[0];
/** The dot that marks a tournament's matches in the same hue as its bar. */
export const dotOf = (tournamentId: number): string => DOTS[tournamentId % DOTS.length] ?? DOTS[0];
