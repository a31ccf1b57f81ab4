import type { Label, Locale } from '../catalog';
import type { RouteId } from './route-table';
import { tabFromSlug } from './tab-slugs';

/** The names of the records a screen's address points at, as the server read them (in the page's language). */
export interface PageNames {
  multi?: string;
  tournament?: string;
  phase?: string;
  match?: string;
  person?: string;
  club?: string;
  organizer?: string;
  community?: string;
  ranking?: string;
  modality?: string;
  /** A blog post's title. */
  post?: string;
}

export const PAGE_NAME_KEYS = ['multi', 'tournament', 'phase', 'match', 'person', 'club', 'organizer', 'community', 'ranking', 'modality', 'post'] as const satisfies readonly (keyof PageNames)[];

/** The record a screen's share card shows, and its version (the card image changes with it). */
export type CardKind = 'tournament' | 'phase' | 'person' | 'ranking';
export interface PageCard {
  kind: CardKind;
  id: number;
  version: number;
}

const SECTIONS = {
  info: { es: 'Información', en: 'Information' },
  participants: { es: 'Participantes', en: 'Participants' },
  phases: { es: 'Fases', en: 'Phases' },
  inscriptions: { es: 'Inscripciones', en: 'Inscriptions' },
  matches: { es: 'Juegos', en: 'Matches' },
  results: { es: 'Resultados', en: 'Results' },
  calendar: { es: 'Calendario', en: 'Calendar' },
  draws: { es: 'Sorteos', en: 'Draws' },
  groups: { es: 'Grupos', en: 'Groups' },
  brackets: { es: 'Llaves', en: 'Brackets' },
  tournaments: { es: 'Torneos', en: 'Tournaments' },
  balance: { es: 'Balance', en: 'Balance' },
  orderOfPlay: { es: 'Orden de juego', en: 'Order of play' },
  board: { es: 'Pizarra', en: 'Board' },
} as const satisfies Record<string, Label>;

export type SectionName = keyof typeof SECTIONS;

export function sectionLabel(section: SectionName, locale: Locale): string {
  return SECTIONS[section][locale];
}

/** Which names a screen is titled by (parent first) and the part of the record it shows. */
interface Naming {
  names: (keyof PageNames)[];
  section?: SectionName;
}

const PERSON_NAMING: Record<string, Naming> = {
  detail: { names: ['person'] },
  calendar: { names: ['person'], section: 'calendar' },
  ranking: { names: ['person', 'ranking'] },
  'ranking-modality': { names: ['person', 'ranking', 'modality'] },
  'ranking-balance': { names: ['person', 'ranking', 'modality'], section: 'balance' },
};

const NAMINGS: Partial<Record<RouteId, Naming>> = {
  'tournament-calendar': { names: ['multi', 'tournament'], section: 'calendar' },
  'tournament-inscriptions': { names: ['multi', 'tournament'], section: 'inscriptions' },
  'phase-calendar': { names: ['multi', 'tournament', 'phase'], section: 'calendar' },
  'phase-draws': { names: ['multi', 'tournament', 'phase'], section: 'draws' },
  'phase-groups': { names: ['multi', 'tournament', 'phase'], section: 'groups' },
  'phase-brackets': { names: ['multi', 'tournament', 'phase'], section: 'brackets' },
  'multi-tournament': { names: ['multi'] },
  'multi-tournament-calendar': { names: ['multi'], section: 'calendar' },
  'multi-tournament-tournaments': { names: ['multi'], section: 'tournaments' },
  match: { names: ['match', 'tournament'] },
  'blog-post': { names: ['post'] },
  'venue-board': { names: ['multi', 'tournament'], section: 'board' },
  club: { names: ['club'] },
  organizer: { names: ['organizer'] },
  community: { names: ['community'] },
  ranking: { names: ['ranking'] },
  'ranking-tournaments': { names: ['ranking'], section: 'tournaments' },
  'ranking-modality': { names: ['ranking', 'modality'] },
  'ranking-modality-tournaments': { names: ['ranking', 'modality'], section: 'tournaments' },
  'ranking-modality-tournament': { names: ['ranking', 'modality', 'tournament'] },
  'ranking-balance': { names: ['ranking', 'modality', 'tournament'], section: 'balance' },
};

function namingOf(screen: RouteId, params: Record<string, string>): Naming | null {
  if (screen === 'tournament-detail') {
    const tab = tabFromSlug('tournament', params.selectedTab);
    return { names: ['multi', 'tournament'], ...(tab && tab !== 'info' ? { section: tab } : {}) };
  }
  if (screen === 'phase-tab') {
    const tab = tabFromSlug('phase', params.selectedTab);
    return { names: ['multi', 'tournament', 'phase'], ...(tab && tab !== 'info' ? { section: tab } : {}) };
  }
  const person = /^(players|coaches|doubles|teams|referees|affiliates)-(.+)$/.exec(screen);
  if (person?.[2]) return PERSON_NAMING[person[2]] ?? null;
  return NAMINGS[screen] ?? null;
}

/** The parameters whose records name a screen, for the server to read (none for screens titled by words only). */
export function namedScreen(screen: RouteId): boolean {
  return namingOf(screen, { selectedTab: 'info' }) !== null;
}

/**
 * A screen's own title and the subject its description opens with, from the names of its records: "Gran Premio
 * 2026 · Fase final · Llaves". Null while no name is known (the screen's generic texts then stand).
 */
export function namedTitle(screen: RouteId, params: Record<string, string>, names: PageNames, locale: Locale): { title: string; subject: string } | null {
  const naming = namingOf(screen, params);
  if (!naming) return null;
  const known = naming.names.map((key) => names[key]?.trim()).filter((name): name is string => Boolean(name));
  if (known.length === 0) return null;
  const subject = known.join(' · ');
  const section = naming.section ? sectionLabel(naming.section, locale) : null;
  // A phase named like its section ("Llaves") is not titled "Llaves · Llaves".
  const repeated = section !== null && known[known.length - 1]?.toLocaleLowerCase(locale) === section.toLocaleLowerCase(locale);
  return { title: section && !repeated ? `${subject} · ${section}` : subject, subject };
}
