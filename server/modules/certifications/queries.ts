import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CertificationRequest, CertificationStatus, CertificationType } from '@domain/contract';
import type { Database } from '../../db/client';
import { accounts, certificationRequests, persons, users, valids } from '../../db/schema';

const person = alias(persons, 'person');
const team = alias(persons, 'team');
const decider = alias(users, 'decider');

type Named = { id: number; firstName: string; lastName: string } | null;
const named = (p: Named) => (p ? { id: p.id, name: `${p.firstName} ${p.lastName}`.trim() } : null);

export interface RequestFilter {
  status?: CertificationStatus | undefined;
  type?: CertificationType | undefined;
}

const filtered = (filter: RequestFilter): (SQL | undefined)[] => [
  filter.status ? eq(certificationRequests.status, filter.status) : undefined,
  filter.type ? eq(certificationRequests.type, filter.type) : undefined,
];

async function select(db: Database, where: SQL | undefined, limit = 200): Promise<CertificationRequest[]> {
  const rows = await db
    .select({
      request: certificationRequests,
      requester: { id: users.id, fullName: users.fullName },
      target: { id: accounts.id, name: accounts.name },
      person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
      team: { id: team.id, firstName: team.firstName, lastName: team.lastName },
      valid: { id: valids.id, name: valids.name },
      decidedBy: { id: decider.id, fullName: decider.fullName },
    })
    .from(certificationRequests)
    .innerJoin(users, eq(users.id, certificationRequests.requesterUserId))
    .innerJoin(accounts, eq(accounts.id, certificationRequests.targetAccountId))
    .leftJoin(person, eq(person.id, certificationRequests.personId))
    .leftJoin(team, eq(team.id, certificationRequests.teamPersonId))
    .leftJoin(valids, eq(valids.id, certificationRequests.validId))
    .leftJoin(decider, eq(decider.id, certificationRequests.decidedByUserId))
    .where(where)
    .orderBy(desc(certificationRequests.createdAt), desc(certificationRequests.id))
    .limit(limit);
  return rows.map(({ request, requester, target, person: p, team: t, valid, decidedBy }) => {
    const decidedAt = request.decidedAt?.toISOString() ?? null;
    // A request moves once: asked, then decided (or withdrawn, or expired). Both steps are on the row.
    const history: CertificationRequest['history'] = [{ status: 'pending', at: request.createdAt.toISOString(), by: requester, reason: null }];
    if (request.status !== 'pending' && decidedAt) {
      const by = request.status === 'withdrawn' ? requester : decidedBy;
      history.push({ status: request.status, at: decidedAt, by, reason: request.reason });
    }
    return {
      id: request.id,
      type: request.type,
      status: request.status,
      requester,
      targetAccount: target,
      person: named(p),
      team: named(t),
      valid,
      validId: request.validId,
      message: request.message,
      reason: request.reason,
      createdAt: request.createdAt.toISOString(),
      decidedAt,
      decidedBy,
      history,
      version: request.version,
    };
  });
}

export const requestsOfUser = (db: Database, userId: number, filter: RequestFilter = {}) =>
  select(db, and(eq(certificationRequests.requesterUserId, userId), ...filtered(filter)));

export const inboxOf = (db: Database, accountId: number, filter: RequestFilter = {}) =>
  select(db, and(eq(certificationRequests.targetAccountId, accountId), ...filtered(filter)));

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
