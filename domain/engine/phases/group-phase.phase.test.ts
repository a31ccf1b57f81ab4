import type { Entry } from '../core/engine.types';
import { SPORT } from '../scoring/scoring.config';
import { goals, ttResult } from '../testing/results.fixtures';
import { createGroupPhase, recordGroupResult, type GroupPhase } from './group-phase.phase';

const entries: Entry[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, seed: i + 1 }));
const unwrap = <T>(outcome: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
};

describe('createGroupPhase', () => {
  it('draws the groups and schedules each with the Berger tables', () => {
    const phase: GroupPhase = unwrap(createGroupPhase(entries, { groupCount: 2, method: 'snake', seed: 5 }));
    expect(phase.groups.map((g) => [g.number, g.entries, g.roundCount, g.matches.length])).toEqual([
      [1, [1, 4, 5, 8], 3, 6],
      [2, [2, 3, 6, 7], 3, 6],
    ]);
    expect(phase.groups[0]?.matches[0]).toEqual({ id: 'g1-r1p1', round: 1, position: 1, home: 1, away: 8, result: null });
    expect(phase).toMatchObject({ method: 'snake', seed: 5 });
  });

  it('plays several legs and prefixes the ids', () => {
    const phase = unwrap(createGroupPhase(entries, { groupCount: 2, method: 'balanced', seed: 0, rounds: 2, idPrefix: 'p7-' }));
    expect(phase.groups[1]?.matches).toHaveLength(12);
    expect(phase.groups[1]?.matches[0]?.id).toBe('p7-g2-r1p1');
  });

  it('passes draw refusals on', () => {
    expect(createGroupPhase(entries, { groupCount: 5, method: 'snake', seed: 0 })).toMatchObject({
      code: 'invalidGroupCount',
    });
  });
});

describe('recordGroupResult', () => {
  const group = unwrap(createGroupPhase(entries, { groupCount: 2, method: 'snake', seed: 0 })).groups[0];
  if (!group) throw new Error('no group');

  it('records, and corrects, a result', () => {
    const first = unwrap(recordGroupResult(group, 'g1-r1p1', ttResult(true), { sportId: SPORT.tableTennis }));
    const corrected = unwrap(recordGroupResult(first, 'g1-r1p1', ttResult(false), { sportId: SPORT.tableTennis }));
    expect(corrected.matches[0]?.result).toEqual(ttResult(false));
    expect(corrected.matches.slice(1)).toEqual(group.matches.slice(1));
  });

  it('allows a draw in a group for soccer', () => {
    expect(recordGroupResult(group, 'g1-r1p2', goals(1, 1), { sportId: SPORT.soccer }).ok).toBe(true);
  });

  it('refuses unknown matches and invalid results', () => {
    const tt = { sportId: SPORT.tableTennis } as const;
    expect(recordGroupResult(group, 'g9-r1p1', ttResult(true), tt)).toMatchObject({ code: 'matchNotFound' });
    const bad = { periods: [{ home: 12, away: 3 }] };
    expect(recordGroupResult(group, 'g1-r1p1', bad, tt)).toMatchObject({ code: 'gameOverrun' });
  });
});
