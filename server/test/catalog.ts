import type { ApiErrorBody } from '@domain/contract';
import type { Database } from '../db/client';
import { communities } from '../db/schema';
import { fixtureCommunityMade } from './fixture-membership';
import { http, type JsonResponse } from './test-app';

export type ErrorBody = { error: ApiErrorBody };
export type PageOf<T> = { items: T[]; page: number; size: number; total: number };

/** JSON calls against the test server with fixed headers (a user's token and account, a community). */
export function api(base: string, headers: Record<string, string> = {}) {
  const call = <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<JsonResponse<T>> =>
    http<T>(base, path, { method, ...(body === undefined ? {} : { body }), headers: { ...headers, ...extra } });
  return {
    get: <T>(path: string, extra?: Record<string, string>) => call<{ data: T } & Partial<ErrorBody>>('GET', path, undefined, extra),
    post: <T>(path: string, body: unknown, extra?: Record<string, string>) => call<{ data: T } & Partial<ErrorBody>>('POST', path, body, extra),
    put: <T>(path: string, body: unknown, extra?: Record<string, string>) => call<{ data: T } & Partial<ErrorBody>>('PUT', path, body, extra),
    del: <T>(path: string, extra?: Record<string, string>) => call<{ data: T } & Partial<ErrorBody>>('DELETE', path, undefined, extra),
  };
}

/** The failing fields of a 400 answer, field → message. */
export function fieldsOf(response: JsonResponse<Partial<ErrorBody>>): Record<string, string> {
  return Object.fromEntries((response.body.error?.fields ?? []).map((item) => [item.field, item.message]));
}

let counter = 0;

/** A community straight in the database, with the fixtures' accounts as members; `sportId` restricts it to one sport. */
export async function makeCommunity(db: Database, options: { sportId?: number | null; isDefault?: boolean } = {}): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(communities)
    .values({
      name: `Comunidad ${counter}`,
      domain: `comunidad-${counter}-${Date.now().toString(36)}`,
      isDefault: options.isDefault ?? false,
      sportId: options.sportId ?? null,
      lookAndFeel: { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#111111', secondary: '#f97316' },
    })
    .returning({ id: communities.id });
  if (!row) throw new Error('community not created');
  await fixtureCommunityMade(db, row.id);
  return row.id;
}

/** Headers of a call scoped to a community, optionally as a signed-in user. */
export const scoped = (communityId: number, user?: { headers: Record<string, string> }) => ({ ...(user?.headers ?? {}), 'x-community-id': String(communityId) });
