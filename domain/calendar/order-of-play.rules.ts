/** What the order of play needs of a match: where and when it is played, and what the desk and the result say. */
export interface QueuedMatch {
  placeId: number | null;
  placeName: string | null;
  court: string;
  start: number;
  code: string;
  deskState: 'called' | 'started' | 'finished' | null;
  /** Played (result saved) or a bye: it has left the court, whatever the desk said. */
  done: boolean;
}

export interface CourtQueue<T extends QueuedMatch> {
  placeId: number | null;
  placeName: string | null;
  court: string;
  now: T | null;
  next: T | null;
  after: T | null;
  waiting: number;
}

/** Started before called before waiting; then by time and code, so the queue follows the schedule. */
const RANK = { started: 0, called: 1, waiting: 2 } as const;
const rankOf = (match: QueuedMatch) => RANK[match.deskState === 'started' || match.deskState === 'called' ? match.deskState : 'waiting'];
const courtKey = (match: QueuedMatch) => `${match.placeId ?? ''}\u0000${match.court}`;
const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/**
 * Each court's queue at instant `at`. A match leaves its court once played or finished at the desk; one that runs
 * late stays "now" until then. "Now" is whatever the desk called or started, else the first match whose time has
 * come; before that the court's first match is only "next".
 */
export function courtQueues<T extends QueuedMatch>(matches: readonly T[], at: number): CourtQueue<T>[] {
  const courts = new Map<string, T[]>();
  for (const match of matches) {
    if (match.done || match.deskState === 'finished') continue;
    const key = courtKey(match);
    courts.set(key, [...(courts.get(key) ?? []), match]);
  }
  const queues = [...courts.values()].map((queue) => {
    const sorted = [...queue].sort((a, b) => rankOf(a) - rankOf(b) || a.start - b.start || natural(a.code, b.code));
    const [first] = sorted;
    const current = first && (first.deskState !== null || first.start <= at) ? first : null;
    const rest = current ? sorted.slice(1) : sorted;
    return {
      placeId: first?.placeId ?? null,
      placeName: first?.placeName ?? null,
      court: first?.court ?? '',
      now: current,
      next: rest[0] ?? null,
      after: rest[1] ?? null,
      waiting: Math.max(0, rest.length - 2),
    };
  });
  return queues.sort((a, b) => natural(a.placeName ?? '', b.placeName ?? '') || natural(a.court, b.court));
}
