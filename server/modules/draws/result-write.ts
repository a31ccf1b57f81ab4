import { and, eq, isNull, sql } from 'drizzle-orm';
import { refuse, type MatchResult } from '@domain/engine';
import { matches } from '../../db/schema';
import { OUTBOX_TYPES, recordEvent } from '../outbox/service';
import { recordHistory, type ResultAuthor } from './history';
import type { MatchRow, Tx } from './queries';

/** An entry the result moves into a later match (knockouts): only the side it fills is written. */
export interface Move {
  id: number;
  side: 'home' | 'away';
  entryId: number | null;
}

export interface Change {
  result: MatchResult;
  winnerId: number | null;
  moves: Move[];
}

/** Something the transaction found changed under it; the caller answers with what it is now. */
export class StaleWrite extends Error {}
export class DependentPlayed extends Error {}

const resultSavedEvent = (saved: MatchRow) => ({
  topic: `phase:${saved.phaseId}`,
  type: OUTBOX_TYPES.resultSaved,
  payload: { matchId: saved.id, phaseId: saved.phaseId, version: saved.version },
  dedupeKey: `${OUTBOX_TYPES.resultSaved}:${saved.id}:${saved.version}`,
});

/**
 * Writes the result on the version read (inside the phase's lock), each move into its side of a match still
 * unplayed, the history line and the event, all in the caller's transaction.
 */
export async function writeChange(tx: Tx, match: MatchRow, author: ResultAuthor, change: Change, reason: string | undefined): Promise<MatchRow> {
  const [saved] = await tx
    .update(matches)
    .set({ result: change.result, winnerId: change.winnerId, status: 'played', version: sql`${matches.version} + 1`, updatedAt: new Date(), updatedByAccountId: author.accountId })
    .where(and(eq(matches.id, match.id), eq(matches.version, match.version)))
    .returning();
  if (!saved) throw new StaleWrite();
  for (const move of change.moves) {
    const side = move.side === 'home' ? { homeId: move.entryId } : { awayId: move.entryId };
    const [moved] = await tx
      .update(matches)
      .set({ ...side, version: sql`${matches.version} + 1`, updatedAt: new Date() })
      .where(and(eq(matches.id, move.id), isNull(matches.result)))
      .returning({ id: matches.id });
    if (!moved) throw new DependentPlayed();
  }
  await recordHistory(tx, saved, match.result, author, reason);
  await recordEvent(tx, resultSavedEvent(saved));
  return saved;
}

/** The engine's refusal for a move into a match played meanwhile (the lock makes it a safeguard). */
export const dependentPlayed = () => refuse('dependentMatchPlayed');
