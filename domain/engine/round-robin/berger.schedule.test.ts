import { bergerTable } from './berger.schedule';

/** FIDE Handbook C.05 Annex 1, written as in the handbook ("white-black"). */
const parse = (rows: string[]): Array<Array<[number, number]>> =>
  rows.map((row) =>
    row.split(', ').map((pair) => {
      const [white, black] = pair.split('-').map(Number);
      return [white ?? 0, black ?? 0];
    }),
  );

describe('bergerTable (FIDE C.05 Annex 1)', () => {
  it.each([
    [4, ['1-4, 2-3', '4-3, 1-2', '2-4, 3-1']],
    [
      6,
      ['1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'],
    ],
    [
      8,
      [
        '1-8, 2-7, 3-6, 4-5',
        '8-5, 6-4, 7-3, 1-2',
        '2-8, 3-1, 4-7, 5-6',
        '8-6, 7-5, 1-4, 2-3',
        '3-8, 4-2, 5-1, 6-7',
        '8-7, 1-6, 2-5, 3-4',
        '4-8, 5-3, 6-2, 7-1',
      ],
    ],
  ])('reproduces the published table for %i players', (players, rows) => {
    expect(bergerTable(players)).toEqual(parse(rows));
  });

  it('uses the table of the next even number for an odd count (the highest is the bye)', () => {
    expect(bergerTable(5)).toEqual(bergerTable(6));
    expect(bergerTable(3)).toEqual(bergerTable(4));
  });
});
