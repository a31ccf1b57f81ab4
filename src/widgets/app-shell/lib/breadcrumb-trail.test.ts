import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

const labels = (trail: ReturnType<typeof breadcrumbTrail>) => trail.map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it('walks rankings › modality › tournaments › tournament › balance, ids as numbers', () => {
    const trail = breadcrumbTrail('ranking-balance', { rankingId: '3', rankingModalityId: '4', validId: '5', balanceId: '6' });
    expect(labels(trail)).toEqual(['ranking', 'modality', 'tournaments', 'tournament', 'balance']);
    expect(trail[3]?.to).toEqual({ id: 'ranking-modality-tournament', params: { rankingId: 3, rankingModalityId: 4, validId: 5 } });
    expect(trail[4]?.to).toBeNull();
  });

  it('walks tournaments › multi-tournament › tournament › phases › groups', () => {
    const trail = breadcrumbTrail('multi-nested-phase-groups', { tournamentId: '2', validId: '5', phaseId: '7' });
    expect(labels(trail)).toEqual(['tournaments', 'multiTournament', 'tournament', 'phases', 'groups']);
    expect(trail[1]?.to).toEqual({ id: 'multi-tournament', params: { tournamentId: 2 } });
    expect(trail[2]?.to).toEqual({ id: 'multi-nested-tournament-detail', params: { tournamentId: 2, validId: 5, selectedTab: 'info' } });
    expect(trail[3]?.to).toEqual({ id: 'multi-nested-phase-tab', params: { tournamentId: 2, validId: 5, phaseId: 7, selectedTab: 'info' } });
  });

  it.each([
    ['tournament-detail', { validId: '5', selectedTab: 'participantes' }, ['tournaments', 'tournament', 'participants']],
    ['tournament-detail', { validId: '5', selectedTab: 'info' }, ['tournaments', 'tournament']],
    ['tournament-calendar', { validId: '5' }, ['tournaments', 'tournament', 'calendar']],
    ['alt-valid-inscriptions', { tournamentId: '1', validId: '5' }, ['tournaments', 'multiTournament', 'tournament', 'inscriptions']],
    ['alt-standalone-phase-brackets', { validId: '5', phaseId: '7' }, ['tournaments', 'tournament', 'phases', 'brackets']],
    ['phase-tab', { validId: '5', phaseId: '7', selectedTab: 'juegos' }, ['tournaments', 'tournament', 'phases']],
    ['players-ranking-balance', { personId: '9', rankingId: '3', rankingModalityId: '4', balanceId: '6' }, ['player', 'ranking', 'modality', 'balance']],
    ['coaches-ranking-modality', { personId: '9', rankingId: '3', rankingModalityId: '4' }, ['coach', 'ranking', 'modality']],
    ['multi-tournament-calendar', { tournamentId: '2' }, ['tournaments', 'multiTournament', 'calendar']],
    ['home', {}, []],
  ] as const)('%s %o → %o', (id, params, expected) => {
    expect(labels(breadcrumbTrail(id, params))).toEqual(expected);
  });

  it('marks the steps that stand for a record with the name they show', () => {
    const names = (trail: ReturnType<typeof breadcrumbTrail>) => trail.map((crumb) => crumb.name ?? null);
    expect(names(breadcrumbTrail('multi-nested-phase-brackets', { tournamentId: '2', validId: '5', phaseId: '7' }))).toEqual([null, 'multi', 'tournament', 'phase', null]);
    expect(names(breadcrumbTrail('tournament-detail', { validId: '5', selectedTab: 'fases' }))).toEqual([null, 'tournament', null]);
    expect(names(breadcrumbTrail('ranking-balance', { rankingId: '3', rankingModalityId: '4', validId: '5', balanceId: '6' }))).toEqual(['ranking', 'modality', null, 'tournament', null]);
    expect(names(breadcrumbTrail('players-ranking', { personId: '9', rankingId: '3' }))).toEqual(['person', 'ranking']);
  });
});
