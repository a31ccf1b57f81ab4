import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { LinkedPlayer, PlayerCandidate } from '@domain/contract';
import type { Database } from '../../db/client';
import { persons, userPlayers, users } from '../../db/schema';

const playerColumns = {
  id: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  avatar: persons.avatar,
  communityId: persons.communityId,
};

export async function profileRow(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, user: users.username, fullName: users.fullName, avatar: users.avatar, email: users.email, emailVerifiedAt: users.emailVerifiedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function linkedPlayer(db: Database, userId: number): Promise<LinkedPlayer | null> {
  const [row] = await db.select(playerColumns).from(userPlayers).innerJoin(persons, eq(persons.id, userPlayers.personId)).where(eq(userPlayers.userId, userId)).limit(1);
  return row ?? null;
}

/** Single players of the community whose name matches, marking those another user already claimed. */
export async function searchPlayers(db: Database, communityId: number, accountId: number, text: string): Promise<PlayerCandidate[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ ...playerColumns, claimedBy: userPlayers.userId, ownerAccountId: persons.createdByAccountId })
    .from(persons)
    .leftJoin(userPlayers, eq(userPlayers.personId, persons.id))
    .where(
      and(
        eq(persons.communityId, communityId),
        eq(persons.modalityId, MODALITY_IDS.single),
        or(ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern), ilike(persons.lastName, pattern)),
      ),
    )
    .orderBy(persons.lastName, persons.firstName)
    .limit(20);
  return rows.map(({ claimedBy, ownerAccountId, ...player }) => ({ ...player, claimed: claimedBy !== null, managed: ownerAccountId === accountId }));
}

export async function findSinglePlayer(db: Database, personId: number) {
  const [row] = await db
    .select({ id: persons.id, modalityId: persons.modalityId, ownerAccountId: persons.createdByAccountId })
    .from(persons)
    .where(eq(persons.id, personId))
    .limit(1);
  return row && row.modalityId === MODALITY_IDS.single ? row : null;
}
