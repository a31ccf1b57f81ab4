import { and, eq } from 'drizzle-orm';
import type { Favorite, FavoriteInput, FavoriteKind } from '@domain/contract';
import type { Database } from '../../db/client';
import { follows } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findFollow, namedFollows, targetsOf } from './queries';

/**
 * Follows a target for a user. The target is locked while the follow is written, so it cannot be deleted in
 * between; following it again changes nothing and answers the row already there (`created` false).
 */
export async function follow(db: Database, userId: number, input: FavoriteInput): Promise<{ favorite: Favorite; created: boolean }> {
  return db.transaction(async (tx) => {
    const target = (await targetsOf(tx, input.kind, [input.targetId], true)).get(input.targetId);
    if (!target) throw notFound();
    const [inserted] = await tx.insert(follows).values({ userId, kind: input.kind, targetId: input.targetId }).onConflictDoNothing().returning();
    const row = inserted ?? (await findFollow(tx, userId, input.kind, input.targetId));
    if (!row) throw notFound();
    const [favorite] = await namedFollows(tx, [row]);
    if (!favorite) throw notFound();
    return { favorite, created: inserted !== undefined };
  });
}

/** Stops following; 404 when the user did not follow it. */
export async function unfollow(db: Database, userId: number, kind: FavoriteKind, targetId: number): Promise<void> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.targetId, targetId)))
    .returning({ id: follows.id });
  if (removed.length === 0) throw notFound();
}
