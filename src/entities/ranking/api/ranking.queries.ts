import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@domain/catalog';
import type { DivisionsView, FedRankingTable, ModalityTableRow, Page, RankingCategory, RankingConfigurationView, RankingView, RatingSystemView, SnapshotComparison, SnapshotSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import type { BalanceLine, LevelGroupView, PersonHistory, PersonStanding, RankingValid } from '../lib/ranking.types';

/** Filters of the rankings list, as the URL keeps them. */
export interface RankingFilters {
  page?: number;
  size?: number;
  sportId?: number | undefined;
  seasonId?: number | undefined;
  q?: string | undefined;
}

/** Filters of a modality table, as the URL keeps them. */
export interface TableFilters {
  page?: number;
  size?: number;
  ageCategoryId?: number | undefined;
  q?: string | undefined;
}

export interface BalanceFilters {
  rankingModalityId?: number | undefined;
  personId?: number | undefined;
  validId?: number | undefined;
  page?: number;
  size?: number;
}

/** What decides the ranking tables a tournament not created yet would feed (the community is the request's). */
export interface FeedScope {
  sportId: number;
  modalityId: number;
  genreId: number;
  seasonId?: number | null | undefined;
  ageCategoryId?: number | null | undefined;
  levelCategoryId?: number | null | undefined;
  subCategoryId?: number | null | undefined;
}

export interface ModalityTable {
  items: ModalityTableRow[];
  total: number;
  page: number;
  size: number;
}

const compact = <T extends object>(filters: T) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== null));

export const rankingQueries = {
  all: () => ['ranking'] as const,
  lists: () => [...rankingQueries.all(), 'list'] as const,
  list: (communityId: number, filters: RankingFilters = {}) =>
    queryOptions({
      queryKey: [...rankingQueries.lists(), communityId, compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<Page<RankingView>>('ranking', { signal, query: { page: 0, size: 12, ...compact(filters) } }),
    }),
  /** The rankings an organiser's tournaments have fed: the same whatever the community, so no community in the key. */
  fedByOrganizer: (organizerId: number, page: number, size: number) =>
    queryOptions({
      queryKey: [...rankingQueries.lists(), 'organizer', organizerId, page, size] as const,
      queryFn: ({ signal }) => apiFetch<Page<RankingView>>('ranking', { signal, query: { organizerId, page, size } }),
    }),
  details: () => [...rankingQueries.all(), 'detail'] as const,
  detail: (id: number) => queryOptions({ queryKey: [...rankingQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<RankingView>(`ranking/${id}`, { signal }), throwOnError: isMissingRecord }),
  /** Labels are translated by the server: the key carries the locale. */
  categories: (id: number, locale: Locale) =>
    queryOptions({ queryKey: [...rankingQueries.all(), 'categories', id, locale] as const, queryFn: ({ signal }) => apiFetch<RankingCategory[]>(`ranking/${id}/categories`, { signal }) }),
  table: (rankingModalityId: number, filters: TableFilters = {}) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'table', rankingModalityId, compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<ModalityTable>(`ranking/modality/${rankingModalityId}`, { signal, query: { page: 0, size: 25, ...compact(filters) } }),
    }),
  valids: (rankingId: number, rankingModalityId?: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'valids', rankingId, rankingModalityId ?? null] as const,
      queryFn: ({ signal }) => apiFetch<RankingValid[]>('ranking/valids', { signal, query: { rankingId, rankingModalityId } }),
    }),
  /** The tables a tournament being filled in would feed; labels are translated by the server. */
  feeds: (communityId: number, scope: FeedScope, locale: Locale) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'feeds', communityId, compact(scope), locale] as const,
      queryFn: ({ signal }) => apiFetch<FedRankingTable[]>('ranking/feeds', { signal, query: compact(scope) }),
    }),
  /** The tables a tournament feeds when it finishes (or fed, once finished). */
  fedBy: (validId: number, locale: Locale) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'fed-by', validId, locale] as const,
      queryFn: ({ signal }) => apiFetch<FedRankingTable[]>(`ranking/feeds/valid/${validId}`, { signal }),
    }),
  balances: (filters: BalanceFilters) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'balances', compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<Page<BalanceLine>>('balances', { signal, query: { page: 0, size: 100, ...compact(filters) } }),
    }),
  balance: (id: number) =>
    queryOptions({ queryKey: [...rankingQueries.all(), 'balance', id] as const, queryFn: ({ signal }) => apiFetch<BalanceLine>(`balances/${id}`, { signal }), throwOnError: isMissingRecord }),
  person: (personId: number) =>
    queryOptions({ queryKey: [...rankingQueries.all(), 'person', personId] as const, queryFn: ({ signal }) => apiFetch<PersonStanding[]>('ranking/person', { signal, query: { personId } }) }),
  history: (personId: number, rankingModalityId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'history', personId, rankingModalityId] as const,
      queryFn: ({ signal }) => apiFetch<PersonHistory>('ranking/person/history', { signal, query: { personId, rankingModalityId } }),
    }),
  ratingSystems: (communityId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'rating-systems', communityId] as const,
      queryFn: ({ signal }) => apiFetch<Page<RatingSystemView>>('discounts', { signal, query: { page: 0, size: 100 } }),
    }),
  levelGroups: (communityId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'level-groups', communityId] as const,
      queryFn: ({ signal }) => apiFetch<Page<LevelGroupView>>('level-group', { signal, query: { page: 0, size: 100 } }),
    }),
  /** A ranking's frozen days, newest first. */
  snapshots: (rankingId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'snapshots', rankingId] as const,
      queryFn: ({ signal }) => apiFetch<SnapshotSummary[]>('ranking/snapshots', { signal, query: { rankingId } }),
    }),
  /** One table as two snapshots froze it. */
  snapshotComparison: (rankingModalityId: number, from: number, to: number, page: number, size: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'snapshot-comparison', rankingModalityId, from, to, page, size] as const,
      queryFn: ({ signal }) => apiFetch<SnapshotComparison>('ranking/snapshots/compare', { signal, query: { rankingModalityId, from, to, page, size } }),
    }),
  /** A table read by the divisions of its ranking's ladder, with who goes up and down at the next reclassification. */
  divisions: (rankingModalityId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'divisions', rankingModalityId] as const,
      queryFn: ({ signal }) => apiFetch<DivisionsView>(`ranking/modality/${rankingModalityId}/divisions`, { signal }),
    }),
  /** Where a person stands in each ranking table: their division, or left out. */
  configurations: (personId: number) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'configurations', personId] as const,
      queryFn: ({ signal }) => apiFetch<RankingConfigurationView[]>('person/ranking-configuration', { signal, query: { personId } }),
    }),
};
