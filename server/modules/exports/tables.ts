import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { communities, inscribed, persons, rankingModalities, rankings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { GENRES, INSCRIPTION_ORIGINS, type Locale } from '@domain/catalog';
import { roundName } from '@domain/engine';
import { scoreText } from '../calendar/entries';
import { groupDetail } from '../draws/groups';
import { validPositions } from '../draws/positions';
import { groupsOfPhase, matchRows, phaseContext } from '../draws/queries';
import { pageInscribed } from '../inscribed/queries';
import { phaseRowsOfValid } from '../phases/queries';
import { categoriesOf } from '../rankings/records';
import { freshStandings, modalityTable } from '../rankings/table';
import { validById } from '../valids/service';
import type { Cell, ExportTable } from './files';
import { formatDay, label } from './labels';

const MAX_ROWS = 5000;
const genreLabel = (genreId: number | null, locale: Locale) => GENRES.find((genre) => genre.id === genreId)?.label[locale] ?? null;
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A tournament's active entries. Birth dates are a private column: only the tournament's owner gets it, filled
 * for the people its account keeps (privacy by projection, as for one person).
 */
export async function entriesTable(db: Database, request: FastifyRequest, validId: number, locale: Locale): Promise<ExportTable> {
  const valid = await validById(db, validId);
  const page = await pageInscribed(db, { validId }, { page: 0, size: MAX_ROWS, removed: false, q: '', origin: undefined });
  const viewer = request.auth?.accountId ?? null;
  const privateColumn = viewer !== null && viewer === valid.createdByAccountId;
  const births = new Map<number, string | null>();
  if (privateColumn && page.items.length > 0) {
    const rows = await db
      .select({ id: persons.id, birthDate: persons.birthDate })
      .from(persons)
      .where(and(inArray(persons.id, page.items.map((item) => item.personId)), eq(persons.createdByAccountId, viewer)));
    for (const row of rows) births.set(row.id, row.birthDate);
  }
  const headers = [label('seed', locale), label('personId', locale), label('firstName', locale), label('lastName', locale), label('club', locale), label('gender', locale)];
  if (privateColumn) headers.push(label('birthDate', locale));
  headers.push(label('origin', locale));
  const rows = page.items.map((item) => {
    const row: Cell[] = [item.seed, item.personId, item.person.firstName, item.person.lastName, item.clubName, genreLabel(item.person.genreId, locale)];
    if (privateColumn) row.push(formatDay(births.get(item.personId) ?? null, locale));
    row.push(INSCRIPTION_ORIGINS.find((origin) => origin.code === item.origin)?.label[locale] ?? item.origin);
    return row;
  });
  return { recordName: valid.name, title: label('entries', locale), headers, rows };
}

/** Names of a tournament's entries by entry id. */
async function entryNames(db: Database, validId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: inscribed.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(inscribed)
    .innerJoin(persons, eq(persons.id, inscribed.personId))
    .where(and(eq(inscribed.validId, validId), ne(inscribed.origin, 'removed')));
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

/** Every match of a tournament, phase by phase, with its score as the calendar writes it. */
export async function resultsTable(db: Database, validId: number, locale: Locale): Promise<ExportTable> {
  const valid = await validById(db, validId);
  const [community] = await db.select({ timeZone: communities.timeZone }).from(communities).where(eq(communities.id, valid.communityId));
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: community?.timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  const names = await entryNames(db, validId);
  const rows: Cell[][] = [];
  for (const phase of await phaseRowsOfValid(db, validId)) {
    const context = await phaseContext(db, phase.id);
    if (!context) continue;
    const groups = new Map((await groupsOfPhase(db, phase.id)).map((group) => [group.id, group.name]));
    const matches = await matchRows(db, { phaseId: phase.id });
    const firstRound = Math.min(...matches.filter((match) => match.groupId === null).map((match) => match.round));
    const firstSize = matches.filter((match) => match.groupId === null && match.round === firstRound && !match.thirdPlace).length * 2;
    for (const match of matches) {
      const stage =
        match.groupId !== null
          ? (groups.get(match.groupId) ?? null)
          : match.thirdPlace
            ? label('thirdPlace', locale)
            : roundName(Math.max(2, firstSize / 2 ** (match.round - firstRound)), locale);
      const side = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
      rows.push([
        phase.name,
        stage,
        match.scheduledAt ? formatDay(dayOf.format(match.scheduledAt), locale) : null,
        side(match.homeId),
        side(match.awayId),
        scoreText(match.result, context.sportId, context.configuration),
        side(match.winnerId),
      ]);
    }
  }
  const headers = [label('phase', locale), label('stage', locale), label('date', locale), label('home', locale), label('away', locale), label('score', locale), label('winner', locale)];
  return { recordName: valid.name, title: label('results', locale), headers, rows };
}

/** A phase's group tables as the engine ranked them (the same standings the group pages show). */
export async function standingsTable(db: Database, phaseId: number, locale: Locale): Promise<ExportTable> {
  const context = await phaseContext(db, phaseId);
  if (!context) throw notFound();
  const phase = (await phaseRowsOfValid(db, context.validId)).find((row) => row.id === phaseId);
  const valid = await validById(db, context.validId);
  const rows: Cell[][] = [];
  for (const summary of await groupsOfPhase(db, phaseId)) {
    const group = await groupDetail(db, summary.id);
    const entries = new Map(group.entries.map((entry) => [entry.inscribedId, entry]));
    for (const standing of group.standings.rows) {
      const entry = entries.get(Number(standing.entryId));
      const s = standing.stats;
      rows.push([group.name, standing.position, entry ? fullName(entry) : null, entry?.clubName ?? null, s.played, s.won, s.drawn, s.lost, s.matchPoints, s.periodsWon, s.periodsLost, s.scoreFor, s.scoreAgainst]);
    }
  }
  const headers = (['group', 'position', 'name', 'club', 'played', 'won', 'drawn', 'lost', 'points', 'periodsFor', 'periodsAgainst', 'scoreFor', 'scoreAgainst'] as const).map((key) => label(key, locale));
  return { recordName: `${valid.name} ${phase?.name ?? ''}`.trim(), title: label('standings', locale), headers, rows };
}

/** A tournament's final positions (a band such as 5-8 for those out in the same round). */
export async function positionsTable(db: Database, validId: number, locale: Locale): Promise<ExportTable> {
  const valid = await validById(db, validId);
  const rows: Cell[][] = (await validPositions(db, valid.id)).map((entry) => [
    entry.position === entry.positionTo ? String(entry.position) : `${entry.position}-${entry.positionTo}`,
    fullName(entry),
    entry.clubName,
  ]);
  return { recordName: valid.name, title: label('positions', locale), headers: [label('position', locale), label('name', locale), label('club', locale)], rows };
}

/** A whole ranking table, position by position, as its page shows it. */
export async function rankingTable(db: Database, modalityId: number, locale: Locale): Promise<ExportTable> {
  const [modality] = await db
    .select({ id: rankingModalities.id, rankingId: rankingModalities.rankingId, standingsOn: rankingModalities.standingsOn, standingsCount: rankingModalities.standingsCount, cutPoint: rankings.cutPoint, ranking: rankings })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(eq(rankingModalities.id, modalityId));
  if (!modality) throw notFound();
  const standingsCount = await freshStandings(db, modality, modality.cutPoint);
  const table = await modalityTable(db, { ...modality, standingsCount }, { page: 0, size: MAX_ROWS, q: '' });
  if (!table) throw notFound();
  const category = (await categoriesOf(db, modality.ranking, locale)).find((item) => item.id === modalityId)?.label ?? '';
  const rows: Cell[][] = table.items.map((row) => [row.position, row.name, row.club, row.points, row.tournaments]);
  const headers = (['position', 'name', 'club', 'points', 'tournaments'] as const).map((key) => label(key, locale));
  return { recordName: `${modality.ranking.name} ${category}`.trim(), title: label('ranking', locale), headers, rows };
}
