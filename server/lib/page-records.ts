import { and, eq } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RouteMatch } from '@domain/routes';
import { printSheetFromSlug } from '@domain/routes/print-sheets';
import type { Database } from '../db/client';
import { clubs, communities, multiTournaments, organizers, persons, phases, valids } from '../db/schema';

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
};

/**
 * Whether every record a screen's address names exists (a club, a player, a tournament and its phase…), so the
 * server answers a missing one with 404, as it does for an unknown address.
 */
export async function pageRecordsExist(db: Database, match: RouteMatch): Promise<boolean> {
  for (const [name, value] of Object.entries(match.params)) {
    if (name === 'sheet') {
      // A printable sheet's word names one of its level's sheets.
      if (!printSheetFromSlug(match.id === 'phase-print' ? 'phase' : 'tournament', value)) return false;
      continue;
    }
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
