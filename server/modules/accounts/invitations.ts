import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationKind, ReceivedInvitation, SentInvitation } from '@domain/contract';
import { ERROR_CODES } from '@domain/contract';
import { PERMISSION_RESOURCES, type PermissionResource } from '@domain/catalog';
import type { Database } from '../../db/client';
import { accountInvitations, accountShares, accountUsers, accounts, roles, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { staleVersion } from '../../lib/owned-records';
import type { AuthContext } from '../../plugins/auth';
import { assertAccountOwner, assertRoleOfAccount } from './ownership';
import { findUserIdByLogin } from './queries';

const answered = () => new ApiError(409, ERROR_CODES.conflict, 'invitationAnswered');

const inviting = alias(accounts, 'inviting');
const grantee = alias(accounts, 'grantee');

/** The accounts the user owns directly: the ones whose share invitations the user answers. */
const ownedAccountIds = (auth: AuthContext) => auth.memberships.filter((m) => m.isOwner && !m.shared).map((m) => m.accountId);

const isResource = (value: string): value is PermissionResource => (PERMISSION_RESOURCES as readonly string[]).includes(value);

/**
 * Records an invitation and answers with what the owner typed. A name that matches no one is recorded just the
 * same, so the answer (and the owner's list) never tells who is registered. A second invitation to the same
 * name while one is open is the same invitation.
 */
async function invite(
  db: Database,
  auth: AuthContext,
  input: { accountId: number; kind: InvitationKind; invited: string; inviteeUserId: number | null; inviteeAccountId: number | null; roleId: number },
): Promise<SentInvitation> {
  const open = await db
    .select({ id: accountInvitations.id })
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.accountId, input.accountId),
        eq(accountInvitations.kind, input.kind),
        sql`lower(${accountInvitations.invited}) = ${input.invited.toLowerCase()}`,
        inArray(accountInvitations.status, ['pending', 'declined']),
      ),
    )
    .limit(1);
  const existing = open[0];
  const id = existing
    ? existing.id
    : (
        await db
          .insert(accountInvitations)
          .values({ ...input, invitedByUserId: auth.userId })
          .returning({ id: accountInvitations.id })
      )[0]?.id;
  if (id === undefined) throw new Error('invitation not recorded');
  const [sent] = (await sentInvitations(db, input.accountId)).filter((item) => item.id === id);
  if (!sent) throw new Error('invitation not readable');
  return sent;
}

export async function inviteMember(db: Database, auth: AuthContext, input: { accountId: number; user: string; roleId: number }): Promise<SentInvitation> {
  assertAccountOwner(auth, input.accountId);
  await assertRoleOfAccount(db, input.roleId, input.accountId);
  const invited = input.user.trim();
  const inviteeUserId = await findUserIdByLogin(db, invited);
  return invite(db, auth, { accountId: input.accountId, kind: 'member', invited, inviteeUserId, inviteeAccountId: null, roleId: input.roleId });
}

export async function inviteShare(db: Database, auth: AuthContext, input: { accountId: number; sharedWithAccountId: number; roleId: number }): Promise<SentInvitation> {
  assertAccountOwner(auth, input.accountId);
  if (input.accountId === input.sharedWithAccountId) throw new ApiError(409, ERROR_CODES.conflict, 'conflict');
  await assertRoleOfAccount(db, input.roleId, input.accountId);
  const [target] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.sharedWithAccountId)).limit(1);
  return invite(db, auth, {
    accountId: input.accountId,
    kind: 'share',
    invited: String(input.sharedWithAccountId),
    inviteeUserId: null,
    inviteeAccountId: target?.id ?? null,
    roleId: input.roleId,
  });
}

/** The open invitations an account sent, newest first. */
export async function sentInvitations(db: Database, accountId: number): Promise<SentInvitation[]> {
  const rows = await db
    .select({
      id: accountInvitations.id,
      accountId: accountInvitations.accountId,
      kind: accountInvitations.kind,
      invited: accountInvitations.invited,
      roleId: accountInvitations.roleId,
      roleName: roles.name,
      createdAt: accountInvitations.createdAt,
    })
    .from(accountInvitations)
    .innerJoin(roles, eq(roles.id, accountInvitations.roleId))
    .where(and(eq(accountInvitations.accountId, accountId), inArray(accountInvitations.status, ['pending', 'declined'])))
    .orderBy(desc(accountInvitations.createdAt), desc(accountInvitations.id));
  return rows.map((row) => ({ ...row, status: 'pending', createdAt: row.createdAt.toISOString() }));
}

/** The owner takes back an invitation not accepted yet. */
export async function withdrawInvitation(db: Database, auth: AuthContext, id: number): Promise<number> {
  const [row] = await db.select({ accountId: accountInvitations.accountId, status: accountInvitations.status }).from(accountInvitations).where(eq(accountInvitations.id, id)).limit(1);
  if (!row) throw notFound();
  assertAccountOwner(auth, row.accountId);
  if (row.status === 'accepted') throw answered();
  await db.delete(accountInvitations).where(and(eq(accountInvitations.id, id), inArray(accountInvitations.status, ['pending', 'declined'])));
  return row.accountId;
}

/** Addressed to the user: to them by name, or as a share to an account they own. */
function addressedTo(auth: AuthContext) {
  const owned = ownedAccountIds(auth);
  const toUser = and(eq(accountInvitations.kind, 'member'), eq(accountInvitations.inviteeUserId, auth.userId));
  return owned.length ? or(toUser, and(eq(accountInvitations.kind, 'share'), inArray(accountInvitations.inviteeAccountId, owned))) : toUser;
}

/** The invitations waiting for the user's answer, newest first. */
export async function receivedInvitations(db: Database, auth: AuthContext): Promise<ReceivedInvitation[]> {
  const rows = await db
    .select({
      id: accountInvitations.id,
      kind: accountInvitations.kind,
      accountId: inviting.id,
      accountName: inviting.name,
      granteeId: grantee.id,
      granteeName: grantee.name,
      invitedBy: users.fullName,
      roleName: roles.name,
      resources: roles.resources,
      status: accountInvitations.status,
      createdAt: accountInvitations.createdAt,
      version: accountInvitations.version,
    })
    .from(accountInvitations)
    .innerJoin(inviting, eq(inviting.id, accountInvitations.accountId))
    .innerJoin(roles, eq(roles.id, accountInvitations.roleId))
    .leftJoin(grantee, eq(grantee.id, accountInvitations.inviteeAccountId))
    .leftJoin(users, eq(users.id, accountInvitations.invitedByUserId))
    .where(and(addressedTo(auth), eq(accountInvitations.status, 'pending')))
    .orderBy(desc(accountInvitations.createdAt), desc(accountInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    account: { id: row.accountId, name: row.accountName },
    grantee: row.granteeId !== null && row.granteeName !== null ? { id: row.granteeId, name: row.granteeName } : null,
    invitedBy: row.invitedBy,
    roleName: row.roleName,
    resources: row.resources.filter(isResource),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }));
}

export async function pendingInvitationCount(db: Database, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountInvitations)
    .where(and(addressedTo(auth), eq(accountInvitations.status, 'pending')));
  return row?.count ?? 0;
}

/**
 * Accepting grants what the invitation offered (membership with its role, or the share) in the same
 * transaction that closes it; declining only closes it. An invitation not addressed to the user is a 404, one
 * already answered or read at another version a 409.
 */
export async function answerInvitation(db: Database, auth: AuthContext, id: number, version: number, accept: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: accountInvitations.id, version: accountInvitations.version, status: accountInvitations.status })
      .from(accountInvitations)
      .where(and(eq(accountInvitations.id, id), addressedTo(auth)))
      .limit(1);
    if (!found) throw notFound();
    // Read at another version while still open: someone changed it since; answered or withdrawn says so instead.
    if (found.status === 'pending' && found.version !== version) throw staleVersion({ version: found.version });
    const [closed] = await tx
      .update(accountInvitations)
      .set({ status: accept ? 'accepted' : 'declined', respondedAt: new Date(), version: version + 1 })
      .where(and(eq(accountInvitations.id, id), eq(accountInvitations.version, version), eq(accountInvitations.status, 'pending')))
      .returning();
    if (!closed) throw answered();
    if (!accept) return;
    if (closed.kind === 'member' && closed.inviteeUserId !== null) {
      await tx
        .insert(accountUsers)
        .values({ accountId: closed.accountId, userId: closed.inviteeUserId, roleId: closed.roleId, isOwner: 0 })
        .onConflictDoNothing();
    } else if (closed.kind === 'share' && closed.inviteeAccountId !== null) {
      await tx
        .insert(accountShares)
        .values({ accountId: closed.accountId, sharedWithAccountId: closed.inviteeAccountId, roleId: closed.roleId })
        .onConflictDoNothing();
    }
  });
}
