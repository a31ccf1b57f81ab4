import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, accounts, communityAccounts, modalities, sequences, sports, users } from '../../db/schema';
import type { cutPointTypes, genres, phaseCategories, tieBreaks } from '../../db/schema';
import { findSport, type SportConfig } from '@domain/catalog';
import type { AdminRef, LookupRef, ModalityRef, SequenceRef, SportRef } from '@domain/contract';

type LookupTable = typeof genres | typeof cutPointTypes | typeof phaseCategories | typeof tieBreaks;

export async function lookupRows(db: Database, table: LookupTable): Promise<LookupRef[]> {
  const rows = await db.select().from(table).orderBy(asc(table.id));
  return rows.map((row) => ({ id: row.id, code: row.code, label: { es: row.labelEs, en: row.labelEn } }));
}

const GAME_SYSTEM_FLAGS: [modalityId: number, flag: keyof SportConfig][] = [
  [1, 'enableSingle'],
  [2, 'enableTeams'],
  [3, 'enableDoubles'],
  [4, 'enableCoaches'],
];

/** Sports with the modalities each enables; only the community's own sport when it is restricted to one. */
export async function sportRows(db: Database, onlySportId: number | null): Promise<SportRef[]> {
  const rows = await db
    .select()
    .from(sports)
    .where(onlySportId === null ? undefined : eq(sports.id, onlySportId))
    .orderBy(asc(sports.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    label: { es: row.labelEs, en: row.labelEn },
    config: row.config,
    sportGameSystems: GAME_SYSTEM_FLAGS.map(([modalityId, flag]) => ({ modalityId, active: row.config[flag] === true })),
    banners: findSport(row.id)?.banners ?? [],
  }));
}

export async function modalityRows(db: Database): Promise<ModalityRef[]> {
  return db.select().from(modalities).orderBy(asc(modalities.id));
}

export async function sequenceRows(db: Database): Promise<SequenceRef[]> {
  const rows = await db.select().from(sequences).orderBy(asc(sequences.id));
  return rows.map((row) => ({ id: row.id, code: row.code, label: { es: row.labelEs, en: row.labelEn }, games: row.games.split(',') }));
}

/**
 * Users who administer the community's accounts: owners of the accounts linked to it (as community accounts
 * or by the account's own community).
 */
/** Owners of the community's accounts, limited to the accounts given (the ones the caller owns). */
export async function adminRows(db: Database, communityId: number, accountIds: number[]): Promise<AdminRef[]> {
  if (accountIds.length === 0) return [];
  const linked = db.select({ id: communityAccounts.accountId }).from(communityAccounts).where(eq(communityAccounts.communityId, communityId));
  return db
    .selectDistinct({
      userId: users.id,
      fullName: users.fullName,
      username: users.username,
      avatar: users.avatar,
      accountId: accounts.id,
      accountName: accounts.name,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.isOwner, 1), inArray(accounts.id, accountIds), or(eq(accounts.communityId, communityId), inArray(accounts.id, linked))))
    .orderBy(asc(users.fullName), asc(accounts.id));
}
