import { eq, sql } from 'drizzle-orm';
import { MODALITIES, SPORTS, type Locale } from '@domain/catalog';
import type { LookAndFeel } from '@domain/contract';
import { sectionLabel, type CardKind } from '@domain/routes';
import type { Database } from '../../db/client';
import { communities, persons, phases, rankings, valids } from '../../db/schema';
import { CARD_VERSIONS, versionNumber } from '../../lib/page-records';

/** What a share card shows: a word for the kind, the record's name, a line under it, and whose space it is. */
export interface CardData {
  kind: CardKind;
  label: string;
  title: string;
  subtitle: string;
  version: number;
  community: { name: string; look: LookAndFeel };
}

const KIND_WORDS: Record<CardKind, { es: string; en: string }> = {
  tournament: { es: 'Torneo', en: 'Tournament' },
  phase: { es: 'Fase', en: 'Phase' },
  ranking: { es: 'Ranking', en: 'Ranking' },
  person: { es: 'Jugador', en: 'Player' },
};

const sportLabel = (sportId: number | null, locale: Locale) => SPORTS.find((sport) => sport.id === sportId)?.label[locale] ?? '';

/** "12/04/2026 – 14/04/2026": dates as day/month/year, the way both languages' pages write them on the card. */
function dateRange(start: string | null, end: string | null): string {
  const day = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');
  return start && end && start !== end ? `${day(start)} – ${day(end)}` : day(start ?? end);
}

const community = { name: communities.name, look: communities.lookAndFeel };

/** One query for the card's record with its space; null when the record does not exist. */
export async function cardData(db: Database, kind: CardKind, id: number, locale: Locale): Promise<CardData | null> {
  const version = sql<string | null>`${CARD_VERSIONS[kind](id)}::text`;
  const word = KIND_WORDS[kind][locale];
  if (kind === 'tournament') {
    const [row] = await db
      .select({ name: valids.name, sportId: valids.sportId, start: valids.startDate, end: valids.endDate, version, community })
      .from(valids)
      .innerJoin(communities, eq(communities.id, valids.communityId))
      .where(eq(valids.id, id));
    if (!row) return null;
    const subtitle = [sportLabel(row.sportId, locale), dateRange(row.start, row.end)].filter(Boolean).join(' · ');
    return { kind, label: word, title: row.name, subtitle, version: versionNumber(row.version ?? ''), community: row.community };
  }
  if (kind === 'phase') {
    const [row] = await db
      .select({ name: phases.name, tournament: valids.name, format: phases.formatId, version, community })
      .from(phases)
      .innerJoin(valids, eq(valids.id, phases.validId))
      .innerJoin(communities, eq(communities.id, valids.communityId))
      .where(eq(phases.id, id));
    if (!row) return null;
    // The tournament is what people know; the phase is the line under it. Format 1 is a round robin in groups.
    const label = row.format === 1 ? sectionLabel('groups', locale) : sectionLabel('brackets', locale);
    return { kind, label, title: row.tournament, subtitle: row.name, version: versionNumber(row.version ?? ''), community: row.community };
  }
  if (kind === 'ranking') {
    const [row] = await db.select({ name: rankings.name, sportId: rankings.sportId, version, community }).from(rankings).innerJoin(communities, eq(communities.id, rankings.communityId)).where(eq(rankings.id, id));
    if (!row) return null;
    return { kind, label: word, title: row.name, subtitle: sportLabel(row.sportId, locale), version: versionNumber(row.version ?? ''), community: row.community };
  }
  const [row] = await db
    .select({ first: persons.firstName, last: persons.lastName, modalityId: persons.modalityId, sportId: persons.sportId, version, community })
    .from(persons)
    .innerJoin(communities, eq(communities.id, persons.communityId))
    .where(eq(persons.id, id));
  if (!row) return null;
  const label = MODALITIES.find((modality) => modality.id === row.modalityId)?.labels[locale].singular ?? word;
  return { kind, label, title: `${row.first} ${row.last}`.trim(), subtitle: sportLabel(row.sportId, locale), version: versionNumber(row.version ?? ''), community: row.community };
}
