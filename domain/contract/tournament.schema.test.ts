import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { InscribedSeedsInput, MultiTournamentInput, PhaseInput, StatusChangeInput, ValidInput, ValidScheduleStep, phaseConfigurationDefaults, resolvePhaseConfiguration } from './index';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => `${issue.path?.map((item) => String(item.key)).join('.')}:${issue.message}`);
};

const valid = { name: 'Open', sportId: 1, modalityId: 1, startDate: '2026-05-01', endDate: '2026-05-02' };

describe('tournament contract', () => {
  it('accepts a one-day multi-tournament and refuses one that ends before it starts', () => {
    expect(issuesOf(MultiTournamentInput, { name: 'Nacional', startDate: '2026-05-01', endDate: '2026-05-01' })).toEqual([]);
    expect(issuesOf(MultiTournamentInput, { name: 'Nacional', startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual(['endDate:dateOrder']);
  });

  it('fills a tournament with mixed gender and no approval, and checks its dates and window', () => {
    const output = v.parse(ValidInput, valid);
    expect(output).toMatchObject({ genreId: 1, requiresApproval: false, maxEntries: null, tournamentId: null });
    expect(issuesOf(ValidInput, { ...valid, endDate: '2026-04-30' })).toEqual(['endDate:dateOrder']);
    expect(issuesOf(ValidInput, { ...valid, inscriptionStart: '2026-04-20', inscriptionEnd: '2026-04-10' })).toEqual(['inscriptionEnd:dateOrder']);
    expect(issuesOf(ValidInput, { ...valid, inscriptionEnd: '2026-05-03' })).toEqual(['inscriptionEnd:inscriptionAfterEnd']);
    expect(issuesOf(ValidInput, { ...valid, modalityId: 4 })).toEqual(['modalityId:oneOf']);
    // A typing slip of a century is refused on its field, the window's too (1899 closing a 2026 tournament).
    expect(issuesOf(ValidInput, { ...valid, startDate: '1926-05-01', endDate: '1926-05-02' })).toEqual(['startDate:dateYears?min=1990&max=2100', 'endDate:dateYears?min=1990&max=2100']);
    expect(issuesOf(ValidInput, { ...valid, endDate: '2206-05-02' })).toEqual(['endDate:dateYears?min=1990&max=2100']);
    expect(issuesOf(ValidInput, { ...valid, inscriptionStart: '1899-01-01', inscriptionEnd: '1899-02-01' })).toEqual(['inscriptionStart:dateYears?min=1990&max=2100', 'inscriptionEnd:dateYears?min=1990&max=2100']);
    expect(issuesOf(ValidInput, { ...valid, startDate: '1990-01-01', endDate: '2100-12-31', inscriptionEnd: '' })).toEqual([]);
    expect(issuesOf(ValidInput, { ...valid, maxEntries: 1 })).toEqual(['maxEntries:minEntries']);
  });

  it('refuses, in the form step that asks for the dates, a day out of the years the server takes, on its own field', () => {
    const schedule = { startDate: '2026-05-01', endDate: '2026-05-02', inscriptionStart: null, inscriptionEnd: '2026-04-20', maxEntries: null, requiresApproval: false, seasonId: null, placeId: null };
    expect(issuesOf(ValidScheduleStep, schedule)).toEqual([]);
    expect(issuesOf(ValidScheduleStep, { ...schedule, startDate: '1900-01-10', endDate: '2200-01-10', inscriptionEnd: '1899-12-31' })).toEqual([
      'startDate:dateYears?min=1990&max=2100',
      'endDate:dateYears?min=1990&max=2100',
      'inscriptionEnd:dateYears?min=1990&max=2100',
    ]);
    expect(issuesOf(ValidScheduleStep, { ...schedule, startDate: '1990-01-01', endDate: '2100-12-31', inscriptionEnd: '' })).toEqual([]);
  });

  it('takes the status actions of the machine only, with the version seen', () => {
    expect(issuesOf(StatusChangeInput, { action: 'finish', version: 2 })).toEqual([]);
    expect(issuesOf(StatusChangeInput, { action: 'restart', version: 2 })).toEqual(['action:oneOf']);
    expect(issuesOf(StatusChangeInput, { action: 'start' })).toHaveLength(1);
  });

  it('refuses a walkover whose loser gets as much as the winner', () => {
    const phase = { validId: 1, name: 'Grupos', formatId: 1 };
    expect(v.parse(PhaseInput, phase)).toMatchObject({ categoryId: 1, configuration: {} });
    expect(issuesOf(PhaseInput, { ...phase, configuration: { walkoverWinnerPoints: 3, walkoverLoserPoints: 3 } })).toEqual(['configuration.walkoverLoserPoints:minMax']);
  });

  it('refuses seeds below one', () => {
    expect(issuesOf(InscribedSeedsInput, { seeds: [{ id: 1, seed: 0 }] })).toEqual(['seeds.0.seed:positive']);
  });
});

describe('phase configuration defaults', () => {
  it('gives table tennis the spec defaults: best of 5 games to 11, walkover 11–0', () => {
    expect(phaseConfigurationDefaults(1, 1)).toMatchObject({
      classified: 2,
      unclassified: 0,
      rounds: 1,
      maxPeriods: 5,
      periodsToWin: 3,
      scoreToWin: 11,
      walkoverWinnerPoints: 11,
      walkoverLoserPoints: 0,
      tieBreakPreset: 'ittf',
      groupSize: 4,
      drawMethod: 'snake',
      seedOrder: 'ittf',
      thirdPlace: false,
      periodMinutes: null,
      rubbersToWin: 1,
    });
    expect(phaseConfigurationDefaults(1, 1, 2).rubbersToWin).toBe(3);
  });

  it('times soccer halves and basketball quarters, with extra time in knockouts', () => {
    expect(phaseConfigurationDefaults(2, 1)).toMatchObject({ maxPeriods: 2, periodMinutes: 45, walkoverWinnerPoints: 3, tieBreakPreset: 'uefa', extraTime: false });
    expect(phaseConfigurationDefaults(5, 2)).toMatchObject({ periodMinutes: 20, extraTime: true, penalties: true, groupSize: null });
    expect(phaseConfigurationDefaults(3, 2)).toMatchObject({ maxPeriods: 4, periodMinutes: 10, walkoverWinnerPoints: 20, tieBreakPreset: 'fiba', extraTime: true, penalties: false });
  });

  it('keeps what was sent over the defaults', () => {
    expect(resolvePhaseConfiguration({ scoreToWin: 21, thirdPlace: true }, 1, 2)).toMatchObject({ scoreToWin: 21, thirdPlace: true, maxPeriods: 5 });
  });
});
