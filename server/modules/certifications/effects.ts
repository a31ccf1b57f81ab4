import { and, eq, sql } from 'drizzle-orm';
import { entryRefusal } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import type { Database } from '../../db/client';
import { type certificationRequests, persons, teamMembers, userPlayers } from '../../db/schema';
import { enterApproved, rulesOf } from '../inscribed/service';
import type { ValidRow } from '../valids/queries';
import { validById } from '../valids/service';
import { candidateOf, refusedFor, windowOpen } from './eligibility';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What an effect is read from: the request as stored, or as it is about to be. */
type Row = Pick<typeof certificationRequests.$inferSelect, 'type' | 'personId' | 'validId' | 'teamPersonId' | 'requesterUserId'>;

/** What approving will write, read before the transaction; `subject` names it in mails. */
export type Effect =
  | { kind: 'entry'; valid: ValidRow; person: { id: number; clubId: number | null }; subject: string }
  | { kind: 'member'; teamId: number; personId: number; subject: string }
  | { kind: 'link'; userId: number; personId: number; subject: string };

async function nameOf(db: Database, personId: number | null): Promise<string> {
  if (personId === null) return '';
  const [row] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.id, personId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The words a mail names the request by: the tournament, the team, or the player. */
export async function subjectOf(db: Database, row: Row): Promise<string> {
  if (row.type === 'tournament-inscription' && row.validId !== null) return (await validById(db, row.validId)).name;
  return nameOf(db, row.type === 'join-team' ? row.teamPersonId : row.personId);
}

/** Checks what can be checked before locking (the tournament's rules for the person) and gathers what the effect needs. */
export async function prepareApproval(db: Database, row: Row, locale: Locale): Promise<Effect> {
  if (row.personId === null) throw refusedFor('unknownReference', locale);
  const subject = await subjectOf(db, row);
  if (row.type === 'tournament-inscription') {
    if (row.validId === null) throw refusedFor('unknownReference', locale);
    const valid = await validById(db, row.validId);
    if (!windowOpen(valid)) throw refusedFor('inscriptionsClosed', locale);
    const candidate = await candidateOf(db, row.personId);
    if (!candidate) throw refusedFor('unknownReference', locale);
    const refusal = entryRefusal(await rulesOf(db, valid), candidate);
    if (refusal) throw refusedFor(refusal, locale);
    return { kind: 'entry', valid, person: { id: candidate.id, clubId: candidate.clubId }, subject };
  }
  if (row.type === 'join-team') {
    if (row.teamPersonId === null) throw refusedFor('unknownReference', locale);
    return { kind: 'member', teamId: row.teamPersonId, personId: row.personId, subject };
  }
  return { kind: 'link', userId: row.requesterUserId, personId: row.personId, subject };
}

/** Writes the approval's effect in the decision's transaction, after checking again what others may have changed. */
export async function applyApproval(tx: Tx, effect: Effect, locale: Locale): Promise<void> {
  if (effect.kind === 'entry') {
    const refusal = await enterApproved(tx, effect.valid, effect.person);
    if (refusal) throw refusedFor(refusal, locale);
    return;
  }
  if (effect.kind === 'member') {
    await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, effect.teamId)).for('update');
    const members = await tx.select({ personId: teamMembers.personId }).from(teamMembers).where(eq(teamMembers.teamId, effect.teamId));
    if (members.some((member) => member.personId === effect.personId)) throw refusedFor('alreadyMember', locale);
    await tx.insert(teamMembers).values({ teamId: effect.teamId, personId: effect.personId, position: members.length });
    await tx.update(persons).set({ version: sql`${persons.version} + 1`, updatedAt: new Date() }).where(eq(persons.id, effect.teamId));
    return;
  }
  await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, effect.personId)).for('update');
  const [claimed] = await tx.select({ userId: userPlayers.userId }).from(userPlayers).where(eq(userPlayers.personId, effect.personId));
  if (claimed && claimed.userId !== effect.userId) throw refusedFor('playerClaimed', locale);
  if (claimed) return;
  await tx.delete(userPlayers).where(and(eq(userPlayers.userId, effect.userId)));
  await tx.insert(userPlayers).values({ userId: effect.userId, personId: effect.personId });
}
