import { eq } from 'drizzle-orm';
import type { UserProfile, UserProfiles } from '@domain/contract';
import type { Database } from '../../db/client';
import { userPlayers } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { userMemberships } from '../identity/memberships';
import { isUniqueViolation } from '../auth/queries';
import { findSinglePlayer, linkedPlayer, profileRow } from './queries';

/** A profile is private: only its user reads it (the same 403 whether or not the id exists). */
export async function userProfile(db: Database, viewerId: number, userId: number): Promise<UserProfile> {
  if (viewerId !== userId) throw forbidden();
  const row = await profileRow(db, userId);
  if (!row) throw forbidden();
  const memberships = await userMemberships(db, userId);
  return {
    id: row.id,
    user: row.user,
    fullName: row.fullName,
    avatar: row.avatar,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    accounts: memberships.map((m) => ({ id: m.accountId, name: m.accountName })),
  };
}

export async function userProfiles(db: Database, userId: number): Promise<UserProfiles> {
  return { player: await linkedPlayer(db, userId) };
}

/** Claims a player as the user's own profile; a player already claimed by someone else stays theirs. */
export async function linkPlayer(db: Database, userId: number, personId: number): Promise<UserProfiles> {
  if (!(await findSinglePlayer(db, personId))) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await tx.delete(userPlayers).where(eq(userPlayers.userId, userId));
      await tx.insert(userPlayers).values({ userId, personId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  return userProfiles(db, userId);
}

export async function unlinkPlayer(db: Database, userId: number): Promise<UserProfiles> {
  await db.delete(userPlayers).where(eq(userPlayers.userId, userId));
  return userProfiles(db, userId);
}
