import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, roles } from '../../db/schema';
import type { PermissionResource } from '@domain/catalog';

export interface Membership {
  accountId: number;
  isOwner: boolean;
  resources: readonly string[];
}

/** The accounts a user may act as, in the order they joined (the first is the default). */
export async function userMemberships(db: Database, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ accountId: accountUsers.accountId, isOwner: accountUsers.isOwner, resources: roles.resources })
    .from(accountUsers)
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(accountUsers.createdAt, accountUsers.accountId);
  return rows.map((row) => ({ accountId: row.accountId, isOwner: row.isOwner === 1, resources: row.resources ?? [] }));
}

/** The owner of an account may do everything; anyone else only what their role template lists. */
export function allows(membership: Membership, resource: PermissionResource): boolean {
  return membership.isOwner || membership.resources.includes(resource);
}
