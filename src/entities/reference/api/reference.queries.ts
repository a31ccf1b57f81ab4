import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@domain/catalog';
import type {
  AdminRef,
  AgeCategory,
  City,
  Club,
  Country,
  LookupRef,
  ModalityRef,
  Page,
  Place,
  SequenceRef,
  SportRef,
  State,
  SubCategory,
  TieBreakRef,
} from '@domain/contract';
import { apiFetch } from '@/shared/api';
import { logger } from '@/shared/lib/logger';

/** Reference lists rarely change during a visit: each loads once and serves every screen. */
const STALE = 60 * 60 * 1000;

/** A failed load is logged and the list stays empty (spec: reference data failures are only logged). */
async function orEmpty<T>(name: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    logger.error(`reference data "${name}" could not be loaded`, error);
    return [];
  }
}

function list<T>(name: string, path: string, scope: (string | number)[] = [], query?: Record<string, string | number>) {
  return queryOptions({
    queryKey: ['reference', name, ...scope] as const,
    queryFn: ({ signal }) => orEmpty(name, () => apiFetch<T[]>(path, { signal, ...(query ? { query } : {}) })),
    staleTime: STALE,
  });
}

function paged<T>(name: string, path: string, scope: (string | number)[], size: number) {
  return queryOptions({
    queryKey: ['reference', name, ...scope] as const,
    queryFn: ({ signal }) => orEmpty(name, async () => (await apiFetch<Page<T>>(path, { signal, query: { page: 0, size } })).items),
    staleTime: STALE,
  });
}

/** Lists keyed by community answer for the space `x-community-id` names; the key follows the space. */
export const referenceQueries = {
  all: () => ['reference'] as const,
  sports: (communityId: number) => list<SportRef>('sports', 'sports', [communityId]),
  modalities: () => list<ModalityRef>('modalities', 'modality'),
  genres: () => list<LookupRef>('genres', 'genres'),
  cutPointTypes: () => list<LookupRef>('cut-point-types', 'tournament/cuttypes'),
  phaseCategories: () => list<LookupRef>('phase-categories', 'phase-categories'),
  tieBreaks: () => list<TieBreakRef>('tie-breaks', 'tiebreaks'),
  sequences: () => list<SequenceRef>('sequences', 'sequence'),
  coachTypes: () => list<LookupRef>('coach-types', 'person/coaches/types'),
  affiliateTypes: () => list<LookupRef>('affiliate-types', 'person/affiliates/types'),
  countries: (locale: Locale) => list<Country>('countries', 'countries', [locale]),
  states: (countryId: string) => list<State>('states', `countries/${encodeURIComponent(countryId)}/states`, [countryId]),
  cities: (countryId: string, stateId: string) =>
    list<City>('cities', `countries/${encodeURIComponent(countryId)}/states/${encodeURIComponent(stateId)}/cities`, [countryId, stateId]),
  admins: (communityId: number) => list<AdminRef>('admins', 'user/admins', [communityId]),
  ages: (communityId: number) => paged<AgeCategory>('ages', 'category/age', [communityId], 1000),
  subCategories: (communityId: number) => paged<SubCategory>('sub-categories', 'category/sub', [communityId], 1000),
  places: (communityId: number) => paged<Place>('places', 'place', [communityId], 99),
  /** Clubs whose organiser is one the current account runs (spec: the user group's clubs). */
  userGroupClubs: (communityId: number, accountId: number) => list<Club>('user-group-clubs', 'club/user-group', [communityId, accountId]),
};
