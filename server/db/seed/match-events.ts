import { eq, sql } from 'drizzle-orm';
import { randomInt, type MatchResult, type Random } from '@domain/engine';
import type { MatchEventCode, MatchSide } from '@domain/contract';
import type { Database } from '../client';
import { matchEvents, matches } from '../schema';
import { peopleOfEntry } from '../../modules/draws/event-queries';
import type { MatchRow } from '../../modules/draws/queries';

/** Big Buck Bunny, the Blender Foundation's open film: a video anyone may embed. */
const DEMO_VIDEO_ID = 'aqz-KE-bpKQ';

type EventRow = Omit<typeof matchEvents.$inferInsert, 'matchId'>;

const pick = <T,>(random: Random, items: readonly T[]): T | undefined => items[randomInt(random, items.length)];
/** A minute of the half (1–45 or 46–90), or a stoppage-time one now and then. */
const minuteIn = (random: Random, half: number) => half * 45 + 1 + randomInt(random, random() < 0.1 ? 48 : 45);

/** Goals of each half by their scorers (one in eight from the spot), in the half's minutes. */
function goalEvents(random: Random, result: MatchResult, side: MatchSide, people: readonly number[]): EventRow[] {
  return result.periods.flatMap((period, half) =>
    Array.from({ length: period[side] }, () => ({
      type: (random() < 0.125 ? 'scored-penalty' : 'goal') satisfies MatchEventCode,
      minute: minuteIn(random, half),
      side,
      // The starters score before the break; after it, whoever is on may (substitutes come on from the 55th).
      personId: pick(random, half === 0 ? people.slice(0, 3) : people) ?? null,
    })),
  );
}

/** Cards, a substitution or two, a foul, an offside and corners: what a report of the match would list. */
function playEvents(random: Random, side: MatchSide, people: readonly number[]): EventRow[] {
  const rows: EventRow[] = [];
  for (let count = randomInt(random, 3); count > 0; count -= 1) rows.push({ type: 'yellow-card', minute: 5 + randomInt(random, 85), side, personId: pick(random, people) ?? null });
  if (random() < 0.1) rows.push({ type: 'red-card', minute: 30 + randomInt(random, 60), side, personId: pick(random, people) ?? null });
  const bench = people.slice(3);
  const starters = people.slice(0, 3);
  for (const [index, on] of bench.entries()) {
    const off = starters[index % starters.length];
    if (off === undefined) continue;
    rows.push({ type: random() < 0.15 ? 'injury-substitution' : 'substitution', minute: 55 + randomInt(random, 30), side, personId: on, secondPersonId: off });
  }
  if (random() < 0.5) rows.push({ type: 'offside', minute: 1 + randomInt(random, 89), side, personId: pick(random, people) ?? null });
  if (random() < 0.4) rows.push({ type: 'foul', minute: 1 + randomInt(random, 89), side, personId: pick(random, people) ?? null });
  for (let count = 1 + randomInt(random, 2); count > 0; count -= 1) rows.push({ type: 'corner', minute: 1 + randomInt(random, 89), side });
  return rows;
}

/**
 * Gives a played demo soccer match the events its report would have: goals that add up to its score, scored by
 * the teams' players, cards, substitutions and corners; `video` adds a video link. Bumps the match's version
 * once per event, as adding them one by one in the product would.
 */
export async function seedMatchEvents(db: Database, match: MatchRow, random: Random, accountId: number, video: boolean): Promise<void> {
  const { result } = match;
  if (!result || match.homeId === null || match.awayId === null) return;
  const rows: EventRow[] = [];
  for (const [side, entryId] of [['home', match.homeId], ['away', match.awayId]] as const) {
    const people = [...((await peopleOfEntry(db, entryId)) ?? [])];
    rows.push(...goalEvents(random, result, side, people), ...playEvents(random, side, people));
  }
  const events: Array<typeof matchEvents.$inferInsert> = rows.map((row) => ({ ...row, matchId: match.id, createdByAccountId: accountId }));
  if (video) events.push({ matchId: match.id, type: 'youtube-video', videoId: DEMO_VIDEO_ID, createdByAccountId: accountId });
  await db.transaction(async (tx) => {
    await tx.insert(matchEvents).values(events);
    await tx.update(matches).set({ version: sql`${matches.version} + ${events.length}` }).where(eq(matches.id, match.id));
  });
}
