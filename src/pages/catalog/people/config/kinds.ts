import type { PersonKind } from '@domain/contract';
import { affiliateKind, affiliateQueries } from '@/entities/person/affiliate';
import { coachKind, coachQueries } from '@/entities/person/coach';
import { doubleKind, doubleQueries } from '@/entities/person/double';
import { playerKind, playerQueries } from '@/entities/person/player';
import { refereeKind, refereeQueries } from '@/entities/person/referee';
import { teamKind, teamQueries } from '@/entities/person/team';
import type { RouteId } from '@/shared/routes';

type Queries = typeof playerQueries;

export interface KindScreens {
  kind: PersonKind;
  modalityId: number;
  queries: Queries;
  listRoute: RouteId;
  detailRoute: RouteId;
  /** The detail route's parameter: `personId`, or `affiliateId` for affiliates. */
  param: 'personId' | 'affiliateId';
  /** Players and coaches also have calendar and ranking screens. */
  calendarRoute: RouteId | null;
}

const screens = (
  entity: { kind: PersonKind; modalityId: number; listRoute: RouteId; detailRoute: RouteId },
  queries: Queries,
  calendarRoute: RouteId | null = null,
): KindScreens => ({ ...entity, queries, param: entity.kind === 'affiliates' ? 'affiliateId' : 'personId', calendarRoute });

/** Every kind of person with its entity's queries and its screens. */
export const KINDS: Record<PersonKind, KindScreens> = {
  players: screens(playerKind, playerQueries, 'players-calendar'),
  coaches: screens(coachKind, coachQueries, 'coaches-calendar'),
  doubles: screens(doubleKind, doubleQueries),
  teams: screens(teamKind, teamQueries),
  referees: screens(refereeKind, refereeQueries),
  affiliates: screens(affiliateKind, affiliateQueries),
};

/** Any person's page, whatever their kind. */
export function detailHref(person: { id: number; modalityId: number }, locale: 'es' | 'en', link: (id: RouteId, params: Record<string, number>, locale: 'es' | 'en') => string): string | null {
  const kind = (Object.keys(KINDS) as PersonKind[]).find((key) => KINDS[key].modalityId === person.modalityId);
  if (!kind) return null;
  return link(KINDS[kind].detailRoute, { [KINDS[kind].param]: person.id }, locale);
}
