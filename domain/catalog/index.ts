export type { Label, Locale } from './label';
export { LOCALES, DEFAULT_LOCALE, isLocale } from './label';
export type { Sport, SportConfig, SportId, ScoringKind } from './sports';
export { SPORTS, SPORT_IDS, findSport } from './sports';
export type { Modality, ModalityLabels, Segment } from './modalities';
export { MODALITIES, MODALITY_IDS } from './modalities';
export type { LookupEntry } from './lookups';
export {
  GENRES,
  genderContext,
  STATUSES,
  PHASE_FORMATS,
  PHASE_CATEGORIES,
  CUT_POINT_TYPES,
  MATCH_EVENT_TYPES,
  RANKING_UPDATE_MOMENTS,
  INSCRIPTION_ORIGINS,
  PHASE_DEFAULTS,
} from './lookups';
export type { PermissionResource } from './permissions';
export { PERMISSION_RESOURCES, isPermissionResource } from './permissions';
export {
  NOTIFICATIONS,
  PAGE_SIZES,
  LAYOUT,
  PERCENT,
  MAX_BRACKET_SIZE,
  DEFAULT_BRAND,
  COOKIE_NAMES,
  STORAGE_KEYS,
  IMAGE,
} from './constants';
export type { SequenceId, TeamSequence } from './sequences';
export { SEQUENCE_IDS, TEAM_SEQUENCES, findSequence, sequenceRubbersToWin } from './sequences';
