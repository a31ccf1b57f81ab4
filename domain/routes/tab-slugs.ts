import type { Locale } from '../catalog';
import type { RouteId } from './route-table';

/**
 * Tab names and their URL slugs per language. The first tab of a group is the one a path without a tab opens.
 * Phase tabs reuse the spec's section slugs (info, participantes, juegos, resultados); the phase's calendar,
 * draws, groups and brackets have routes of their own.
 */
export const TAB_SLUGS = {
  tournament: [
    { tab: 'info', es: 'info', en: 'info' },
    { tab: 'participants', es: 'participantes', en: 'participants' },
    { tab: 'phases', es: 'fases', en: 'phases' },
    { tab: 'inscriptions', es: 'inscripciones', en: 'inscriptions' },
    { tab: 'orderOfPlay', es: 'orden-de-juego', en: 'order-of-play' },
  ],
  phase: [
    { tab: 'info', es: 'info', en: 'info' },
    { tab: 'participants', es: 'participantes', en: 'participants' },
    { tab: 'matches', es: 'juegos', en: 'matches' },
    { tab: 'results', es: 'resultados', en: 'results' },
  ],
  profile: [
    { tab: 'profileInfo', es: 'general', en: 'general' },
    { tab: 'certifications', es: 'certificaciones', en: 'certifications' },
    { tab: 'playerProfile', es: 'perfil-de-jugador', en: 'player-profile' },
    { tab: 'admin', es: 'administrar-cuentas', en: 'manage-accounts' },
    { tab: 'templates', es: 'plantillas-de-permisos', en: 'permission-templates' },
    { tab: 'apiKeys', es: 'claves-de-api', en: 'api-keys' },
  ],
} as const;

export type TabGroup = keyof typeof TAB_SLUGS;
export type TabName<G extends TabGroup> = (typeof TAB_SLUGS)[G][number]['tab'];

/** The routes whose `selectedTab` parameter names a tab, and the tab group it belongs to. */
export const TAB_ROUTES: Partial<Record<RouteId, TabGroup>> = {
  profile: 'profile',
  'tournament-detail': 'tournament',
  'multi-nested-tournament-detail': 'tournament',
  'alt-valid-detail': 'tournament',
  'alt-standalone-valid-detail': 'tournament',
  'phase-tab': 'phase',
  'multi-nested-phase-tab': 'phase',
  'alt-phase-tab': 'phase',
  'alt-standalone-phase-tab': 'phase',
};

export function tabSlug<G extends TabGroup>(group: G, tab: TabName<G>, locale: Locale): string {
  const entry = TAB_SLUGS[group].find((item) => item.tab === tab);
  return entry ? entry[locale] : tab;
}

/** Reads a slug in either language; unknown slugs give null. */
export function tabFromSlug<G extends TabGroup>(group: G, slug: string | undefined): TabName<G> | null {
  const entry = TAB_SLUGS[group].find((item) => item.es === slug || item.en === slug);
  return entry ? (entry.tab as TabName<G>) : null;
}

export function firstTab<G extends TabGroup>(group: G): TabName<G> {
  const [first] = TAB_SLUGS[group];
  return first.tab as TabName<G>;
}

/** A tab slug in the other language (unknown slugs are kept as they are). */
export function translateTabSlug(group: TabGroup, slug: string, to: Locale): string {
  const entry = TAB_SLUGS[group].find((item) => item.es === slug || item.en === slug);
  return entry ? entry[to] : slug;
}
