import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const OUTBOX_TYPES = {
  /** A finished tournament or phase asks the rankings to process its results. */
  rankingProcessing: 'ranking-processing',
  /** A match result was entered or corrected (live pages, ranking points per game). */
  resultSaved: 'result-saved',
  /** A request was approved or rejected: its requester is told by mail. */
  requestDecided: 'request-decided',
  /** Something people follow happened (a result, a match's time, a ranking table's move): its followers may be mailed. */
  followNews: 'follow-news',
} as const;

export interface DomainEvent {
  topic: string;
  type: string;
  payload: Record<string, unknown>;
  /** The same key twice records the event once. */
  dedupeKey: string;
}

/** Records an event inside the caller's transaction; a repeated one (same dedupe key) is dropped. */
export async function recordEvent(tx: Tx | Database, event: DomainEvent): Promise<void> {
  await tx.insert(outbox).values(event).onConflictDoNothing({ target: outbox.dedupeKey });
}

/** Events of a type not processed yet, oldest first (what a consumer picks up). */
export async function pendingEvents(db: Database, type: string, limit = 100) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), isNull(outbox.processedAt)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

/** Takes one event for processing; false when another consumer already did (so each is handled once). */
export async function claimEvent(db: Database, id: number): Promise<boolean> {
  const claimed = await db.update(outbox).set({ processedAt: new Date() }).where(and(eq(outbox.id, id), isNull(outbox.processedAt))).returning({ id: outbox.id });
  return claimed.length > 0;
}
