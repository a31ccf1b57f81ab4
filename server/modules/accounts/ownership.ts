import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';

/** Managing an account (its users, shares and templates) is for its direct owners, never through a share. */
export function assertAccountOwner(auth: AuthContext, accountId: number): void {
  const ok = auth.memberships.some((m) => m.accountId === accountId && m.isOwner && !m.shared);
  if (!ok) throw forbidden();
}

export function assertAccountMember(auth: AuthContext, accountId: number): void {
  if (!auth.memberships.some((m) => m.accountId === accountId)) throw forbidden();
}

/** A role template of this very account (a template of another account is never accepted). */
export async function assertRoleOfAccount(db: Database, roleId: number, accountId: number): Promise<void> {
  const [role] = await db.select({ accountId: roles.accountId }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role || role.accountId !== accountId) throw notFound();
}
