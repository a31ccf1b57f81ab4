import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { Favorite, FavoriteKind } from '@domain/contract';
import type { Db } from '../draws/queries';
import { clubs, follows, persons, rankings, valids } from '../../db/schema';

type FollowRow = typeof follows.$inferSelect;

const personModality = { player: MODALITY_IDS.single, team: MODALITY_IDS.team } as const;
const personName = sql<string>`trim(${persons.firstName} || ' ' || ${persons.lastName})`;

/** The named rows of one kind among `ids`: its name and sport. `lock` holds them until the transaction ends. */
export async function targetsOf(db: Db, kind: FavoriteKind, ids: number[], lock = false): Promise<Map<number, { name: string; sportId: number | null }>> {
  if (ids.length === 0) return new Map();
  const read = () => {
    switch (kind) {
      case 'tournament':
        return db.select({ id: valids.id, name: valids.name, sportId: valids.sportId }).from(valids).where(inArray(valids.id, ids));
      case 'club':
        return db.select({ id: clubs.id, name: clubs.name, sportId: clubs.sportId }).from(clubs).where(inArray(clubs.id, ids));
      case 'ranking':
        return db.select({ id: rankings.id, name: rankings.name, sportId: rankings.sportId }).from(rankings).where(inArray(rankings.id, ids));
      case 'player':
      case 'team':
        return db
          .select({ id: persons.id, name: personName, sportId: persons.sportId })
          .from(persons)
          .where(and(inArray(persons.id, ids), eq(persons.modalityId, personModality[kind])));
    }
  };
  const query = read();
  const rows = await (lock ? query.for('share') : query);
  return new Map(rows.map((row) => [row.id, { name: row.name, sportId: row.sportId }]));
}

export async function followsOfUser(db: Db, userId: number): Promise<FollowRow[]> {
  return db.select().from(follows).where(eq(follows.userId, userId)).orderBy(asc(follows.createdAt), asc(follows.id));
}

export async function findFollow(db: Db, userId: number, kind: FavoriteKind, targetId: number): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(follows).where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.targetId, targetId)));
  return row;
}

/** Follows with their targets' names, one query per kind followed; targets deleted since are left out. */
export async function namedFollows(db: Db, rows: FollowRow[]): Promise<Favorite[]> {
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const named = new Map(await Promise.all(kinds.map(async (kind) => [kind, await targetsOf(db, kind, rows.filter((row) => row.kind === kind).map((row) => row.targetId))] as const)));
  return rows.flatMap((row) => {
    const target = named.get(row.kind)?.get(row.targetId);
    return target ? [{ kind: row.kind, targetId: row.targetId, name: target.name, sportId: target.sportId, createdAt: row.createdAt.toISOString() }] : [];
  });
}
