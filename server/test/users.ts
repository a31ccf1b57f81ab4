import type { PermissionResource } from '@domain/catalog';
import type { Database } from '../db/client';
import { accountUsers, accounts, roles, users } from '../db/schema';
import { createSession } from '../modules/identity/session-store';
import { fixtureAccountMade } from './fixture-membership';

export interface TestUser {
  userId: number;
  accountId: number;
  token: string;
  /** Headers of an authenticated call acting as this user's account. */
  headers: Record<string, string>;
}

let counter = 0;

/**
 * A user with one account and an open session, straight in the database. With `resources` the user is a
 * member whose role template lists them; without, the user owns the account (and may do everything in it). The
 * account is a member of the communities `makeCommunity` makes, unless `outsider` (see fixture-membership.ts).
 */
export async function createTestUser(db: Database, options: { resources?: PermissionResource[]; name?: string; outsider?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const name = options.name ?? `user${counter}${Date.now().toString(36)}`;
  const [user] = await db.insert(users).values({ username: name, email: `${name}@example.org`, fullName: `Test ${name}` }).returning({ id: users.id });
  if (!user) throw new Error('test user not created');
  const [account] = await db.insert(accounts).values({ name: `Account ${name}`, ownerUserId: user.id }).returning({ id: accounts.id });
  if (!account) throw new Error('test account not created');
  let roleId: number | null = null;
  if (options.resources) {
    const [role] = await db.insert(roles).values({ accountId: account.id, name: 'Test role', resources: options.resources }).returning({ id: roles.id });
    roleId = role?.id ?? null;
  }
  await db.insert(accountUsers).values({ accountId: account.id, userId: user.id, roleId, isOwner: options.resources ? 0 : 1 });
  if (!options.outsider) await fixtureAccountMade(db, account.id);
  const { token } = await createSession(db, user.id, 1);
  return { userId: user.id, accountId: account.id, token, headers: { authorization: `Bearer ${token}`, 'x-account-id': String(account.id) } };
}
