import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { numberOf, rowsOf, textOf, textsOf, timeOf } from '../../db/rows';
import { accountShares, accountUsers, accounts, roles } from '../../db/schema';
import { hashToken, isTokenShape, touchSession } from './session-store';
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

async function directMemberships(db: Database, userId: number) {
  const rows = await db
    .select({ accountId: accountUsers.accountId, accountName: accounts.name, isOwner: accountUsers.isOwner, resources: roles.resources, since: accountUsers.createdAt })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(accountUsers.userId, userId));
  return rows.map((row) => ({ ...row, isOwner: row.isOwner === 1, shared: false, resources: row.resources ?? [] }));
}

/** Shares of other accounts with any of the user's accounts, each with the role the share grants. */
async function sharedMemberships(db: Database, ownAccountIds: number[]) {
  if (ownAccountIds.length === 0) return [];
  const rows = await db
    .select({ shareId: accountShares.id, accountId: accountShares.accountId, accountName: accounts.name, resources: roles.resources, since: accountShares.createdAt })
    .from(accountShares)
    .innerJoin(accounts, eq(accounts.id, accountShares.accountId))
    .innerJoin(roles, and(eq(roles.id, accountShares.roleId), eq(roles.accountId, accountShares.accountId)))
    .where(inArray(accountShares.sharedWithAccountId, ownAccountIds));
  return rows.map((row) => ({ ...row, isOwner: false, shared: true }));
}

/**
 * The accounts a user may act as: their own memberships in the order they joined (the first is the default),
 * then accounts shared with them. A direct membership wins over a share of the same account.
 */
export async function userMemberships(db: Database, userId: number): Promise<Membership[]> {
  const direct = await directMemberships(db, userId);
  return ordered(direct, await sharedMemberships(db, direct.map((m) => m.accountId)));
}

/** Puts a user's memberships in order: their own in the order they joined, then shares (merged per account). */
function ordered(direct: readonly (Membership & { since: Date })[], shares: readonly (Membership & { since: Date; shareId: number })[]): Membership[] {
  const own = [...direct].sort((a, b) => a.since.getTime() - b.since.getTime() || a.accountId - b.accountId);
  const ownIds = new Set(own.map((m) => m.accountId));
  const merged = new Map<number, Membership>();
  for (const share of [...shares].sort((a, b) => a.since.getTime() - b.since.getTime() || a.shareId - b.shareId)) {
    if (ownIds.has(share.accountId)) continue;
    const existing = merged.get(share.accountId);
    merged.set(share.accountId, { ...share, resources: [...new Set([...(existing?.resources ?? []), ...share.resources])] });
  }
  const plain = ({ accountId, accountName, isOwner, shared, resources }: Membership): Membership => ({ accountId, accountName, isOwner, shared, resources });
  return [...own, ...merged.values()].map(plain);
}

/**
 * The open session of a token with its user's memberships (as `userMemberships` gives them), read in one
 * statement: every signed-in request asks for both, and each round trip to the database costs on its own. The
 * statement is the database function `session_memberships` (migration 0017), whose plan the database keeps: making
 * the plan of its seven joins again on every request took longer than running it.
 */
export async function sessionMemberships(
  db: Database,
  token: string,
  idleMinutes: number,
): Promise<{ session: { id: number; userId: number; expiresAt: Date }; memberships: Membership[] } | null> {
  if (!isTokenShape(token)) return null;
  const now = Date.now();
  const found = await rowsOf(
    db,
    sql`select * from session_memberships(${hashToken(token)}, ${new Date(now).toISOString()}::timestamptz, ${new Date(now - idleMinutes * 60_000).toISOString()}::timestamptz)`,
  );
  const rows = found.map((row) => ({
    id: numberOf(row.id),
    userId: numberOf(row.user_id),
    expiresAt: timeOf(row.expires_at),
    lastSeenAt: timeOf(row.last_seen_at),
    accountId: numberOf(row.account_id),
    accountName: textOf(row.account_name),
    isOwner: numberOf(row.is_owner),
    resources: textsOf(row.resources),
    since: timeOf(row.since),
    shareId: numberOf(row.share_id),
    sharedAccountId: numberOf(row.shared_account_id),
    sharedAccountName: textOf(row.shared_account_name),
    sharedResources: textsOf(row.shared_resources),
    sharedSince: timeOf(row.shared_since),
  }));
  const [head] = rows;
  if (!head || head.id === null || head.userId === null || head.expiresAt === null || head.lastSeenAt === null) return null;
  const first = { id: head.id, userId: head.userId, expiresAt: head.expiresAt, lastSeenAt: head.lastSeenAt };
  await touchSession(db, first, now);
  const direct = new Map<number, Membership & { since: Date }>();
  const shares = new Map<number, Membership & { since: Date; shareId: number }>();
  for (const row of rows) {
    if (row.accountId !== null && row.accountName !== null && row.isOwner !== null && row.since !== null) {
      direct.set(row.accountId, { accountId: row.accountId, accountName: row.accountName, isOwner: row.isOwner === 1, shared: false, resources: row.resources ?? [], since: row.since });
    }
    // A share counts only with a role of the shared account (as in `sharedMemberships`).
    if (row.shareId !== null && row.sharedAccountId !== null && row.sharedAccountName !== null && row.sharedResources !== null && row.sharedSince !== null) {
      shares.set(row.shareId, { accountId: row.sharedAccountId, accountName: row.sharedAccountName, isOwner: false, shared: true, resources: row.sharedResources, since: row.sharedSince, shareId: row.shareId });
    }
  }
  return { session: { id: first.id, userId: first.userId, expiresAt: first.expiresAt }, memberships: ordered([...direct.values()], [...shares.values()]) };
}

/** The owner of an account may do everything; anyone else only what their role template lists. */
export function allows(membership: Membership, resource: PermissionResource): boolean {
  return membership.isOwner || membership.resources.includes(resource);
}
