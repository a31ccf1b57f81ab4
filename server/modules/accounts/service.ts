import { and, eq } from 'drizzle-orm';
import type { ManagedAccount } from '@domain/contract';
import type { Database } from '../../db/client';
import { accountShares, accountUsers, accounts } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { staleNow } from '../../lib/owned-records';
import type { AuthContext } from '../../plugins/auth';
import { userMemberships } from '../identity/memberships';
import { assertAccountOwner, assertRoleOfAccount } from './ownership';
import { accountVersions, findShare, membership } from './queries';

const ownerProtected = () => new ApiError(409, 'OWNER_PROTECTED', 'conflict');

export async function managedAccounts(db: Database, userId: number): Promise<ManagedAccount[]> {
  const list = await userMemberships(db, userId);
  const versions = await accountVersions(db, list.map((m) => m.accountId));
  return list.map((m) => ({ id: m.accountId, name: m.accountName, version: versions.get(m.accountId) ?? 1, owned: m.isOwner && !m.shared, shared: m.shared }));
}

/**
 * A new account belongs to the community of an account the user owns (where the user signed up): naming another
 * community in `x-community-id` must not make the user a member of it.
 */
export async function createAccount(db: Database, userId: number, name: string, ownAccountId: number | null): Promise<ManagedAccount> {
  return db.transaction(async (tx) => {
    const [acting] = ownAccountId === null ? [] : await tx.select({ communityId: accounts.communityId }).from(accounts).where(eq(accounts.id, ownAccountId)).limit(1);
    const [account] = await tx.insert(accounts).values({ name, ownerUserId: userId, communityId: acting?.communityId ?? null }).returning({ id: accounts.id, version: accounts.version });
    if (!account) throw new Error('account not created');
    await tx.insert(accountUsers).values({ accountId: account.id, userId, isOwner: 1 });
    return { id: account.id, name, version: account.version, owned: true, shared: false };
  });
}

/** Renames an account; a stale version means someone else changed it first. */
export async function renameAccount(db: Database, auth: AuthContext, input: { id: number; name: string; version: number }): Promise<ManagedAccount> {
  assertAccountOwner(auth, input.id);
  const [row] = await db
    .update(accounts)
    .set({ name: input.name, version: input.version + 1 })
    .where(and(eq(accounts.id, input.id), eq(accounts.version, input.version)))
    .returning({ id: accounts.id, name: accounts.name, version: accounts.version });
  if (!row) throw await staleNow(async () => (await db.select({ version: accounts.version }).from(accounts).where(eq(accounts.id, input.id)).limit(1))[0]);
  return { ...row, owned: true, shared: false };
}

/** Members' roles change; the owner's membership has no role and stays as it is. */
export async function changeMemberRole(db: Database, auth: AuthContext, userId: number, input: { accountId: number; roleId: number }): Promise<void> {
  assertAccountOwner(auth, input.accountId);
  await assertRoleOfAccount(db, input.roleId, input.accountId);
  const current = await membership(db, input.accountId, userId);
  if (!current) throw notFound();
  if (current.isOwner === 1) throw ownerProtected();
  await db.update(accountUsers).set({ roleId: input.roleId }).where(and(eq(accountUsers.accountId, input.accountId), eq(accountUsers.userId, userId)));
}

export async function removeMember(db: Database, auth: AuthContext, userId: number, accountId: number): Promise<void> {
  assertAccountOwner(auth, accountId);
  const current = await membership(db, accountId, userId);
  if (!current) throw notFound();
  if (current.isOwner === 1) throw ownerProtected();
  await db.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

export async function changeShareRole(db: Database, auth: AuthContext, shareId: number, roleId: number): Promise<void> {
  const share = await findShare(db, shareId);
  if (!share) throw notFound();
  assertAccountOwner(auth, share.accountId);
  await assertRoleOfAccount(db, roleId, share.accountId);
  await db.update(accountShares).set({ roleId }).where(eq(accountShares.id, shareId));
}

export async function unshare(db: Database, auth: AuthContext, shareId: number): Promise<void> {
  const share = await findShare(db, shareId);
  if (!share) throw notFound();
  assertAccountOwner(auth, share.accountId);
  await db.delete(accountShares).where(eq(accountShares.id, shareId));
}
