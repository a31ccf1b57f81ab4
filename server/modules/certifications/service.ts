import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES, errorMessage, type CertificationCreateInput, type CertificationRequest, type CertificationType } from '@domain/contract';
import type { Locale, PermissionResource } from '@domain/catalog';
import { can, nextApproval, type ApprovalAction, type ApprovalRole } from '@domain/machines';
import type { Database } from '../../db/client';
import { certificationRequests, users, valids } from '../../db/schema';
import { ApiError, forbidden, notFound, refused } from '../../lib/errors';
import { today } from '../../lib/references';
import type { AuthContext } from '../../plugins/auth';
import { allows } from '../identity/memberships';
import type { Mailer } from '../mail/service';
import { recordEvent } from '../outbox/service';
import { planRequest } from './asking';
import { applyApproval, prepareApproval, subjectOf } from './effects';
import { deliverDecisionMails, decidedEvent } from './notify';
import { requestById } from './queries';
import { refusedFor } from './eligibility';

export interface Deps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** The resource a user of the receiving account needs to decide a request of each type. */
export const DECIDING_RESOURCE: Record<CertificationType, PermissionResource> = {
  'tournament-inscription': 'createValid',
  'join-team': 'createPlayer',
  'player-link': 'createPlayer',
};

const stale = (locale: Locale, version: number) => new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', locale), undefined, { version });

async function read(db: Database, id: number): Promise<CertificationRequest> {
  const found = await requestById(db, id);
  if (!found) throw notFound();
  return found;
}

/**
 * Pending inscription requests whose tournament no longer takes entries (its window closed, or it started) move to
 * expired, as the approval machine's `window.closed` does. `ids` narrows it to some requests.
 */
export async function expireClosedWindows(db: Database, ids?: number[]): Promise<void> {
  if (!can('expire', 'pending', 'system')) return;
  const closed = db
    .select({ id: valids.id })
    .from(valids)
    .where(or(ne(valids.statusId, 1), and(isNotNull(valids.inscriptionEnd), lt(valids.inscriptionEnd, today()))));
  await db
    .update(certificationRequests)
    .set({ status: 'expired', decidedAt: new Date(), version: sql`${certificationRequests.version} + 1` })
    .where(
      and(
        eq(certificationRequests.status, 'pending'),
        eq(certificationRequests.type, 'tournament-inscription'),
        inArray(certificationRequests.validId, closed),
        ids ? inArray(certificationRequests.id, ids) : undefined,
      ),
    );
}

/** Asks: recorded pending for the receiving account, or taken at once when nobody has to decide. */
export async function createRequest(db: Database, auth: Pick<AuthContext, 'userId' | 'accountId' | 'membership'>, input: CertificationCreateInput, locale: Locale): Promise<CertificationRequest> {
  const plan = await planRequest(db, auth, input);
  if (!plan.ok) throw refusedFor(plan.refusal, locale);
  const base = { ...plan.value.row, requesterUserId: auth.userId, message: input.message || null, locale };
  if (!plan.value.immediate) {
    const [created] = await db.insert(certificationRequests).values(base).returning({ id: certificationRequests.id });
    if (!created) throw new Error('request not recorded');
    return read(db, created.id);
  }
  // Nobody has to decide: the request is recorded approved together with its effect, or not at all.
  const effect = await prepareApproval(db, base, locale);
  const id = await db.transaction(async (tx) => {
    await applyApproval(tx, effect, locale);
    const [created] = await tx.insert(certificationRequests).values({ ...base, status: 'approved', decidedAt: new Date() }).returning({ id: certificationRequests.id });
    if (!created) throw new Error('request not recorded');
    return created.id;
  });
  return read(db, id);
}

type Row = typeof certificationRequests.$inferSelect;

/** The caller's part in a request for this action: the deciding account, the requester, or none (403). */
function roleFor(auth: AuthContext, row: Row, action: ApprovalAction): ApprovalRole {
  const decides = auth.accountId === row.targetAccountId && allows(auth.membership, DECIDING_RESOURCE[row.type]);
  const asked = auth.userId === row.requesterUserId;
  const role: ApprovalRole | null = action === 'withdraw' ? (asked ? 'requester' : decides ? 'decider' : null) : decides ? 'decider' : asked ? 'requester' : null;
  if (!role) throw forbidden();
  return role;
}

export interface DecisionInput {
  id: number;
  version: number;
  action: 'approve' | 'reject' | 'withdraw';
  reason: string | null;
}

/**
 * Approves, rejects or withdraws a request. The approval machine is the only authority on the move (409 with
 * its reason otherwise); the request row is locked, so of two decisions at once one wins and the other is told
 * why. Approval re-checks eligibility and writes its effect in the same transaction; the requester is mailed.
 */
export async function decide(deps: Deps, auth: AuthContext, input: DecisionInput, locale: Locale): Promise<CertificationRequest> {
  const { db } = deps;
  const [row] = await db.select().from(certificationRequests).where(eq(certificationRequests.id, input.id)).limit(1);
  if (!row) throw notFound();
  const role = roleFor(auth, row, input.action);
  await expireClosedWindows(db, [row.id]);
  const current = (await db.select().from(certificationRequests).where(eq(certificationRequests.id, row.id)))[0] ?? row;
  const reason = input.action === 'reject' ? input.reason : null;
  const outcome = nextApproval(current.status, input.action, role, reason);
  if (!outcome.ok) throw refused(409, outcome, locale);
  if (current.version !== input.version) throw stale(locale, current.version);
  const effect = outcome.state === 'approved' ? await prepareApproval(db, current, locale) : null;
  const subject = effect?.subject ?? (await subjectOf(db, current));
  const [requester] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, current.requesterUserId));
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(certificationRequests).where(eq(certificationRequests.id, row.id)).for('update');
    if (!locked) throw notFound();
    const again = nextApproval(locked.status, input.action, role, reason);
    if (!again.ok) throw refused(409, again, locale);
    if (locked.version !== input.version) throw stale(locale, locked.version);
    if (effect) await applyApproval(tx, effect, locale);
    await tx
      .update(certificationRequests)
      .set({ status: again.state, reason: again.reason, decidedAt: new Date(), decidedByUserId: role === 'decider' ? auth.userId : null, version: locked.version + 1 })
      .where(eq(certificationRequests.id, row.id));
    if (requester && (again.state === 'approved' || again.state === 'rejected')) {
      await recordEvent(
        tx,
        decidedEvent({ requestId: row.id, type: row.type, status: again.state, reason: again.reason, subject, to: { email: requester.email, fullName: requester.fullName }, locale: row.locale }),
      );
    }
  });
  await deliverDecisionMails(db, deps.mailer, deps.publicUrl);
  return read(db, row.id);
}
