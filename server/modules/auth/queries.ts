import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, accounts, users } from '../../db/schema';

export async function findLoginUser(db: Database, login: string): Promise<{ id: number; passwordHash: string | null } | null> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function usernameOrEmailTaken(db: Database, username: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return Boolean(row);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  fullName: string;
  avatar?: string | null;
  emailVerifiedAt?: Date | null;
  communityId?: number | null;
}

/** A user and their first account, which they own; one transaction so neither exists without the other. */
export async function insertUserWithAccount(db: Database, input: NewUser): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: input.passwordHash,
        fullName: input.fullName,
        avatar: input.avatar ?? null,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    const [account] = await tx
      .insert(accounts)
      .values({ name: input.fullName, ownerUserId: user.id, communityId: input.communityId ?? null })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not created');
    await tx.insert(accountUsers).values({ accountId: account.id, userId: user.id, isOwner: 1 });
    return user.id;
  });
}

/** PostgreSQL's unique violation, whether the driver or drizzle's wrapper carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
