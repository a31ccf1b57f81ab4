import { and, eq } from 'drizzle-orm';
import { PERMISSION_RESOURCES, isPermissionResource, type Locale } from '@domain/catalog';
import { PERMISSION_RESOURCE_LABELS, type PermissionResourceInfo, type RoleInput, type RoleTemplate, type RoleUpdate } from '@domain/contract';
import type { Database } from '../../db/client';
import { accountShares, accountUsers, roles } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { staleNow } from '../../lib/owned-records';
import type { AuthContext } from '../../plugins/auth';
import { assertAccountMember, assertAccountOwner } from '../accounts/ownership';

const columns = { id: roles.id, accountId: roles.accountId, name: roles.name, resources: roles.resources, version: roles.version };
type Row = { id: number; accountId: number; name: string; resources: string[]; version: number };
const toTemplate = (row: Row): RoleTemplate => ({ ...row, resources: row.resources.filter(isPermissionResource) });

export function resources(locale: Locale): PermissionResourceInfo[] {
  return PERMISSION_RESOURCES.map((resource) => ({ resource, label: PERMISSION_RESOURCE_LABELS[resource][locale] }));
}

export async function listRoles(db: Database, auth: AuthContext, accountId: number): Promise<RoleTemplate[]> {
  assertAccountMember(auth, accountId);
  const rows = await db.select(columns).from(roles).where(eq(roles.accountId, accountId)).orderBy(roles.name, roles.id);
  return rows.map(toTemplate);
}

async function ownedRole(db: Database, auth: AuthContext, roleId: number): Promise<Row> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!row) throw notFound();
  assertAccountOwner(auth, row.accountId);
  return row;
}

export async function createRole(db: Database, auth: AuthContext, input: RoleInput): Promise<RoleTemplate> {
  assertAccountOwner(auth, input.accountId);
  const [row] = await db.insert(roles).values(input).returning(columns);
  if (!row) throw new Error('role not created');
  return toTemplate(row);
}

export async function updateRole(db: Database, auth: AuthContext, roleId: number, input: RoleUpdate): Promise<RoleTemplate> {
  await ownedRole(db, auth, roleId);
  const [row] = await db
    .update(roles)
    .set({ name: input.name, resources: input.resources, version: input.version + 1 })
    .where(and(eq(roles.id, roleId), eq(roles.version, input.version)))
    .returning(columns);
  if (!row) throw await staleNow(async () => (await db.select({ version: roles.version }).from(roles).where(eq(roles.id, roleId)).limit(1))[0]);
  return toTemplate(row);
}

/** A template in use by a member or a share stays: deleting it would silently change what people may do. */
export async function deleteRole(db: Database, auth: AuthContext, roleId: number): Promise<void> {
  await ownedRole(db, auth, roleId);
  const [member] = await db.select({ id: accountUsers.userId }).from(accountUsers).where(eq(accountUsers.roleId, roleId)).limit(1);
  const [share] = await db.select({ id: accountShares.id }).from(accountShares).where(eq(accountShares.roleId, roleId)).limit(1);
  if (member || share) throw new ApiError(409, 'ROLE_IN_USE', 'inUse');
  await db.delete(roles).where(eq(roles.id, roleId));
}
