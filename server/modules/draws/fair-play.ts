import { and, inArray } from 'drizzle-orm';
import { fairPlayOfCards, type Card, type TieBreakRules } from '@domain/engine';
import { matchEvents } from '../../db/schema';
import type { Db, MatchRow } from './queries';

const CARD_TYPES = ['yellow-card', 'red-card'] as const;

/**
 * Rows whose played result carries no fair-play figure of its own get the one the cards shown in the match give,
 * under the preset's card points. A preset without card points (table tennis, basketball) leaves the rows as they are.
 */
export async function withCardFairPlay(db: Db, rows: readonly MatchRow[], tieBreak: TieBreakRules): Promise<MatchRow[]> {
  const points = tieBreak.cards;
  const played = rows.filter((row) => row.result !== null && row.result.fairPlay === undefined);
  if (!points || played.length === 0) return [...rows];
  const events = await db
    .select({ matchId: matchEvents.matchId, type: matchEvents.type, side: matchEvents.side, personId: matchEvents.personId })
    .from(matchEvents)
    .where(and(inArray(matchEvents.matchId, played.map((row) => row.id)), inArray(matchEvents.type, [...CARD_TYPES])));
  const byMatch = new Map<number, Card[]>();
  for (const event of events) {
    if (event.side === null) continue;
    const cards = byMatch.get(event.matchId) ?? [];
    cards.push({ side: event.side, personId: event.personId, colour: event.type === 'yellow-card' ? 'yellow' : 'red' });
    byMatch.set(event.matchId, cards);
  }
  return rows.map((row) => {
    const cards = byMatch.get(row.id);
    if (!cards || row.result === null || row.result.fairPlay !== undefined) return row;
    return { ...row, result: { ...row.result, fairPlay: fairPlayOfCards(cards, points) } };
  });
}
