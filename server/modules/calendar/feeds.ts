import { eq } from 'drizzle-orm';
import type { Locale } from '@domain/catalog';
import type { Database } from '../../db/client';
import { communities, multiTournaments, persons, phases, places, valids } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { endOf } from './entries';
import { FEED_TEXTS, type FeedKind } from './feed-texts';
import { icsCalendar, UID_DOMAIN, type IcsEvent } from './ics';
import { calendarRows, entriesOfPerson, entryPeople, type CalendarFilter, type CalendarRow } from './queries';

async function named(query: Promise<Array<{ name: string }>>): Promise<string> {
  const [row] = await query;
  if (!row) throw notFound();
  return row.name;
}

/** How far back a community's feed reaches: its calendar, not its whole history. */
export const COMMUNITY_FEED_DAYS_BACK = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's name and the matches it holds; 404 when its record is missing. */
async function feedSource(db: Database, kind: FeedKind, id: number): Promise<{ name: string; filter: CalendarFilter }> {
  switch (kind) {
    case 'valids':
      return { name: await named(db.select({ name: valids.name }).from(valids).where(eq(valids.id, id)).limit(1)), filter: { validIds: [id] } };
    case 'tournaments':
      return { name: await named(db.select({ name: multiTournaments.name }).from(multiTournaments).where(eq(multiTournaments.id, id)).limit(1)), filter: { tournamentId: id } };
    case 'phases': {
      const name = await named(db.select({ name: valids.name }).from(phases).innerJoin(valids, eq(valids.id, phases.validId)).where(eq(phases.id, id)).limit(1));
      const phase = await named(db.select({ name: phases.name }).from(phases).where(eq(phases.id, id)).limit(1));
      return { name: `${name} · ${phase}`, filter: { phaseId: id } };
    }
    case 'persons': {
      const [person] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.id, id)).limit(1);
      if (!person) throw notFound();
      return { name: `${person.firstName} ${person.lastName}`.trim(), filter: { entryIds: await entriesOfPerson(db, id) } };
    }
    case 'places':
      return { name: await named(db.select({ name: places.name }).from(places).where(eq(places.id, id)).limit(1)), filter: { placeId: id } };
    case 'communities':
      return {
        name: await named(db.select({ name: communities.name }).from(communities).where(eq(communities.id, id)).limit(1)),
        filter: { communityId: id, from: Date.now() - COMMUNITY_FEED_DAYS_BACK * DAY_MS },
      };
  }
}

function eventOf(row: CalendarRow, names: Map<number, { name: string }>, locale: Locale): IcsEvent | null {
  const end = endOf(row);
  if (!row.scheduledAt || end === null) return null;
  const texts = FEED_TEXTS[locale];
  const side = (id: number | null) => (id === null ? texts.toBeDecided : (names.get(id)?.name ?? texts.toBeDecided));
  const location = [row.placeName, row.court].filter((part): part is string => part !== null && part !== '').join(' · ');
  return {
    uid: `match-${row.id}@${UID_DOMAIN}`,
    sequence: row.version,
    stamp: row.updatedAt,
    start: row.scheduledAt,
    end: new Date(end),
    summary: `${side(row.homeId)} – ${side(row.awayId)} · ${row.validName}`,
    location: location || null,
    description: `${row.phaseName}\n${texts.round(row.round)}`,
  };
}

/** The iCalendar text of a tournament's, multi-tournament's, phase's, person's, place's or community's scheduled matches. */
export async function feedText(db: Database, kind: FeedKind, id: number, locale: Locale): Promise<string> {
  const { name, filter } = await feedSource(db, kind, id);
  const rows = await calendarRows(db, { ...filter, scheduled: 'only' });
  const names = await entryPeople(db, rows.flatMap((row) => [row.homeId, row.awayId]).filter((entry): entry is number => entry !== null));
  return icsCalendar({ name, events: rows.flatMap((row) => eventOf(row, names, locale) ?? []) });
}
