import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountMember, AccountShare } from '@domain/contract';
import type { Database } from '../../db/client';
import { accountShares, accountUsers, accounts, roles, users } from '../../db/schema';

export async function accountVersions(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: accounts.id, version: accounts.version }).from(accounts).where(inArray(accounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.version]));
}

export async function members(db: Database, accountId: number): Promise<AccountMember[]> {
  return db
    .select({
      userId: users.id,
      user: users.username,
      fullName: users.fullName,
      avatar: users.avatar,
      isOwner: sql<boolean>`${accountUsers.isOwner} = 1`,
      roleId: accountUsers.roleId,
      roleName: roles.name,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(accountUsers.createdAt, users.id);
}

export async function membership(db: Database, accountId: number, userId: number) {
  const [row] = await db
    .select({ isOwner: accountUsers.isOwner })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findUserIdByLogin(db: Database, login: string): Promise<number | null> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
    .limit(1);
  return row?.id ?? null;
}

const grantee = alias(accounts, 'grantee');

export async function shares(db: Database, accountId: number): Promise<AccountShare[]> {
  return db
    .select({
      id: accountShares.id,
      accountId: accountShares.accountId,
      sharedWithAccountId: accountShares.sharedWithAccountId,
      sharedWithName: grantee.name,
      roleId: accountShares.roleId,
      roleName: roles.name,
    })
    .from(accountShares)
    .innerJoin(grantee, eq(grantee.id, accountShares.sharedWithAccountId))
    .innerJoin(roles, eq(roles.id, accountShares.roleId))
    .where(eq(accountShares.accountId, accountId))
    .orderBy(accountShares.createdAt, accountShares.id);
}

export async function findShare(db: Database, shareId: number) {
  const [row] = await db.select().from(accountShares).where(eq(accountShares.id, shareId)).limit(1);
  return row ?? null;
}
