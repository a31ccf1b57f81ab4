import type { Locale } from '@domain/catalog';

/** Column headers and table titles of the downloads, in both languages. */
export const EXPORT_LABELS = {
  entries: { es: 'Inscritos', en: 'Entries' },
  results: { es: 'Resultados', en: 'Results' },
  standings: { es: 'Clasificación', en: 'Standings' },
  positions: { es: 'Posiciones finales', en: 'Final positions' },
  ranking: { es: 'Ranking', en: 'Ranking' },
  seed: { es: 'Cabeza de serie', en: 'Seed' },
  firstName: { es: 'Nombre', en: 'First name' },
  lastName: { es: 'Apellidos', en: 'Last name' },
  name: { es: 'Nombre', en: 'Name' },
  club: { es: 'Club', en: 'Club' },
  gender: { es: 'Género', en: 'Gender' },
  birthDate: { es: 'Fecha de nacimiento', en: 'Birth date' },
  origin: { es: 'Origen', en: 'Origin' },
  personId: { es: 'Id persona', en: 'Person id' },
  phase: { es: 'Fase', en: 'Phase' },
  stage: { es: 'Grupo o ronda', en: 'Group or round' },
  home: { es: 'Local', en: 'Home' },
  away: { es: 'Visitante', en: 'Away' },
  score: { es: 'Resultado', en: 'Score' },
  winner: { es: 'Ganador', en: 'Winner' },
  date: { es: 'Fecha', en: 'Date' },
  group: { es: 'Grupo', en: 'Group' },
  position: { es: 'Posición', en: 'Position' },
  played: { es: 'Jugados', en: 'Played' },
  won: { es: 'Ganados', en: 'Won' },
  drawn: { es: 'Empatados', en: 'Drawn' },
  lost: { es: 'Perdidos', en: 'Lost' },
  points: { es: 'Puntos', en: 'Points' },
  periodsFor: { es: 'Sets/periodos a favor', en: 'Games/periods won' },
  periodsAgainst: { es: 'Sets/periodos en contra', en: 'Games/periods lost' },
  scoreFor: { es: 'Tantos a favor', en: 'Score for' },
  scoreAgainst: { es: 'Tantos en contra', en: 'Score against' },
  tournaments: { es: 'Torneos', en: 'Tournaments' },
  round: { es: 'Ronda {{n}}', en: 'Round {{n}}' },
  thirdPlace: { es: 'Tercer puesto', en: 'Third place' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ExportLabel = keyof typeof EXPORT_LABELS;

export const label = (key: ExportLabel, locale: Locale, n?: number) => EXPORT_LABELS[key][locale].replace('{{n}}', String(n ?? ''));

/** A day (YYYY-MM-DD) as the app writes it for the viewer: DD/MM/YYYY in Spanish, MM/DD/YYYY in English. */
export function formatDay(iso: string | null, locale: Locale): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.slice(0, 10).split('-');
  return locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
