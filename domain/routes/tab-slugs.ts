import type { Locale } from '@domain/catalog';

/** Tab names and their URL slugs per language. */
export const TAB_SLUGS = {
  tournament: [
    { tab: 'info', es: 'info', en: 'info' },
    { tab: 'participants', es: 'participantes', en: 'participants' },
    { tab: 'phases', es: 'fases', en: 'phases' },
    { tab: 'inscriptions', es: 'inscripciones', en: 'inscriptions' },
  ],
  profile: [
    { tab: 'profileInfo', es: 'general', en: 'general' },
    { tab: 'certifications', es: 'certificaciones', en: 'certifications' },
    { tab: 'playerProfile', es: 'perfil-de-jugador', en: 'player-profile' },
    { tab: 'admin', es: 'administrar-cuentas', en: 'manage-accounts' },
    { tab: 'templates', es: 'plantillas-de-permisos', en: 'permission-templates' },
  ],
} as const;

export type TabGroup = keyof typeof TAB_SLUGS;
export type TabName<G extends TabGroup> = (typeof TAB_SLUGS)[G][number]['tab'];

export function tabSlug<G extends TabGroup>(group: G, tab: TabName<G>, locale: Locale): string {
  const entry = TAB_SLUGS[group].find((item) => item.tab === tab);
  return entry ? entry[locale] : tab;
}

/** Reads a slug in either language; unknown slugs give null. */
export function tabFromSlug<G extends TabGroup>(group: G, slug: string | undefined): TabName<G> | null {
  const entry = TAB_SLUGS[group].find((item) => item.es === slug || item.en === slug);
  return entry ? (entry.tab as TabName<G>) : null;
}
