import type { FinalPosition } from '../core/engine.types';
import { groupPhasePositions } from './group.positions';
import { positionBandLabel } from './position-bands.labels';
import { tournamentPositions } from './tournament.positions';

const band = (entryId: string, from: number, to = from): FinalPosition => ({ entryId, from, to });

describe('groupPhasePositions', () => {
  it('puts all group winners in the first band, runners-up in the next, and so on', () => {
    expect(groupPhasePositions([['a1', 'a2', 'a3'], ['b1', 'b2'], ['c1', 'c2', 'c3']])).toEqual([
      band('a1', 1, 3),
      band('b1', 1, 3),
      band('c1', 1, 3),
      band('a2', 4, 6),
      band('b2', 4, 6),
      band('c2', 4, 6),
      band('a3', 7, 8),
      band('c3', 7, 8),
    ]);
    expect(groupPhasePositions([])).toEqual([]);
  });
});

describe('tournamentPositions', () => {
  it('ranks the last phase first, then whoever went out earlier, band by band', () => {
    const groups = groupPhasePositions([
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
    ]);
    const knockout = [band('a1', 1), band('b2', 2), band('b1', 3, 4), band('a2', 3, 4)];
    expect(tournamentPositions([groups, knockout])).toEqual([
      band('a1', 1),
      band('b2', 2),
      band('a2', 3, 4),
      band('b1', 3, 4),
      band('a3', 5, 6),
      band('b3', 5, 6),
      band('a4', 7, 8),
      band('b4', 7, 8),
    ]);
  });

  it('keeps nominal knockout bands so later bands never overlap them', () => {
    const knockout = [band('x', 1), band('y', 2), band('z', 5, 8)];
    const before = [band('q', 1, 2), band('x', 1, 2), band('y', 3, 4), band('z', 3, 4)];
    expect(tournamentPositions([before, knockout])).toEqual([band('x', 1), band('y', 2), band('z', 5, 8), band('q', 9)]);
    expect(tournamentPositions([])).toEqual([]);
    expect(tournamentPositions([[band('q', 1)], []])).toEqual([band('q', 1)]);
  });
});

describe('positionBandLabel', () => {
  it.each([
    [1, 1, 'Campeón', 'Winner'],
    [2, 2, 'Subcampeón', 'Runner-up'],
    [3, 4, 'Semifinalista', 'Semifinalist'],
    [3, 3, 'Tercer lugar', 'Third place'],
    [4, 4, 'Cuarto lugar', 'Fourth place'],
    [5, 8, 'Cuartofinalista', 'Quarterfinalist'],
    [9, 16, 'Octavofinalista', 'Round of 16'],
    [17, 32, 'Ronda de 32', 'Round of 32'],
    [33, 64, 'Ronda de 64', 'Round of 64'],
    [65, 128, 'Ronda de 128', 'Round of 128'],
    [9, 12, 'Posiciones 9–12', 'Positions 9–12'],
    [7, 7, 'Posición 7', 'Position 7'],
  ])('%i–%i: %s / %s', (from, to, es, en) => {
    expect([positionBandLabel({ from, to }, 'es'), positionBandLabel({ from, to }, 'en')]).toEqual([es, en]);
  });
});
