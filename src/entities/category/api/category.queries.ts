import { queryOptions } from '@tanstack/react-query';
import type { AgeCategory, LevelCategory, Page, SubCategory } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export type CategoryKind = 'age' | 'level' | 'sub';
export type CategoryOf<K extends CategoryKind> = K extends 'age' ? AgeCategory : K extends 'level' ? LevelCategory : SubCategory;

/** API path of each kind: `category/age`, `category/level`, `category/sub`. */
export const categoryPath = (kind: CategoryKind) => `category/${kind}`;

export const categoryQueries = {
  all: () => ['category'] as const,
  lists: (kind: CategoryKind) => [...categoryQueries.all(), kind, 'list'] as const,
  list: <K extends CategoryKind>(kind: K, communityId: number, page = 0, size = 100) =>
    queryOptions({
      queryKey: [...categoryQueries.lists(kind), communityId, page, size] as const,
      queryFn: ({ signal }) => apiFetch<Page<CategoryOf<K>>>(categoryPath(kind), { signal, query: { page, size } }),
    }),
};
