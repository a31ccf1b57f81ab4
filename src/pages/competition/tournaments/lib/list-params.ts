import { VALID_LIST_SORTS, normalizeDate, type ValidListSort } from '@domain/contract';

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
// Only the date field's own form (2026-06-01) is read from the address, and only a real day.
const dayParam = (value: string | null) => (value && normalizeDate(value) === value ? value : undefined);
const sortParam = (value: string | null): ValidListSort => VALID_LIST_SORTS.find((sort) => sort === value) ?? '-startDate';

/**
 * The tournaments list's filters as its address keeps them (`?sport=1&from=2026-06-01&to=2026-06-30&place=2&sort=name`),
 * the same on the server's rendering and in the app. A value the list cannot use is left out rather than sent on to be
 * refused, and so is a `to` before `from` (its field's picker offers no such day).
 */
export function readListParams(search: URLSearchParams) {
  const from = dayParam(search.get('from'));
  const to = dayParam(search.get('to'));
  return {
    page: numberParam(search.get('page')) ?? 0,
    sportId: numberParam(search.get('sport')),
    statusId: numberParam(search.get('status')),
    seasonId: numberParam(search.get('season')),
    placeId: numberParam(search.get('place')),
    from,
    to: to !== undefined && from !== undefined && to < from ? undefined : to,
    sort: sortParam(search.get('sort')),
    q: search.get('q') ?? '',
  };
}

export type ListParams = ReturnType<typeof readListParams>;
