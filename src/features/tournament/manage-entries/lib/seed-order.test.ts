import type { Inscribed } from '@domain/contract';
import { moveEntry, seedsAfterMove } from './seed-order';

const entry = (id: number, seed: number | null): Inscribed => ({
  id,
  validId: 1,
  phaseId: null,
  personId: id * 10,
  person: { id: id * 10, modalityId: 1, firstName: `P${id}`, lastName: 'X', avatar: null, genreId: 1 },
  clubId: null,
  clubName: null,
  seed,
  origin: 'added',
  previousOrigin: null,
  createdByAccountId: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: id,
});

describe('seed order', () => {
  it('moves an entry and keeps the others in order', () => {
    expect(moveEntry(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('numbers seeds by position and sends only what changed, with each entry’s version', () => {
    const list = [entry(1, 1), entry(2, 2), entry(3, null)];
    expect(seedsAfterMove(moveEntry(list, 2, 0))).toEqual([
      { id: 3, seed: 1, version: 3 },
      { id: 1, seed: 2, version: 1 },
      { id: 2, seed: 3, version: 2 },
    ]);
    expect(seedsAfterMove(list)).toEqual([{ id: 3, seed: 3, version: 3 }]);
  });
});
