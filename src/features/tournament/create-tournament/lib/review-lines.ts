import type { TFunction } from 'i18next';
import { findSport, GENRES, MODALITIES, type Locale } from '@domain/catalog';
import { PHASE_FORMAT_IDS, phaseConfigurationDefaults } from '@domain/contract';
import { formatDate, formatDateRange } from '@/entities/tournament';
import type { BasicsStep, PhasesStep, ScheduleStep } from '../model/steps.schema';

/** One choice of the wizard as the review reads it back: what was asked, and what was answered. */
export interface ReviewLine {
  label: string;
  value: string;
}

/** Names of the records the steps chose by id (categories, season, place), as far as they are known. */
export type NameOf = (id: number | null) => string | undefined;

/** Written while a chosen record's name is still on its way: never its internal number. */
export const NAME_PENDING = '…';

interface Lookups {
  category: { age: NameOf; level: NameOf; sub: NameOf; organizer: NameOf };
  season: NameOf;
  place: NameOf;
}

export function basicsLines(basics: BasicsStep, names: Lookups['category'], t: TFunction, locale: Locale): ReviewLine[] {
  const none = t('fields.none');
  const category = (name: NameOf, id: number | null) => (id === null ? none : (name(id) ?? NAME_PENDING));
  return [
    { label: t('fields.name'), value: basics.name },
    { label: t('fields.sport'), value: findSport(basics.sportId)?.label[locale] ?? String(basics.sportId) },
    { label: t('fields.modality'), value: MODALITIES.find((item) => item.id === basics.modalityId)?.labels[locale].plural ?? String(basics.modalityId) },
    { label: t('fields.gender'), value: GENRES.find((item) => item.id === basics.genreId)?.label[locale] ?? String(basics.genreId) },
    { label: t('fields.ageCategory'), value: category(names.age, basics.ageCategoryId) },
    { label: t('fields.levelCategory'), value: category(names.level, basics.levelCategoryId) },
    { label: t('fields.subCategory'), value: category(names.sub, basics.subCategoryId) },
    { label: t('fields.organizer'), value: basics.organizerId === null ? t('fields.noOrganizer') : (names.organizer(basics.organizerId) ?? NAME_PENDING) },
  ];
}

function inscriptionWindow(schedule: ScheduleStep, t: TFunction, locale: Locale): string {
  const { inscriptionStart: from, inscriptionEnd: to } = schedule;
  if (from && to) return formatDateRange(from, to, locale);
  if (from) return t('review.inscriptionFrom', { date: formatDate(from, locale) });
  if (to) return t('review.inscriptionUntil', { date: formatDate(to, locale) });
  return t('review.inscriptionOpen');
}

export function scheduleLines(schedule: ScheduleStep, names: Pick<Lookups, 'season' | 'place'>, t: TFunction, locale: Locale): ReviewLine[] {
  const named = (name: NameOf, id: number | null, empty: string) => (id === null ? empty : (name(id) ?? NAME_PENDING));
  return [
    { label: t('review.dates'), value: formatDateRange(schedule.startDate, schedule.endDate, locale) },
    { label: t('review.inscriptions'), value: inscriptionWindow(schedule, t, locale) },
    { label: t('fields.maxEntries'), value: schedule.maxEntries ? t('review.maxEntries', { count: schedule.maxEntries }) : t('review.noLimit') },
    { label: t('review.admission'), value: schedule.requiresApproval ? t('review.approval') : t('review.direct') },
    { label: t('fields.season'), value: named(names.season, schedule.seasonId, t('fields.noSeason')) },
    { label: t('fields.place'), value: named(names.place, schedule.placeId, t('fields.noPlace')) },
  ];
}

/** Each phase with what was chosen for it (groups and who goes through, or the third-place match), over the sport's defaults. */
export function phasesLines(phases: PhasesStep, basics: Pick<BasicsStep, 'sportId' | 'modalityId'>, t: TFunction): ReviewLine[] {
  const lines = phases.phases.map((phase, index) => {
    const defaults = phaseConfigurationDefaults(basics.sportId, phase.formatId, basics.modalityId);
    const { groupCount = defaults.groupCount, groupSize = defaults.groupSize, classified = defaults.classified, thirdPlace = defaults.thirdPlace } = phase.configuration;
    const groups = groupCount ? t('review.groupCount', { count: groupCount }) : t('review.groupSize', { count: groupSize ?? 4 });
    const details =
      phase.formatId === PHASE_FORMAT_IDS.groups
        ? [groups, t('review.classified', { count: classified })]
        : [thirdPlace ? t('review.thirdPlace') : t('review.noThirdPlace')];
    const kind = phase.formatId === PHASE_FORMAT_IDS.groups ? t('review.groups') : t('review.knockout');
    return { label: `${index + 1}. ${phase.name}`, value: [kind, ...details].join(' · ') };
  });
  return [{ label: t('presets.label'), value: t(`presets.${phases.preset}.title`) }, ...lines];
}
