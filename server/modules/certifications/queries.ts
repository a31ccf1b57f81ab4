import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CertificationRequest } from '@domain/contract';
import type { Database } from '../../db/client';
import { accounts, certificationRequests, persons, users } from '../../db/schema';

const person = alias(persons, 'person');
const team = alias(persons, 'team');

async function select(db: Database, where: SQL | undefined, limit = 200): Promise<CertificationRequest[]> {
  const rows = await db
    .select({
      request: certificationRequests,
      requester: { id: users.id, fullName: users.fullName },
      target: { id: accounts.id, name: accounts.name },
      person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
      team: { id: team.id, firstName: team.firstName, lastName: team.lastName },
    })
    .from(certificationRequests)
    .innerJoin(users, eq(users.id, certificationRequests.requesterUserId))
    .innerJoin(accounts, eq(accounts.id, certificationRequests.targetAccountId))
    .leftJoin(person, eq(person.id, certificationRequests.personId))
    .leftJoin(team, eq(team.id, certificationRequests.teamPersonId))
    .where(where)
    .orderBy(desc(certificationRequests.createdAt), desc(certificationRequests.id))
    .limit(limit);
  const named = (p: { id: number; firstName: string; lastName: string } | null) => (p ? { id: p.id, name: `${p.firstName} ${p.lastName}`.trim() } : null);
  return rows.map(({ request, requester, target, person: p, team: t }) => ({
    id: request.id,
    type: request.type,
    status: request.status,
    requester,
    targetAccount: target,
    person: named(p),
    team: named(t),
    validId: request.validId,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  }));
}

export const requestsOfUser = (db: Database, userId: number) => select(db, eq(certificationRequests.requesterUserId, userId));

export const inboxOf = (db: Database, accountId: number, status?: 'pending' | 'approved' | 'rejected') =>
  select(db, and(eq(certificationRequests.targetAccountId, accountId), status ? eq(certificationRequests.status, status) : undefined));

export async function requestById(db: Database, id: number): Promise<CertificationRequest | null> {
  const [row] = await select(db, eq(certificationRequests.id, id), 1);
  return row ?? null;
}

export async function pendingCount(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(certificationRequests)
    .where(and(eq(certificationRequests.targetAccountId, accountId), eq(certificationRequests.status, 'pending')));
  return row?.value ?? 0;
}
