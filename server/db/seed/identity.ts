import { and, eq } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../client';
import { accountInvitations, accountUsers, accounts, persons, roles, userPlayers, users } from '../schema';
import { hashPassword } from '../../modules/identity/passwords';
import type { DemoCommunityKey } from './communities';

type Spaces = Record<DemoCommunityKey, { communityId: number; accountId: number }>;

/** Demo sign-ins, listed in the README. Demo data only: a real platform starts with `--no-demo`. */
export const DEMO_USERS = {
  organizer: { username: 'organizador', email: 'organizador@torneos.demo', password: 'Demo2026!', fullName: 'Olga Organizadora' },
  player: { username: 'jugador', email: 'jugador@torneos.demo', password: 'Demo2026!', fullName: 'Julián Jugador' },
} as const;

async function insertUser(db: Database, demo: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ username: demo.username, email: demo.email, fullName: demo.fullName, passwordHash: await hashPassword(demo.password), emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo user ${demo.username} not created`);
  return user.id;
}

/**
 * The organiser owns two community accounts (so signing in asks which one to act as), with role templates;
 * the player has one account of their own and a linked player profile (their requests come with the
 * tournaments, see requests.ts). The organiser's second account has invited the player to help
 * with its entries: an invitation waiting in the player's inbox.
 */
export async function seedIdentity(db: Database, spaces: Spaces): Promise<void> {
  const organizerId = await insertUser(db, DEMO_USERS.organizer);
  await db.insert(accountUsers).values([
    { accountId: spaces.torneos.accountId, userId: organizerId, isOwner: 1, createdAt: new Date(Date.now() - 2000) },
    { accountId: spaces.andina.accountId, userId: organizerId, isOwner: 1, createdAt: new Date(Date.now() - 1000) },
  ]);
  await db.update(accounts).set({ ownerUserId: organizerId }).where(eq(accounts.id, spaces.torneos.accountId));
  await db.update(accounts).set({ ownerUserId: organizerId }).where(eq(accounts.id, spaces.andina.accountId));
  await db.insert(roles).values([
    { accountId: spaces.torneos.accountId, name: 'Editor de torneos', resources: ['createValid', 'createTournament', 'createRanking', 'createDiscount', 'seasons'] },
    { accountId: spaces.torneos.accountId, name: 'Asistente de inscripciones', resources: ['createPlayer', 'createPlace', 'createClub'] },
    { accountId: spaces.torneos.accountId, name: 'Administración de la comunidad', resources: ['communities', 'communityAccounts', 'organizers'] },
  ]);

  const playerId = await insertUser(db, DEMO_USERS.player);
  const [own] = await db.insert(accounts).values({ name: DEMO_USERS.player.fullName, ownerUserId: playerId, communityId: spaces.torneos.communityId }).returning({ id: accounts.id });
  if (!own) throw new Error('demo player account not created');
  await db.insert(accountUsers).values({ accountId: own.id, userId: playerId, isOwner: 1 });

  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.communityId, spaces.torneos.communityId), eq(persons.modalityId, MODALITY_IDS.single)))
    .orderBy(persons.id)
    .limit(1);
  if (person) await db.insert(userPlayers).values({ userId: playerId, personId: person.id });
  const [helpers] = await db
    .insert(roles)
    .values({ accountId: spaces.andina.accountId, name: 'Mesa de control', resources: ['createPlayer'] })
    .returning({ id: roles.id });
  if (!helpers) throw new Error('demo role not created');
  await db.insert(accountInvitations).values({
    accountId: spaces.andina.accountId,
    kind: 'member',
    invited: DEMO_USERS.player.username,
    inviteeUserId: playerId,
    roleId: helpers.id,
    invitedByUserId: organizerId,
  });
}
