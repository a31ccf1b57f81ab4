import type { PageNames } from '@domain/routes';
import { tabFromSlug, tournamentRouteOf, type RouteId, type RouteParams, type TournamentLevel as Level, type TournamentRouteSet } from '@/shared/routes';

/** One step of the trail; the last one is the current page and has no link. */
export interface Crumb {
  /** Key under `breadcrumbs.` in the `common` namespace. */
  label: string;
  to: { id: RouteId; params: RouteParams } | null;
  /** The record whose name the step shows once it is known (the label's word until then). */
  name?: keyof PageNames;
}

const LAST_LABEL: Partial<Record<Level, string>> = { calendar: 'calendar', inscriptions: 'inscriptions', phaseCalendar: 'calendar', draws: 'draws', groups: 'groups', brackets: 'brackets' };
const TAB_LABEL: Record<string, string> = { participants: 'participants', phases: 'phases', inscriptions: 'inscriptions' };

/** Ids are read as numbers, so a link never carries a malformed id. */
function ids(params: Record<string, string>, names: string[]): RouteParams {
  return Object.fromEntries(names.filter((name) => params[name] !== undefined).map((name) => [name, Number(params[name])]));
}

const link = (label: string, id: RouteId, params: RouteParams, name?: keyof PageNames): Crumb => ({ label, to: { id, params }, ...(name ? { name } : {}) });
const here = (label: string, name?: keyof PageNames): Crumb => ({ label, to: null, ...(name ? { name } : {}) });

function tournamentTrail(set: TournamentRouteSet, level: Level, params: Record<string, string>, infoSlug: string): Crumb[] {
  const valid = ids(params, ['tournamentId', 'validId']);
  const trail: Crumb[] = [link('tournaments', 'tournaments', {})];
  if (params.tournamentId !== undefined) trail.push(link('multiTournament', 'multi-tournament', ids(params, ['tournamentId']), 'multi'));
  const tab = level === 'detail' ? tabFromSlug('tournament', params.selectedTab) : null;
  if (level === 'detail' && (tab === null || tab === 'info')) return [...trail, here('tournament', 'tournament')];
  trail.push(link('tournament', set.detail, { ...valid, selectedTab: infoSlug }, 'tournament'));
  if (level === 'detail') return [...trail, here(TAB_LABEL[tab ?? ''] ?? 'tournament')];
  if (level === 'calendar' || level === 'inscriptions') return [...trail, here(LAST_LABEL[level] ?? level)];
  if (level === 'phase') return [...trail, here('phases', 'phase')];
  const phase = ids(params, ['tournamentId', 'validId', 'phaseId']);
  return [...trail, link('phases', set.phase, { ...phase, selectedTab: infoSlug }, 'phase'), here(LAST_LABEL[level] ?? level)];
}

function rankingTrail(id: RouteId, params: Record<string, string>): Crumb[] | null {
  const ranking = link('ranking', 'ranking', ids(params, ['rankingId']), 'ranking');
  const modality = link('modality', 'ranking-modality', ids(params, ['rankingId', 'rankingModalityId']), 'modality');
  const tournaments = link('tournaments', 'ranking-modality-tournaments', ids(params, ['rankingId', 'rankingModalityId']));
  const tournament = link('tournament', 'ranking-modality-tournament', ids(params, ['rankingId', 'rankingModalityId', 'validId']), 'tournament');
  const trails: Partial<Record<RouteId, Crumb[]>> = {
    ranking: [here('ranking', 'ranking')],
    'ranking-tournaments': [ranking, here('tournaments')],
    'ranking-modality': [ranking, here('modality', 'modality')],
    'ranking-modality-tournaments': [ranking, modality, here('tournaments')],
    'ranking-modality-tournament': [ranking, modality, tournaments, here('tournament', 'tournament')],
    'ranking-balance': [ranking, modality, tournaments, tournament, here('balance')],
  };
  return trails[id] ?? null;
}

function personTrail(id: RouteId, params: Record<string, string>): Crumb[] | null {
  const kind = id.startsWith('players-') ? 'players' : id.startsWith('coaches-') ? 'coaches' : null;
  if (!kind) return null;
  const label = kind === 'players' ? 'player' : 'coach';
  const person = link(label, `${kind}-detail`, ids(params, ['personId']), 'person');
  const ranking = link('ranking', `${kind}-ranking`, ids(params, ['personId', 'rankingId']), 'ranking');
  const modality = link('modality', `${kind}-ranking-modality`, ids(params, ['personId', 'rankingId', 'rankingModalityId']), 'modality');
  const trails: Record<string, Crumb[]> = {
    detail: [here(label, 'person')],
    calendar: [person, here('calendar')],
    ranking: [person, here('ranking', 'ranking')],
    'ranking-modality': [person, ranking, here('modality', 'modality')],
    'ranking-balance': [person, ranking, modality, here('balance')],
  };
  return trails[id.slice(kind.length + 1)] ?? null;
}

function multiTrail(id: RouteId, params: Record<string, string>): Crumb[] | null {
  const start = [link('tournaments', 'tournaments', {})];
  const multi = link('multiTournament', 'multi-tournament', ids(params, ['tournamentId']), 'multi');
  if (id === 'multi-tournament') return [...start, here('multiTournament', 'multi')];
  if (id === 'multi-tournament-calendar') return [...start, multi, here('calendar')];
  if (id === 'multi-tournament-tournaments' || id === 'alt-valids') return [...start, multi, here('tournaments')];
  return null;
}

/**
 * The spec's three trails, derived from the route and its ids: rankings › modality › tournaments › tournament ›
 * balance; tournaments › multi-tournament › tournament › section › groups or brackets; player or coach ›
 * ranking › modality › balance. Other screens have none.
 */
export function breadcrumbTrail(id: RouteId, params: Record<string, string>, infoSlug = 'info'): Crumb[] {
  const tournament = tournamentRouteOf(id);
  if (tournament) return tournamentTrail(tournament.set, tournament.level, params, infoSlug);
  return rankingTrail(id, params) ?? personTrail(id, params) ?? multiTrail(id, params) ?? [];
}
