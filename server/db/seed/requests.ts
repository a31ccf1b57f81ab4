import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { EntryCandidate } from '@domain/contract';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../client';
import { certificationRequests, phases, inscribed, persons, teamMembers, userPlayers, users, valids } from '../schema';
import { DEMO_USERS } from './identity';
import { presetPhases } from './tournaments-plan';

const dayFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The demo player's candidate record, as the entry rules read it. */
async function playerOf(db: Database, userId: number): Promise<(EntryCandidate & { id: number }) | null> {
  const [row] = await db
    .select({ id: persons.id, communityId: persons.communityId, modalityId: persons.modalityId, sportId: persons.sportId, genreId: persons.genreId, birthDate: persons.birthDate })
    .from(userPlayers)
    .innerJoin(persons, eq(persons.id, userPlayers.personId))
    .where(eq(userPlayers.userId, userId));
  return row ? { ...row, members: [] } : null;
}

/** Tournaments of the space the player is not entered in: one of them turned the player down earlier. */
async function notEntered(db: Database, communityId: number, personId: number) {
  const entered = (await db.select({ validId: inscribed.validId }).from(inscribed).where(eq(inscribed.personId, personId))).map((row) => row.validId);
  return db
    .select({ id: valids.id })
    .from(valids)
    .where(and(eq(valids.communityId, communityId), eq(valids.modalityId, MODALITY_IDS.single), entered.length ? notInArray(valids.id, entered) : undefined))
    .orderBy(valids.id);
}

/**
 * Requests of both types in each state: waiting in the organiser's inbox (an entry to a demo tournament, which
 * now asks for approval, and joining a team), approved (the player is in that team) and rejected with a reason.
 */
export async function seedRequests(db: Database, space: { communityId: number; accountId: number }, today: Date): Promise<void> {
  const [requester] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS.player.username));
  const [organizer] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS.organizer.username));
  if (!requester || !organizer) return;
  const player = await playerOf(db, requester.id);
  if (!player) return;
  const base = { requesterUserId: requester.id, targetAccountId: space.accountId, personId: player.id, locale: 'es' as const };
  const decided = (days: number) => ({ decidedAt: daysAgo(days), decidedByUserId: organizer.id, version: 2, createdAt: daysAgo(days + 2) });

  // A tournament that decides each entry, open for a few weeks: the player's request waits in the organiser's inbox.
  const [open] = await db
    .insert(valids)
    .values({
      communityId: space.communityId,
      createdByAccountId: space.accountId,
      name: 'Open de Invierno de Tenis de Mesa',
      sportId: player.sportId ?? 1,
      modalityId: MODALITY_IDS.single,
      genreId: 1,
      startDate: dayFrom(today, 30),
      endDate: dayFrom(today, 31),
      inscriptionStart: dayFrom(today, -5),
      inscriptionEnd: dayFrom(today, 20),
      maxEntries: 32,
      requiresApproval: true,
      description: 'Cada inscripción la aprueba la organización.',
    })
    .returning({ id: valids.id });
  if (open) {
    const planned = presetPhases('groupsKnockout', player.sportId ?? 1, MODALITY_IDS.single, 16);
    await db.insert(phases).values(planned.map((phase, order) => ({ ...phase, validId: open.id, order: order + 1, createdByAccountId: space.accountId })));
    await db.insert(certificationRequests).values({ ...base, type: 'tournament-inscription', validId: open.id, message: '¡Cuenten conmigo!' });
  }
  const [earlier] = (await notEntered(db, space.communityId, player.id)).filter((valid) => valid.id !== open?.id);
  if (earlier) {
    await db.insert(certificationRequests).values({ ...base, type: 'tournament-inscription', validId: earlier.id, status: 'rejected', reason: 'El cupo está reservado a jugadores federados.', ...decided(3) });
  }

  const teams = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.communityId, space.communityId), eq(persons.modalityId, MODALITY_IDS.team), eq(persons.sportId, player.sportId ?? 1)))
    .orderBy(persons.id);
  const memberOf = new Set(
    (await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.personId, player.id), inArray(teamMembers.teamId, teams.length ? teams.map((team) => team.id) : [0])))).map((row) => row.teamId),
  );
  const others = teams.filter((team) => !memberOf.has(team.id));
  const [joinPending, joinApproved, joinRejected] = others;
  if (joinPending) await db.insert(certificationRequests).values({ ...base, type: 'join-team', teamPersonId: joinPending.id, message: 'Quiero jugar con el club esta temporada.' });
  if (joinApproved) {
    await db.insert(teamMembers).values({ teamId: joinApproved.id, personId: player.id, position: 9 }).onConflictDoNothing();
    await db.insert(certificationRequests).values({ ...base, type: 'join-team', teamPersonId: joinApproved.id, status: 'approved', ...decided(10) });
  }
  if (joinRejected) {
    await db.insert(certificationRequests).values({ ...base, type: 'join-team', teamPersonId: joinRejected.id, status: 'rejected', reason: 'La plantilla ya está completa.', ...decided(6) });
  }
}
