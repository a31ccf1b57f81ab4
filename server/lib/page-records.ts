import { and, eq } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RouteMatch } from '@domain/routes';
import { isEmbedScreen } from '@domain/routes/embed';
import type { Database } from '../db/client';
import { clubs, communities, multiTournaments, organizers, persons, phases, places, rankingModalities, valids } from '../db/schema';

// The largest id a PostgreSQL integer column holds: a longer number names no record.
const MAX_ID = 2_147_483_647;

const asId = (value: string): number | null => (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID ? Number(value) : null);

/** The kind of person each group of person screens shows, by the first word of the screen's id. */
const PERSON_SCREENS: Record<string, number> = {
  players: MODALITY_IDS.single,
  teams: MODALITY_IDS.team,
  doubles: MODALITY_IDS.double,
  coaches: MODALITY_IDS.coach,
  referees: MODALITY_IDS.referee,
};

/** The record each address parameter names, by the column that identifies it. */
const RECORD_COLUMNS: Record<string, { column: PgColumn; numeric: boolean }> = {
  clubId: { column: clubs.id, numeric: true },
  communityId: { column: communities.id, numeric: true },
  organizerSlug: { column: organizers.slug, numeric: false },
  tournamentId: { column: multiTournaments.id, numeric: true },
  validId: { column: valids.id, numeric: true },
  phaseId: { column: phases.id, numeric: true },
  placeId: { column: places.id, numeric: true },
};

/**
 * Whether every record a screen's address names exists (a club, a player, a tournament and its phase…), so the
 * server answers a missing one with 404, as it does for an unknown address.
 */
export async function pageRecordsExist(db: Database, match: RouteMatch): Promise<boolean> {
  if (isEmbedScreen(match.id)) return embedRecordsExist(db, match);
  for (const [name, value] of Object.entries(match.params)) {
    if (name === 'personId' || name === 'affiliateId') {
      // A person's screens are by kind: /entrenadores/{id} of a player names no coach.
      const modalityId = name === 'affiliateId' ? MODALITY_IDS.affiliate : PERSON_SCREENS[match.id.split('-')[0] ?? ''];
      const id = asId(value);
      if (id === null) return false;
      const [row] = await db
        .select({ found: persons.id })
        .from(persons)
        .where(modalityId ? and(eq(persons.id, id), eq(persons.modalityId, modalityId)) : eq(persons.id, id))
        .limit(1);
      if (!row) return false;
      continue;
    }
    const record = RECORD_COLUMNS[name];
    if (!record) continue;
    const key = record.numeric ? asId(value) : value;
    if (key === null) return false;
    const [row] = await db.select({ found: record.column }).from(record.column.table).where(eq(record.column, key)).limit(1);
    if (!row) return false;
  }
  return true;
}

/**
 * An embed names records that belong together: a phase of its tournament, a table of its ranking. Framed on
 * another website, a wrong pair answers 404 rather than showing something else.
 */
async function embedRecordsExist(db: Database, match: RouteMatch): Promise<boolean> {
  const { validId, phaseId, rankingId, rankingModalityId } = match.params;
  if (rankingId !== undefined || rankingModalityId !== undefined) {
    const ranking = asId(rankingId ?? '');
    const table = asId(rankingModalityId ?? '');
    if (ranking === null || table === null) return false;
    const [row] = await db.select({ found: rankingModalities.id }).from(rankingModalities).where(and(eq(rankingModalities.id, table), eq(rankingModalities.rankingId, ranking))).limit(1);
    return row !== undefined;
  }
  const valid = asId(validId ?? '');
  if (valid === null) return false;
  if (phaseId === undefined) {
    const [row] = await db.select({ found: valids.id }).from(valids).where(eq(valids.id, valid)).limit(1);
    return row !== undefined;
  }
  const phase = asId(phaseId);
  if (phase === null) return false;
  const [row] = await db.select({ found: phases.id }).from(phases).where(and(eq(phases.id, phase), eq(phases.validId, valid))).limit(1);
  return row !== undefined;
}
