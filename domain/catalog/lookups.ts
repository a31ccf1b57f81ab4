import type { Label } from './label';

/** A small id → label table from the spec's lookup section. */
export interface LookupEntry {
  id: number;
  code: string;
  label: Label;
}

export const GENRES: readonly LookupEntry[] = [
  { id: 1, code: 'mixed', label: { es: 'Mixto', en: 'Mixed' } },
  { id: 2, code: 'female', label: { es: 'Femenino', en: 'Female' } },
  { id: 3, code: 'male', label: { es: 'Masculino', en: 'Male' } },
];

/**
 * The grammatical context of a person's gender for texts that agree with it ("Zurda" for a woman): i18next's
 * `context` option. Mixed or unknown takes the default (masculine generic) text.
 */
export const genderContext = (genreId: number | null | undefined): 'female' | undefined =>
  GENRES.find((genre) => genre.id === genreId)?.code === 'female' ? 'female' : undefined;

export const STATUSES: readonly LookupEntry[] = [
  { id: 1, code: 'not-started', label: { es: 'No iniciado', en: 'Not started' } },
  { id: 2, code: 'started', label: { es: 'Iniciado', en: 'Started' } },
  { id: 3, code: 'finished', label: { es: 'Finalizado', en: 'Finished' } },
  { id: 4, code: 'canceled', label: { es: 'Cancelado', en: 'Canceled' } },
  { id: 5, code: 'paused', label: { es: 'Pausado', en: 'Paused' } },
];

export const PHASE_FORMATS: readonly LookupEntry[] = [
  { id: 1, code: 'groups', label: { es: 'Grupos', en: 'Groups' } },
  { id: 2, code: 'brackets', label: { es: 'Llaves', en: 'Brackets' } },
];

export const PHASE_CATEGORIES: readonly LookupEntry[] = [
  { id: 1, code: 'normal', label: { es: 'Normal', en: 'Normal' } },
  { id: 2, code: 'repechage', label: { es: 'Repechaje', en: 'Repechage' } },
];

export const CUT_POINT_TYPES: readonly LookupEntry[] = [
  { id: 1, code: 'summation', label: { es: 'Sumatoria', en: 'Summation' } },
  { id: 5, code: 'reclassification', label: { es: 'Reclasificación', en: 'Reclassification' } },
  { id: 6, code: 'expiration', label: { es: 'Vencimiento', en: 'Expiration' } },
  { id: 7, code: 'displacement', label: { es: 'Desplazamiento', en: 'Displacement' } },
  { id: 8, code: 'inactive', label: { es: 'Inactivo', en: 'Inactive' } },
];

/** Typed by its codes (`as const`): the API stores the code, and the contract accepts exactly these. */
export const MATCH_EVENT_TYPES = [
  { id: 1, code: 'yellow-card', label: { es: 'Tarjeta amarilla', en: 'Yellow card' } },
  { id: 2, code: 'red-card', label: { es: 'Tarjeta roja', en: 'Red card' } },
  { id: 3, code: 'goal', label: { es: 'Gol', en: 'Goal' } },
  { id: 4, code: 'time-out', label: { es: 'Tiempo muerto', en: 'Time out' } },
  { id: 5, code: 'youtube-video', label: { es: 'Video de YouTube', en: 'YouTube video' } },
  { id: 6, code: 'match-picture', label: { es: 'Foto del juego', en: 'Match picture' } },
  { id: 7, code: 'missed-penalty', label: { es: 'Penal fallado', en: 'Missed penalty' } },
  { id: 8, code: 'scored-penalty', label: { es: 'Penal anotado', en: 'Scored penalty' } },
  { id: 9, code: 'substitution', label: { es: 'Cambio', en: 'Substitution' } },
  { id: 10, code: 'injury-substitution', label: { es: 'Cambio por lesión', en: 'Injury substitution' } },
  { id: 11, code: 'foul', label: { es: 'Falta', en: 'Foul' } },
  { id: 12, code: 'penalty-foul', label: { es: 'Falta penal', en: 'Penalty foul' } },
  { id: 13, code: 'offside', label: { es: 'Fuera de lugar', en: 'Offside' } },
  { id: 14, code: 'corner', label: { es: 'Tiro de esquina', en: 'Corner' } },
] as const satisfies readonly LookupEntry[];

export const RANKING_UPDATE_MOMENTS: readonly LookupEntry[] = [
  { id: 1, code: 'tournament', label: { es: 'Torneo', en: 'Tournament' } },
  { id: 3, code: 'phase', label: { es: 'Fase', en: 'Phase' } },
  { id: 4, code: 'game', label: { es: 'Juego', en: 'Game' } },
];

export const INSCRIPTION_ORIGINS: readonly LookupEntry[] = [
  { id: 1, code: 'organic', label: { es: 'Orgánica', en: 'Organic' } },
  { id: 2, code: 'direct-qualified', label: { es: 'Clasificado directo', en: 'Direct qualified' } },
  { id: 3, code: 'removed', label: { es: 'Retirado', en: 'Removed' } },
  { id: 4, code: 'added', label: { es: 'Agregado', en: 'Added' } },
];

export const PHASE_DEFAULTS = {
  classified: 2,
  unclassified: 0,
  rounds: 1,
  maxPeriods: 5,
  periodsToWin: 3,
  scoreToWin: 11,
  walkoverWinnerPointsPerPeriod: 11,
  walkoverLoserPointsPerPeriod: 0,
} as const;
