import { describe, expect, it } from 'vitest';
import type { MatchView, PhaseDraw } from '@domain/contract';
import { bracketOf } from './engine-shape';

const view = (code: string, round: number, position: number, thirdPlace = false): MatchView => ({
  id: round * 10 + position,
  phaseId: 1,
  groupId: null,
  code,
  round,
  position,
  homeId: null,
  awayId: null,
  result: null,
  status: 'pending',
  winnerId: null,
  winnerTo: null,
  loserTo: null,
  thirdPlace,
  lineup: null,
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('bracketOf', () => {
  it('orders rounds, puts the third-place match after the final, and is null for a group draw', () => {
    const draw: PhaseDraw = {
      phaseId: 1,
      formatId: 2,
      method: 'natural',
      seed: 9,
      options: { kind: 'bracket', entries: [], separateBy: [] },
      drawnAt: '2025-01-01T00:00:00.000Z',
      drawnByAccountId: null,
      version: 1,
      groups: [],
      bracket: { size: 4, rounds: 2, order: 'natural', lines: [1, 4, 3, 2] },
    };
    const bracket = bracketOf(draw, [view('r2p2', 2, 2, true), view('r2p1', 2, 1), view('r1p2', 1, 2), view('r1p1', 1, 1)]);
    expect(bracket?.matches.map((match) => match.id)).toEqual(['r1p1', 'r1p2', 'r2p1', 'r2p2']);
    expect(bracket).toMatchObject({ size: 4, rounds: 2, seed: 9, order: 'natural' });
    expect(bracketOf({ ...draw, bracket: null }, [])).toBeNull();
  });
});
