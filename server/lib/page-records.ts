import { and, eq, sql, type SQL } from 'drizzle-orm';
import { GENRES, MODALITIES, MODALITY_IDS, type Locale } from '@domain/catalog';
import { namedScreen, screenOf, type CardKind, type PageCard, type PageNames, type PageRecords, type RouteMatch } from '@domain/routes';
import { isEmbedScreen } from '@domain/routes/embed';
import { printSheetFromSlug } from '@domain/routes/print-sheets';
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/client';
import { clubs, communities, inscribed, matches, multiTournaments, organizers, persons, phases, places, rankingModalities, rankings, sports, valids } from '../db/schema';

// The largest id a PostgreSQL integer column holds: a longer number names no record.
const MAX_ID = 2_147_483_647;

const asId = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID ? Number(value) : null;

/** The kind of person each group of person screens shows, by the first word of the screen's id. */
const PERSON_SCREENS: Record<string, number> = {
  players: MODALITY_IDS.single,
  teams: MODALITY_IDS.team,
  doubles: MODALITY_IDS.double,
  coaches: MODALITY_IDS.coach,
  referees: MODALITY_IDS.referee,
  affiliates: MODALITY_IDS.affiliate,
};

/** Parameters whose record must exist for the page to be found (others only lend their name when there is one). */
const REQUIRED = new Set(['clubId', 'communityId', 'organizerSlug', 'tournamentId', 'validId', 'phaseId', 'personId', 'affiliateId', 'placeId']);

/** The screen's share card: the record it is about, when it is one with an image. */
function cardOf(match: RouteMatch): { kind: CardKind; param: string } | null {
  const screen = screenOf(match.id);
  if (screen === 'tournament-detail' || screen === 'tournament-inscriptions' || screen === 'tournament-calendar') return { kind: 'tournament', param: 'validId' };
  if (screen.startsWith('phase-')) return { kind: 'phase', param: 'phaseId' };
  if (screen === 'ranking' || screen === 'ranking-modality' || screen === 'ranking-tournaments') return { kind: 'ranking', param: 'rankingId' };
  if (screen === 'players-detail' || screen === 'teams-detail' || screen === 'doubles-detail') return { kind: 'person', param: 'personId' };
  return null;
}

const personName = (table: typeof persons) => sql`trim(${table.firstName} || ' ' || ${table.lastName})`;

const home = sql.raw('home_person');
const away = sql.raw('away_person');

/** One scalar subquery per named record, each an indexed lookup by primary key (or the organizer's unique slug). */
function lookups(match: RouteMatch, modalityId: number | undefined): Record<string, SQL> {
  const { params } = match;
  const out: Record<string, SQL> = {};
  const id = (name: string) => asId(params[name]);
  const valid = id('validId');
  if (valid !== null) out.tournament = sql`(select ${valids.name} from ${valids} where ${valids.id} = ${valid})`;
  const multi = id('tournamentId');
  if (multi !== null) out.multi = sql`(select ${multiTournaments.name} from ${multiTournaments} where ${multiTournaments.id} = ${multi})`;
  // A tournament of an event is named with it ("Campeonato Nacional 2026 · Individual Masculino").
  else if (valid !== null) out.multi = sql`(select ${multiTournaments.name} from ${valids} join ${multiTournaments} on ${multiTournaments.id} = ${valids.tournamentId} where ${valids.id} = ${valid})`;
  const phase = id('phaseId');
  if (phase !== null) out.phase = sql`(select ${phases.name} from ${phases} where ${phases.id} = ${phase})`;
  const person = id('personId') ?? id('affiliateId');
  if (person !== null) {
    const kind = modalityId === undefined ? sql`` : sql` and ${persons.modalityId} = ${modalityId}`;
    out.person = sql`(select ${personName(persons)} from ${persons} where ${persons.id} = ${person}${kind})`;
  }
  const club = id('clubId');
  if (club !== null) out.club = sql`(select ${clubs.name} from ${clubs} where ${clubs.id} = ${club})`;
  const place = id('placeId');
  if (place !== null) out.place = sql`(select ${places.name} from ${places} where ${places.id} = ${place})`;
  const community = id('communityId');
  if (community !== null) out.community = sql`(select ${communities.name} from ${communities} where ${communities.id} = ${community})`;
  if (params.organizerSlug !== undefined) out.organizer = sql`(select ${organizers.name} from ${organizers} where ${organizers.slug} = ${params.organizerSlug})`;
  const ranking = id('rankingId');
  if (ranking !== null) out.ranking = sql`(select ${rankings.name} from ${rankings} where ${rankings.id} = ${ranking})`;
  const modality = id('rankingModalityId');
  if (modality !== null) out.modality = sql`(select ${rankingModalities.modalityId} || ':' || ${rankingModalities.genreId} from ${rankingModalities} where ${rankingModalities.id} = ${modality})`;
  const matchId = id('matchId');
  if (matchId !== null) {
    // "Ana Pérez – Luis Gil", and the tournament it belongs to.
    out.match = sql`(select trim(${home}.first_name || ' ' || ${home}.last_name) || ' – ' || trim(${away}.first_name || ' ' || ${away}.last_name)
      from ${matches} join ${inscribed} home_entry on home_entry.id = ${matches.homeId} join ${persons} ${home} on ${home}.id = home_entry.person_id
      join ${inscribed} away_entry on away_entry.id = ${matches.awayId} join ${persons} ${away} on ${away}.id = away_entry.person_id
      where ${matches.id} = ${matchId})`;
    out.tournament = sql`(select ${valids.name} from ${matches} join ${phases} on ${phases.id} = ${matches.phaseId} join ${valids} on ${valids.id} = ${phases.validId} where ${matches.id} = ${matchId})`;
  }
  return out;
}

/** A card record's version as text: the row's version, and for phases and rankings (changed by results) its last change. */
export const CARD_VERSIONS: Record<CardKind, (id: number) => SQL> = {
  tournament: (id) => sql`(select ${valids.version} from ${valids} where ${valids.id} = ${id})`,
  phase: (id) => sql`(select ${phases.version} || '.' || extract(epoch from ${phases.updatedAt})::bigint from ${phases} where ${phases.id} = ${id})`,
  ranking: (id) => sql`(select ${rankings.version} || '.' || extract(epoch from ${rankings.updatedAt})::bigint from ${rankings} where ${rankings.id} = ${id})`,
  person: (id) => sql`(select ${persons.version} from ${persons} where ${persons.id} = ${id})`,
};

/** "Jugadores (Masculino)": a ranking table by its modality and genre. */
function modalityName(value: string, locale: Locale): string {
  const [modalityId, genreId] = value.split(':').map(Number);
  const modality = MODALITIES.find((item) => item.id === modalityId)?.labels[locale].plural;
  const genre = GENRES.find((item) => item.id === genreId)?.label[locale];
  return [modality, genre ? `(${genre})` : ''].filter(Boolean).join(' ');
}

/** A whole number from a version text ("3.1764201600"): a change to either part gives another one. */
export function versionNumber(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Where the blog's posts are kept: one Markdown file per post and language, named by its address word. */
const BLOG_DIR = new URL('../../content/blog/', import.meta.url);

/** A post's title and summary from its front matter (`title:` and `description:` lines between `---` lines). */
export function postFrontMatter(text: string): { title: string; description: string } | null {
  const found = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!found?.[1]) return null;
  const fields = new Map(
    found[1].split(/\r?\n/).flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim().replace(/^(["'])(.*)\1$/, '$2')] as const] : [];
    }),
  );
  const title = fields.get('title');
  return title ? { title, description: fields.get('description') ?? '' } : null;
}

/** A blog post's title and summary, or null when the language has no post at that address. */
async function blogPostRecords(match: RouteMatch): Promise<PageRecords | null> {
  const slug = match.params.slug ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  try {
    const post = postFrontMatter(await readFile(new URL(`${match.locale}/${slug}.md`, BLOG_DIR), 'utf8'));
    return post ? { names: { post: post.title }, ...(post.description ? { description: post.description } : {}) } : null;
  } catch {
    return null;
  }
}

/**
 * The names of the records a screen's address names, read in one query of indexed lookups, and its share card;
 * null when a record the address needs does not exist (the page is then a 404, as for an unknown address).
 * A person's screens are by kind: /entrenadores/{id} of a player names no coach.
 */
export async function pageRecords(db: Database, match: RouteMatch): Promise<PageRecords | null> {
  const { params } = match;
  if (match.id === 'blog-post') return blogPostRecords(match);
  for (const name of Object.keys(params)) if (REQUIRED.has(name) && name !== 'organizerSlug' && asId(params[name]) === null) return null;
  if (isEmbedScreen(match.id) && !(await embedRecordsExist(db, match))) return null;
  // A printable sheet's word names one of its level's sheets.
  if (params.sheet !== undefined && !printSheetFromSlug(match.id === 'phase-print' ? 'phase' : 'tournament', params.sheet)) return null;
  const screen = screenOf(match.id);
  const named = namedScreen(screen) || Object.keys(params).some((name) => REQUIRED.has(name));
  if (!named) return { names: {} };
  const modalityId = PERSON_SCREENS[match.id.split('-')[0] ?? ''];
  const columns = lookups(match, params.personId !== undefined || params.affiliateId !== undefined ? modalityId : undefined);
  const card = cardOf(match);
  const cardId = card ? asId(params[card.param]) : null;
  if (card && cardId !== null) columns.cardVersion = CARD_VERSIONS[card.kind](cardId);
  const keys = Object.keys(columns);
  if (keys.length === 0) return { names: {} };
  const selection = Object.fromEntries(keys.map((key) => [key, sql<string | null>`${columns[key]}::text`]));
  const [row] = await db.select(selection).from(sports).limit(1);
  const values: Record<string, string | null> = Object.fromEntries(keys.map((key) => [key, typeof row?.[key] === 'string' ? row[key] : null]));
  const paramOf: Record<string, string> = { tournament: 'validId', multi: 'tournamentId', phase: 'phaseId', person: params.affiliateId !== undefined ? 'affiliateId' : 'personId', club: 'clubId', community: 'communityId', organizer: 'organizerSlug', place: 'placeId' };
  for (const [key, param] of Object.entries(paramOf)) {
    if (params[param] !== undefined && REQUIRED.has(param) && values[key] === null && key in columns) return null;
  }
  const names: PageNames = {};
  for (const key of ['multi', 'tournament', 'phase', 'match', 'person', 'club', 'organizer', 'community', 'ranking'] as const) {
    const value = values[key];
    if (value) names[key] = value;
  }
  if (values.modality) names.modality = modalityName(values.modality, match.locale);
  const version = values.cardVersion;
  const found: PageCard | undefined = card && cardId !== null && version ? { kind: card.kind, id: cardId, version: versionNumber(version) } : undefined;
  return found ? { names, card: found } : { names };
}

/** Whether every record a screen's address names exists. */
export async function pageRecordsExist(db: Database, match: RouteMatch): Promise<boolean> {
  return (await pageRecords(db, match)) !== null;
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
