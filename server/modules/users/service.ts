import { eq } from 'drizzle-orm';
import { ERROR_CODES, type PlayerLinkResult, type UserProfile, type UserProfiles } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { createRequest } from '../certifications/service';
import type { Database } from '../../db/client';
import { userPlayers } from '../../db/schema';
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { allows, userMemberships } from '../identity/memberships';
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

/**
 * "That's me": a player whose record belongs to the account the user acts as is linked at once. Anyone else's
 * would hand the user that record's private data, which takes the owner's consent: it becomes a request the
 * player's account approves. A player already linked to someone else stays theirs.
 */
export async function linkPlayer(db: Database, auth: Pick<AuthContext, 'userId' | 'accountId' | 'membership'>, personId: number, locale: Locale): Promise<PlayerLinkResult> {
  const { userId } = auth;
  const player = await findSinglePlayer(db, personId);
  if (!player) throw notFound();
  // Acting for the player's account is consent only with the role that decides such requests (createPlayer).
  if (player.ownerAccountId !== auth.accountId || !allows(auth.membership, 'createPlayer')) {
    if (player.ownerAccountId === null) throw new ApiError(403, ERROR_CODES.forbidden, 'playerNotManaged');
    const request = await createRequest(db, auth, { type: 'player-link', personId, message: null }, locale);
    return { ...(await userProfiles(db, userId)), request };
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(userPlayers).where(eq(userPlayers.userId, userId));
      await tx.insert(userPlayers).values({ userId, personId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  return { ...(await userProfiles(db, userId)), request: null };
}

export async function unlinkPlayer(db: Database, userId: number): Promise<UserProfiles> {
  await db.delete(userPlayers).where(eq(userPlayers.userId, userId));
  return userProfiles(db, userId);
}
