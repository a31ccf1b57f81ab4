import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShares, accountUsers, accounts, roles } from '../../db/schema';
import type { PermissionResource } from '@domain/catalog';

export interface Membership {
  accountId: number;
  accountName: string;
  /** Owner of the account itself (not through a share): may do everything in it, including managing it. */
  isOwner: boolean;
  /** Reached through an account shared with one of the user's accounts. */
  shared: boolean;
  resources: readonly string[];
}

async function directMemberships(db: Database, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ accountId: accountUsers.accountId, accountName: accounts.name, isOwner: accountUsers.isOwner, resources: roles.resources })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(accountUsers.createdAt, accountUsers.accountId);
  return rows.map((row) => ({ ...row, isOwner: row.isOwner === 1, shared: false, resources: row.resources ?? [] }));
}

/** Accounts shared with any of the user's accounts, each with the role the share grants (merged per account). */
async function sharedMemberships(db: Database, ownAccountIds: number[]): Promise<Membership[]> {
  if (ownAccountIds.length === 0) return [];
  const rows = await db
    .select({ accountId: accountShares.accountId, accountName: accounts.name, resources: roles.resources })
    .from(accountShares)
    .innerJoin(accounts, eq(accounts.id, accountShares.accountId))
    .innerJoin(roles, and(eq(roles.id, accountShares.roleId), eq(roles.accountId, accountShares.accountId)))
    .where(inArray(accountShares.sharedWithAccountId, ownAccountIds))
    .orderBy(accountShares.createdAt, accountShares.id);
  const merged = new Map<number, Membership>();
  for (const row of rows) {
    const existing = merged.get(row.accountId);
    const resources = new Set([...(existing?.resources ?? []), ...row.resources]);
    merged.set(row.accountId, { accountId: row.accountId, accountName: row.accountName, isOwner: false, shared: true, resources: [...resources] });
  }
  return [...merged.values()];
}

/**
 * The accounts a user may act as: their own memberships in the order they joined (the first is the default),
 * then accounts shared with them. A direct membership wins over a share of the same account.
 */
export async function userMemberships(db: Database, userId: number): Promise<Membership[]> {
  const direct = await directMemberships(db, userId);
  const directIds = new Set(direct.map((m) => m.accountId));
  const shared = await sharedMemberships(db, [...directIds]);
  return [...direct, ...shared.filter((m) => !directIds.has(m.accountId))];
}

/** The owner of an account may do everything; anyone else only what their role template lists. */
export function allows(membership: Membership, resource: PermissionResource): boolean {
  return membership.isOwner || membership.resources.includes(resource);
}
